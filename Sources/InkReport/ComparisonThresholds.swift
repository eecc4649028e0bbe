/// The relative changes `inkbench compare` tolerates: a default (the noise level) and
/// per-metric overrides, all as fractions (0.02 = 2%).
public struct ComparisonThresholds: Sendable {
    /// Tolerance of every metric without its own, a fraction.
    public var noise: Double
    /// Per-metric tolerance by `ComparedMetric.name`, fractions.
    public var perMetric: [String: Double]

    public init(noise: Double = 0.02, perMetric: [String: Double] = [:]) {
        self.noise = noise
        self.perMetric = perMetric
    }

    /// The tolerance of `metric`.
    public func threshold(for metric: String) -> Double { perMetric[metric] ?? noise }

    /// Parses a percentage (`2%`) or a fraction (`0.02`) into a fraction ≥ 0; nil when invalid.
    public static func fraction(_ text: String) -> Double? {
        let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let value = Double(trimmed), value.isFinite, value >= 0 else { return nil }
        return text.hasSuffix("%") ? value / 100 : value
    }

    /// Adds `METRIC=PERCENT` (e.g. `lag.p99=5%`); throws one line naming what is wrong.
    public mutating func add(_ assignment: String) throws {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = Self.fraction(parts[1]) else {
            throw ReportError("--threshold \(assignment): expected METRIC=PERCENT, e.g. lag.p99=5%")
        }
        guard ComparedMetric.named(parts[0]) != nil else {
            throw ReportError("--threshold \(assignment): unknown metric '\(parts[0])' (known: \(ComparedMetric.all.map(\.name).joined(separator: ", ")))")
        }
        perMetric[parts[0]] = value
    }
}
