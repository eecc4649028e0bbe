import InkBenchCore
import InkRender

extension InkBenchComponents {
    /// Every built-in component: the stages, predictors (with external ones, `exec:COMMAND`) and
    /// cost sources of `builtIn(renderers:)`, and the Cairo renderers (`FrameRendererRegistry.cairo`).
    /// What `inkbench` runs with; register your own on a copy.
    public static let builtIn = InkBenchComponents.builtIn(renderers: .cairo)
}
