/// A range of prediction horizons, milliseconds, half-open: [lower, upper) — a horizon of exactly
/// 8 ms is in [8, 12), never in [4, 8). The first bucket also holds anything below 0 ms; a last
/// open bucket, [32, ∞), catches longer horizons. The buckets are [0, 4), [4, 8), [8, 12),
/// [12, 16), [16, 24) and [24, 32) ms. Horizons are rounded to whole microseconds before
/// bucketing, so 7.9999999999 ms counts as 8 ms.
public struct HorizonBucket: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Lowest horizon in the bucket, ms (inclusive).
    public var lower: Double
    /// First horizon past the bucket, ms (exclusive); nil for the open last bucket.
    public var upper: Double?

    public init(lower: Double, upper: Double?) {
        self.lower = lower
        self.upper = upper
    }

    /// The standard buckets then the open one.
    public static let standard: [HorizonBucket] = [
        HorizonBucket(lower: 0, upper: 4), HorizonBucket(lower: 4, upper: 8), HorizonBucket(lower: 8, upper: 12),
        HorizonBucket(lower: 12, upper: 16), HorizonBucket(lower: 16, upper: 24), HorizonBucket(lower: 24, upper: 32),
        HorizonBucket(lower: 32, upper: nil),
    ]

    /// The index in `standard` of the bucket holding `horizon` (seconds).
    public static func index(of horizon: Double) -> Int {
        let milliseconds = (horizon * 1e6).rounded() / 1e3
        return standard.firstIndex { $0.upper.map { milliseconds < $0 } ?? true } ?? standard.count - 1
    }

    /// Whether `horizon` (seconds) falls in this bucket (the first bucket takes negative horizons too).
    public func contains(_ horizon: Double) -> Bool { Self.standard[Self.index(of: horizon)] == self }

    /// `[4, 8) ms`, or `[32, ∞) ms`: the interval notation says which end is included.
    public var description: String {
        "[\(Self.text(lower)), \(upper.map(Self.text) ?? "∞")) ms"
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
