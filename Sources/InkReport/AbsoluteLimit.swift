import Foundation
import InkModel
import InkPipeline

/// A fixed bound one metric of every configuration in the current report must meet, beside the
/// relative thresholds: `lag.p99<=40ms`, `missedFrames==0`, `headroom>=20%`. Written
/// `METRIC OP VALUE` with `OP` one of `<=`, `>=`, `==`, `<`, `>` and `VALUE` in the metric's
/// unit: a time with `ms`, `s` or `us`/`µs`; a distance with `mm` (or `pt` for prediction error);
/// a count as a plain number; `headroom` (1 − callback cost p99 / frame budget) as a percentage.
public struct AbsoluteLimit: Hashable, Sendable, CustomStringConvertible {
    /// How the value compares with the bound.
    package enum Relation: String, Hashable, Sendable, CaseIterable {
        case atMost = "<=", atLeast = ">=", equal = "==", below = "<", above = ">"

        func holds(_ value: Double, _ bound: Double) -> Bool {
            switch self {
            case .atMost: value <= bound
            case .atLeast: value >= bound
            case .equal: value == bound
            case .below: value < bound
            case .above: value > bound
            }
        }
    }

    /// The name of a compared metric, or `headroom`.
    public var metric: String
    package var relation: Relation
    /// The bound in the metric's base unit: seconds, millimetres, points, a count or a fraction.
    package var bound: Double
    /// The metric's unit (`ComparedMetric.unit`; `fraction` for headroom).
    public var unit: String
    /// The limit as written, e.g. `lag.p99<=40ms`.
    public var text: String

    public var description: String { text }

    /// The name of the frame-budget headroom limit.
    package static let headroom = "headroom"

    /// Parses `comparison` (`<=40ms`) for `metric`, one of `known` (the built-in compared metrics
    /// and any a report declares) or `headroom`; throws one line naming what is wrong.
    public init(metric: String, comparison: String, known: [ComparedMetric] = ComparedMetric.all) throws(ReportError) {
        let text = metric + comparison
        guard let relation = Relation.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count }).first(where: { comparison.hasPrefix($0.rawValue) })
        else { throw ReportError("\(text): expected METRIC<=VALUE, >=, ==, < or >") }
        let unit: String
        if metric == Self.headroom {
            unit = "fraction"
        } else if let compared = known.first(where: { $0.name == metric }) {
            unit = compared.unit
        } else {
            throw ReportError("\(text): unknown metric '\(metric)' (known: \(Self.headroom), \(ComparedMetric.names(known)))")
        }
        let valueText = String(comparison.dropFirst(relation.rawValue.count)).trimmingCharacters(in: .whitespaces)
        guard let bound = Self.value(valueText, unit: unit) else {
            throw ReportError("\(text): '\(valueText)' needs \(Self.expected(unit))")
        }
        self.metric = metric
        self.relation = relation
        self.bound = bound
        self.unit = unit
        self.text = text
    }

    /// Splits `lag.p99<=40ms` at its comparison; nil when it has none (a relative threshold).
    public static func split(_ assignment: String) -> (metric: String, comparison: String)? {
        guard let index = assignment.firstIndex(where: { "<>".contains($0) }) ?? assignment.range(of: "==")?.lowerBound else { return nil }
        return (String(assignment[..<index]), String(assignment[index...]))
    }

    private static func value(_ text: String, unit: String) -> Double? {
        let suffixes: [(String, Double)] = switch unit {
        case "s": [("ms", 1e-3), ("µs", 1e-6), ("us", 1e-6), ("s", 1)]
        case "mm": [("mm", 1)]
        case "points": [("pt", 1)]
        case "fraction": [("%", 0.01)]
        default: [("", 1)]
        }
        for (suffix, scale) in suffixes where text.hasSuffix(suffix) {
            guard let number = Double(wholeToken: String(text.dropLast(suffix.count))), number.isFinite else { return nil }
            return number * scale
        }
        return nil
    }

    private static func expected(_ unit: String) -> String {
        switch unit {
        case "s": "a time with a unit, e.g. 40ms"
        case "mm": "a distance in mm, e.g. 1.5mm"
        case "points": "a distance in points, e.g. 4pt"
        case "fraction": "a percentage, e.g. 20%"
        default: "a plain number, e.g. 0"
        }
    }
}
