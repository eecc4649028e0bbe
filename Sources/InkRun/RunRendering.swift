import InkModel
import InkPipeline
import InkSim

/// The drawing a benchmark run needs, supplied by a renderer module: the frame renderer of each
/// simulation and the debug pictures of `renders/`. InkRun draws nothing itself, so it builds
/// without Cairo; the `InkBench` product supplies the Cairo implementation (`CairoRunRendering`).
public protocol RunRendering: Sendable {
    /// The render step of one simulation of `configuration` on `profile`'s canvas.
    /// `countsSuffice`: the cost source prices frames from the work counters alone (modelled
    /// costs), so a renderer may count its work exactly without drawing.
    func frameRenderer(for configuration: PipelineConfiguration, profile: DeviceProfile, countsSuffice: Bool) -> any FrameRenderer

    /// A PNG of `trace`'s ink replayed through `configuration` up to `moment` (seconds after the
    /// first sample; nil: the end), with the debug overlay, cropped to the ink at no fewer than
    /// `minimumScale` pixels per point, labelled `label`, without wall-clock times (the same
    /// inputs give the same bytes). Throws `DebugPictureUnavailable` for a picture that cannot
    /// be drawn (the run goes on without it and says so); any other error stops the run.
    func debugPicture(of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String) throws -> DebugPicture
    /// The same picture, stopping with an error once the monotonic clock passes `deadline`
    /// (nanoseconds; `RunSettings.maxSeconds` covers the pictures too). The default ignores the
    /// deadline; the run checks it before and after each picture.
    func debugPicture(
        of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String, deadline: UInt64
    ) throws -> DebugPicture

    /// Why `configuration`'s renderer (its `renderer:` name) cannot be built here, e.g.
    /// "unknown renderer 'tiles' (known: naive, incremental)"; nil when it can. A run asks before
    /// it starts.
    func rendererProblem(for configuration: PipelineConfiguration) -> String?
}

extension RunRendering {
    public func debugPicture(
        of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String, deadline: UInt64
    ) throws -> DebugPicture {
        try debugPicture(of: trace, configuration: configuration, moment: moment, minimumScale: minimumScale, label: label)
    }

    /// Every renderer name is accepted.
    public func rendererProblem(for configuration: PipelineConfiguration) -> String? { nil }
}

/// A debug picture of a trace's ink: its PNG bytes and the moment it shows.
public struct DebugPicture: Sendable {
    /// The encoded PNG.
    package var png: [UInt8]
    /// The moment drawn, seconds after the trace's first sample.
    package var momentSeconds: Double

    public init(png: [UInt8], momentSeconds: Double) {
        self.png = png
        self.momentSeconds = momentSeconds
    }
}

/// Why one debug picture could not be drawn (e.g. ink spanning more than the renderer's largest
/// canvas): the run skips it and names it.
public struct DebugPictureUnavailable: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
