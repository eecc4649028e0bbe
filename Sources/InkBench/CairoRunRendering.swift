import InkBenchCore
import InkRender

/// The Cairo drawing of a benchmark run, as `inkbench run` uses it: frames are rendered by the
/// renderer the configuration names, built by `renderers` (the built-ins: `CairoFrameRenderer` on
/// the profile's whole canvas, except that when counts suffice — modelled costs — the renderer's
/// work is counted exactly without drawing, `NaiveRenderCount` and `IncrementalRenderCount`: the
/// naive full redraws would make long traces take minutes, and rasterizing was most of an
/// incremental modelled run). Debug pictures are `InkSnapshot`s drawn by the incremental renderer
/// with the debug overlay, their predictors from `predictors`.
package struct CairoRunRendering: RunRendering {
    /// The frame renderers a configuration's `renderer:` names.
    package var renderers: FrameRendererRegistry
    /// Where the debug pictures' predictors are looked up.
    package var predictors: PredictorCatalog

    package init(renderers: FrameRendererRegistry, predictors: PredictorCatalog) {
        self.renderers = renderers
        self.predictors = predictors
    }

    /// The renderers and predictors of `components`.
    package init(components: InkBenchComponents) {
        self.init(renderers: components.renderers, predictors: components.predictors)
    }

    package func frameRenderer(for configuration: PipelineConfiguration, profile: DeviceProfile, countsSuffice: Bool) -> any FrameRenderer {
        let context = FrameRendererContext(profile: profile, configuration: configuration, countsSuffice: countsSuffice)
        return renderers.make(context) ?? CairoFrameRenderer(kind: .incremental, profile: profile)
    }

    package func rendererProblem(for configuration: PipelineConfiguration) -> String? {
        guard !renderers.names.contains(configuration.renderer.rawValue) else { return nil }
        return "unknown renderer '\(configuration.renderer.rawValue)' (known: \(renderers.names.joined(separator: ", ")))"
    }

    package func debugPicture(
        of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String
    ) throws -> DebugPicture {
        try picture(of: trace, configuration: configuration, moment: moment, minimumScale: minimumScale, label: label, deadline: nil)
    }

    /// A replay past `deadline` throws its `RenderError` (the run reports the time limit); any
    /// other failure skips the picture.
    package func debugPicture(
        of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String, deadline: UInt64
    ) throws -> DebugPicture {
        try picture(of: trace, configuration: configuration, moment: moment, minimumScale: minimumScale, label: label, deadline: deadline)
    }

    private func picture(
        of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String, deadline: UInt64?
    ) throws -> DebugPicture {
        let snapshot = InkSnapshot(
            configuration: configuration, predictors: predictors, moment: moment, minimumScale: minimumScale, debug: true, showsRenderTime: false, deadline: deadline
        )
        do {
            let picture = try snapshot.render(trace, label: label)
            return DebugPicture(png: try picture.image.pngData(), momentSeconds: picture.moment)
        } catch where error.passedDeadline {
            throw error
        } catch {
            throw DebugPictureUnavailable(error.description)
        }
    }
}
