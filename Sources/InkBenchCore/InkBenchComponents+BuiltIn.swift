extension InkBenchComponents {
    /// Every built-in component that draws nothing — the trace formats, the stages, the
    /// predictors with external ones (`exec:COMMAND`, `PredictorCatalog.withExternal`), the cost
    /// sources and the metrics of their registries' `builtIn` — with `renderers` for the frames
    /// (`import InkBench` has the Cairo ones: `InkBenchComponents.builtIn`).
    public static func builtIn(renderers: FrameRendererRegistry) -> InkBenchComponents {
        InkBenchComponents(
            formats: .builtIn, stages: .builtIn, predictors: .withExternal, costSources: .builtIn, renderers: renderers,
            metrics: .builtIn
        )
    }
}
