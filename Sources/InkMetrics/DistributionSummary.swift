import Histogram

/// The distribution of a set of non-negative measurements (costs, lags, distances): exact count,
/// minimum, maximum and mean, and percentiles from an HDR histogram.
///
/// Values are recorded into the histogram at the fixed-point scale of `unit` (times as whole
/// nanoseconds) with `significantDigits` decimal digits of relative precision: a percentile is
/// within 10^−digits (relative) of the true order statistic, plus the scale's resolution
/// (`1 / unit.ticksPerUnit`). Percentiles follow the histogram's nearest-rank rule: `percentile(p)`
/// is the smallest recorded value (to the histogram's precision) that at least p % of the values
/// are less than or equal to, clamped to the exact `min...max`.
///
/// Negative and non-finite values are not recorded; they are counted in `rejectedCount`.
/// Recording allocates only when the histogram must grow to cover a larger value than before.
package struct DistributionSummary: Equatable, Sendable {
    /// The unit of every value going in and coming out.
    package let unit: DistributionUnit
    /// Decimal digits of relative precision of the percentiles (1...5).
    package let significantDigits: Int
    /// Number of values recorded.
    package private(set) var count: Int = 0
    /// Number of values refused because they were negative, NaN or infinite.
    package private(set) var rejectedCount: Int = 0
    /// Smallest recorded value, exact; nil when empty.
    package private(set) var min: Double?
    /// Largest recorded value, exact; nil when empty.
    package private(set) var max: Double?
    private var sum: Double = 0
    private var histogram: Histogram<UInt64>

    /// The largest tick count recorded: larger values are recorded as this (UInt64.max / 4, the
    /// histogram's auto-resizing range with margin), far beyond any real measurement.
    private static let largestTicks = UInt64.max / 4

    /// An empty summary of values in `unit`, with `significantDigits` digits of precision
    /// (clamped to 1...5; the default 3 means percentiles within 0.1 %).
    package init(unit: DistributionUnit, significantDigits: Int = 3) {
        let digits = Swift.min(Swift.max(significantDigits, 1), 5)
        self.unit = unit
        self.significantDigits = digits
        histogram = Histogram(numberOfSignificantValueDigits: SignificantDigits(rawValue: Int8(digits)) ?? .three)
    }

    /// The summary of `values`, in `unit`, with `significantDigits` digits of precision.
    package init(_ values: some Sequence<Double>, unit: DistributionUnit, significantDigits: Int = 3) {
        self.init(unit: unit, significantDigits: significantDigits)
        for value in values { record(value) }
    }

    /// Adds one value (in `unit`). Negative and non-finite values are counted as rejected.
    package mutating func record(_ value: Double) {
        guard value.isFinite, value >= 0 else {
            rejectedCount += 1
            return
        }
        count += 1
        sum += value
        min = Swift.min(min ?? value, value)
        max = Swift.max(max ?? value, value)
        histogram.record(ticks(of: value))
    }

    /// Arithmetic mean of the recorded values, exact to floating point; nil when empty.
    package var mean: Double? { count > 0 ? sum / Double(count) : nil }

    /// The value at `percent` (0...100; clamped into that range) by the nearest-rank rule, to the
    /// histogram's precision; `percentile(0)` is the minimum and `percentile(100)` the maximum.
    /// Nil when empty or when `percent` is NaN.
    package func percentile(_ percent: Double) -> Double? {
        guard count > 0, let min, let max, !percent.isNaN else { return nil }
        let clamped = Swift.min(Swift.max(percent, 0), 100)
        if clamped == 0 { return min }
        if clamped == 100 { return max }
        let value = Double(histogram.valueAtPercentile(clamped)) / unit.ticksPerUnit
        return Swift.min(Swift.max(value, min), max)
    }

    /// Median (50th percentile); nil when empty.
    package var p50: Double? { percentile(50) }
    /// 90th percentile; nil when empty.
    package var p90: Double? { percentile(90) }
    /// 99th percentile; nil when empty.
    package var p99: Double? { percentile(99) }
    /// 99.9th percentile; nil when empty.
    package var p999: Double? { percentile(99.9) }

    private func ticks(of value: Double) -> UInt64 {
        let scaled = (value * unit.ticksPerUnit).rounded()
        guard scaled < Double(Self.largestTicks) else { return Self.largestTicks }
        return UInt64(scaled)
    }
}
