/// A range of prediction horizons, milliseconds, closed at the top: (lower, upper] — the first
/// bucket also holds 0 and anything below. DESIGN §7's buckets are 0–4, 4–8, 8–12, 12–16, 16–24
/// and 24–32 ms; a last open bucket ("> 32") catches longer horizons. Horizons are rounded to
/// whole microseconds before bucketing, so 4.0000000001 ms counts as 4 ms.
public struct HorizonBucket: Hashable, Sendable, Codable, CustomStringConvertible {
    public var lower: Double
    /// Nil for the open last bucket.
    public var upper: Double?

    public init(lower: Double, upper: Double?) {
        self.lower = lower
        self.upper = upper
    }

    /// DESIGN §7's buckets then the open one.
    public static let standard: [HorizonBucket] = [
        HorizonBucket(lower: 0, upper: 4), HorizonBucket(lower: 4, upper: 8), HorizonBucket(lower: 8, upper: 12),
        HorizonBucket(lower: 12, upper: 16), HorizonBucket(lower: 16, upper: 24), HorizonBucket(lower: 24, upper: 32),
        HorizonBucket(lower: 32, upper: nil),
    ]

    /// The index in `standard` of the bucket holding `horizon` (seconds).
    public static func index(of horizon: Double) -> Int {
        let milliseconds = (horizon * 1e6).rounded() / 1e3
        return standard.firstIndex { $0.upper.map { milliseconds <= $0 } ?? true } ?? standard.count - 1
    }

    /// `4–8 ms`, or `> 32 ms`.
    public var description: String {
        upper.map { "\(Self.text(lower))–\(Self.text($0)) ms" } ?? "> \(Self.text(lower)) ms"
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
