/// The name of a cost source's kind, as reports record it (`cost.mode` in report.json): one of
/// the built-ins, or the name a custom cost source is registered under (`CostSourceRegistry`).
/// Only `modelled` costs are deterministic; `inkbench compare` treats every other kind as
/// measured (with its noise floor).
public struct CostKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Monotonic time of the real call on this machine, times a CPU scale.
    public static let measured = CostKind(rawValue: "measured")
    /// A linear model over the work counters, from a calibration file: deterministic.
    public static let modelled = CostKind(rawValue: "modelled")
    /// Fixed costs (tests and closed-form checks).
    public static let constant = CostKind(rawValue: "constant")

    public var description: String { rawValue }
}
