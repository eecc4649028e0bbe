/// The value of one registered metric (`MetricComponent`) for one run, as report.json stores it.
/// A count and a number of the same value are equal: JSON writes both alike (a number without a
/// fraction reads back as a count).
public enum MetricValue: Hashable, Sendable, Codable {
    /// A count: a JSON integer.
    case count(Int)
    /// A count out of a total: `{"count", "rate", "total"}`, the rate `count / total` (0 without a
    /// total) — the shape of the built-in shares such as `lateFrames`.
    case share(count: Int, total: Int)
    /// A number in the metric's unit, or nil when the run has none (e.g. nothing was shown): a JSON
    /// number, or null. Only finite numbers are stored; others become nil.
    case number(Double?)

    /// The number `inkbench compare` and the charts read: the count (of a share too), or the
    /// number.
    public var number: Double? {
        switch self {
        case .count(let count), .share(let count, _): Double(count)
        case .number(let value): value
        }
    }

    public static func == (lhs: MetricValue, rhs: MetricValue) -> Bool {
        switch (lhs, rhs) {
        case let (.share(count, total), .share(otherCount, otherTotal)): count == otherCount && total == otherTotal
        case (.share, _), (_, .share): false
        default: lhs.number == rhs.number
        }
    }

    public func hash(into hasher: inout Hasher) {
        if case .share(let count, let total) = self {
            hasher.combine(count)
            hasher.combine(total)
        } else {
            hasher.combine(number)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .number(nil)
        } else if let count = try? container.decode(Int.self) {
            self = .count(count)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            let share = try container.decode(Share.self)
            self = .share(count: share.count, total: share.total)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .count(let count): try container.encode(count)
        case .share(let count, let total): try container.encode(Share(count: count, total: total))
        case .number(let value):
            if let value, value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        }
    }

    /// A share as JSON: the same fields, and the same rate, as InkMetrics' `CountAndRate`.
    private struct Share: Codable {
        var count: Int
        var rate: Double
        var total: Int

        init(count: Int, total: Int) {
            self.count = count
            self.total = total
            rate = total > 0 ? Double(count) / Double(total) : 0
        }
    }
}
