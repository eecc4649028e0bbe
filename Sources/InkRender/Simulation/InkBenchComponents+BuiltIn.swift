import InkExternal
import InkPredict
import InkSim

extension InkBenchComponents {
    /// Every built-in component: the stages and cost sources of their registries' `builtIn`, the
    /// built-in predictors with external ones (`exec:COMMAND`, `PredictorCatalog.withExternal`),
    /// and the Cairo renderers (`FrameRendererRegistry.cairo`).
    public static let builtIn = InkBenchComponents(predictors: .withExternal, renderers: .cairo)
}
