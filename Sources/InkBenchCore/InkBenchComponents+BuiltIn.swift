extension InkBenchComponents {
    /// Every built-in component that draws nothing — the trace formats, the stages, the
    /// predictors with external ones (`exec:COMMAND`, `PredictorCatalog.withExternal`) and the
    /// cost sources of their registries' `builtIn` — with `renderers` for the frames (`import InkBench` has the Cairo
    /// ones: `InkBenchComponents.builtIn`).
    public static func builtIn(renderers: FrameRendererRegistry) -> InkBenchComponents {
        InkBenchComponents(formats: .builtIn, stages: .builtIn, predictors: .withExternal, costSources: .builtIn, renderers: renderers)
    }
}
