import InkModel
import InkPipeline

/// A frame renderer registered under a name, the name a configuration's `renderer:` gives: how to
/// build a fresh one for one simulation. It takes no parameters.
public struct FrameRendererComponent: RegisteredComponent {
    public static var role: String { "renderer" }

    public var name: String
    public var summary: String
    /// Renderers take none.
    public var parameters: [ComponentParameter] { [] }
    /// Renderers declare none (whether they may count instead of drawing is the cost source's
    /// `countsRenders`, handed over as `FrameRendererContext.countsSuffice`).
    public var capabilities: ComponentCapabilities { [] }
    let make: @Sendable (FrameRendererContext) -> any FrameRenderer

    public init(name: String, summary: String, build: @escaping @Sendable (FrameRendererContext) -> any FrameRenderer) {
        self.name = name
        self.summary = summary
        make = build
    }
}

/// What a renderer's builder is told about the simulation it renders for.
public struct FrameRendererContext: Sendable {
    /// The device (its canvas size and pixel scale).
    public var profile: DeviceProfile
    /// The configuration being simulated.
    public var configuration: PipelineConfiguration
    /// Whether the run's cost source prices frames from the work counters alone (it declares
    /// `countsRenders`): the renderer may then count its work exactly without drawing (the
    /// built-in naive renderer does).
    public var countsSuffice: Bool

    public init(profile: DeviceProfile, configuration: PipelineConfiguration, countsSuffice: Bool) {
        self.profile = profile
        self.configuration = configuration
        self.countsSuffice = countsSuffice
    }
}
