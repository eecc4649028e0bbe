/// The unit of the values a `DistributionSummary` holds, and the fixed-point scale at which they
/// are recorded into its HDR histogram (which counts whole numbers only).
///
/// A value `v` (in `symbol` units) is recorded as the integer `round(v × ticksPerUnit)`, so the
/// histogram cannot tell apart values closer than `1 / ticksPerUnit` (its absolute resolution), on
/// top of its relative precision. Times are recorded in whole nanoseconds.
public struct DistributionUnit: Hashable, Sendable, Codable {
    /// How the unit is written after a number: "s", "mm", "pt", "mm/s", "" for plain numbers.
    public var symbol: String
    /// Histogram ticks per one unit: the fixed-point scale of recorded values.
    public var ticksPerUnit: Double

    /// A unit written `symbol`, recorded at `ticksPerUnit` histogram ticks per unit (must be > 0).
    public init(symbol: String, ticksPerUnit: Double) {
        self.symbol = symbol
        self.ticksPerUnit = ticksPerUnit
    }

    /// Seconds, recorded as whole nanoseconds (1 tick = 1 ns).
    public static let seconds = DistributionUnit(symbol: "s", ticksPerUnit: 1e9)
    /// Nanoseconds, recorded as they are (1 tick = 1 ns).
    public static let nanoseconds = DistributionUnit(symbol: "ns", ticksPerUnit: 1)
    /// Points, recorded in micro-points (1 tick = 10⁻⁶ pt).
    public static let points = DistributionUnit(symbol: "pt", ticksPerUnit: 1e6)
    /// Millimetres, recorded in nanometres (1 tick = 10⁻⁶ mm).
    public static let millimetres = DistributionUnit(symbol: "mm", ticksPerUnit: 1e6)
    /// Millimetres per second, recorded in µm/s (1 tick = 10⁻³ mm/s).
    public static let millimetresPerSecond = DistributionUnit(symbol: "mm/s", ticksPerUnit: 1e3)
    /// Counts and other plain numbers, recorded in millionths (1 tick = 10⁻⁶).
    public static let plain = DistributionUnit(symbol: "", ticksPerUnit: 1e6)
}
