import InkBenchCore
import InkRender

/// The Cairo drawing of a benchmark run, as `inkbench run` uses it: frames are rendered by the
/// renderer the configuration names (`CairoFrameRenderer`) on the profile's whole canvas, except
/// that when counts suffice (modelled costs) the renderer's work is counted exactly without
/// drawing (`NaiveRenderCount`, `IncrementalRenderCount`: the naive full redraws would make long
/// traces take minutes, and rasterizing was most of an incremental modelled run). Debug
/// pictures are `InkSnapshot`s drawn by the incremental renderer with the debug overlay.
public struct CairoRunRendering: RunRendering {
    public init() {}

    public func frameRenderer(for configuration: PipelineConfiguration, profile: DeviceProfile, countsSuffice: Bool) -> any FrameRenderer {
        let kind: RendererKind = configuration.renderer == .naive ? .naive : .incremental
        if countsSuffice { return kind == .naive ? NaiveRenderCount(profile: profile) : IncrementalRenderCount(profile: profile) }
        return CairoFrameRenderer(kind: kind, profile: profile)
    }

    public func debugPicture(
        of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String
    ) throws -> DebugPicture {
        let snapshot = InkSnapshot(configuration: configuration, moment: moment, minimumScale: minimumScale, debug: true, showsRenderTime: false)
        do {
            let picture = try snapshot.render(trace, label: label)
            return DebugPicture(png: try picture.image.pngData(), momentSeconds: picture.moment)
        } catch {
            throw DebugPictureUnavailable(error.description)
        }
    }
}
