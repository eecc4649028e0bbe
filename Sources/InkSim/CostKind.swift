/// The kinds of cost source.
public enum CostKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Monotonic time of the real call on this machine, times a CPU scale.
    case measured
    /// A linear model over the work counters, from a calibration file: deterministic.
    case modelled
    /// Fixed costs (tests and closed-form checks).
    case constant
}
