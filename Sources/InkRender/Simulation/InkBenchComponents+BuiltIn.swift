import InkSim

extension InkBenchComponents {
    /// Every built-in component: the stages, predictors and cost sources of their registries'
    /// `builtIn`, and the Cairo renderers (`FrameRendererRegistry.cairo`).
    public static let builtIn = InkBenchComponents(renderers: .cairo)
}
