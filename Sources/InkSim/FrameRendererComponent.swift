import InkModel
import InkPipeline

/// A frame renderer registered under a name, the name a configuration's `renderer:` gives: how to
/// build a fresh one for one simulation.
public struct FrameRendererComponent: Sendable {
    public var name: String
    /// One line for listings.
    public var summary: String
    let build: @Sendable (FrameRendererContext) -> any FrameRenderer

    public init(name: String, summary: String, build: @escaping @Sendable (FrameRendererContext) -> any FrameRenderer) {
        self.name = name
        self.summary = summary
        self.build = build
    }
}

/// What a renderer's builder is told about the simulation it renders for.
public struct FrameRendererContext: Sendable {
    /// The device (its canvas size and pixel scale).
    public var profile: DeviceProfile
    /// The configuration being simulated.
    public var configuration: PipelineConfiguration
    /// The run's cost kind: a renderer whose work is modelled need not draw (the built-in naive
    /// renderer then only counts its work, exactly).
    public var costKind: CostKind

    public init(profile: DeviceProfile, configuration: PipelineConfiguration, costKind: CostKind) {
        self.profile = profile
        self.configuration = configuration
        self.costKind = costKind
    }
}
