import InkModel

/// The name of a cost source's kind, as reports record it (`cost.mode` in report.json): one of
/// the built-ins, or the name a custom cost source is registered under (`CostSourceRegistry`).
/// `inkbench compare` compares two reports of one kind exactly when the registered source of
/// that name is `deterministic` (`CostSourceComponent.capabilities`), and as measured (with its
/// noise floor) otherwise.
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

    /// Reads a name a cost source could be registered under (`ComponentRegistryError.isUsableName`);
    /// anything else is a decoding error naming the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard ComponentRegistryError.isUsableName(name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(name)' is not a cost source name")
        }
        self.init(rawValue: name)
    }
}
