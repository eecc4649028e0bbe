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
    /// Whether the run's cost source prices frames from the work counters alone (modelled
    /// costs): the renderer may then count its work exactly without drawing (the built-in naive
    /// renderer does).
    public var countsSuffice: Bool

    public init(profile: DeviceProfile, configuration: PipelineConfiguration, countsSuffice: Bool) {
        self.profile = profile
        self.configuration = configuration
        self.countsSuffice = countsSuffice
    }
}
