/// Simulator settings that are not part of the device profile.
public struct SimulationSettings: Hashable, Sendable, Codable {
    /// How long before its vsync a frame must be committed to make it, seconds (0: a render
    /// finishing at the vsync itself still makes it).
    public var commitLead: Double

    public init(commitLead: Double = 0) {
        self.commitLead = commitLead
    }
}
