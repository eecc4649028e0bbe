/// Where a simulation's event loop stopped (`PlatformSimulator.advance(until:)`).
package enum SimulationProgress: Hashable, Sendable {
    /// Every input was delivered and rendered.
    case finished
    /// A streamed run reached input not yet in its window: append more and advance again.
    case needsInput
    /// The monotonic clock passed the deadline, or an external handler failed.
    case stopped
}
