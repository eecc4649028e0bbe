import Foundation
import InkConfiguration
import InkModel
import InkPipeline

/// The relative changes `inkbench compare` tolerates: a default (the noise level) and
/// per-metric overrides, all as fractions (0.02 = 2%), each with where it came from; and the
/// absolute limits (`AbsoluteLimit`) every configuration of the current report must meet.
///
/// Sources are layered with `apply(_:from:)`, lowest precedence first: the built-in default
/// (noise 2%), then the thresholds recorded in the current report, then a configuration set
/// given to `compare --config`, then the command line; a later layer replaces only the values it
/// sets.
public struct ComparisonThresholds: Sendable {
    /// The built-in noise level, a fraction.
    package static let defaultNoise = 0.02

    /// Tolerance of every metric without its own, a fraction.
    public private(set) var noise: Double
    /// Where `noise` came from.
    package private(set) var noiseOrigin: ThresholdOrigin
    /// Per-metric tolerance by `ComparedMetric.name`, fractions.
    package private(set) var perMetric: [String: Double] = [:]
    /// Where each per-metric tolerance came from.
    package private(set) var perMetricOrigin: [String: ThresholdOrigin] = [:]
    /// Absolute limits on the current report; a later layer replaces the limits of a metric it sets.
    public private(set) var limits: [AbsoluteLimit] = []
    /// Where each limit came from, by its text.
    package private(set) var limitOrigin: [String: ThresholdOrigin] = [:]
    /// The metrics compared, in report order: the built-in ones and those the current report
    /// declares (`ComparedMetric.all(declared:)`); thresholds and limits name them.
    public let metrics: [ComparedMetric]

    /// The built-in default only (or `noise`, from the command line, when given), for `metrics`.
    public init(noise: Double? = nil, metrics: [ComparedMetric] = ComparedMetric.all) {
        self.noise = noise ?? Self.defaultNoise
        noiseOrigin = noise == nil ? .builtInDefault : .commandLine
        self.metrics = metrics
    }

    /// The tolerance of `metric`.
    public func threshold(for metric: String) -> Double { perMetric[metric] ?? noise }

    /// Where the tolerance of `metric` came from.
    public func origin(for metric: String) -> ThresholdOrigin { perMetricOrigin[metric] ?? noiseOrigin }

    /// Overrides every value `settings` sets (metric names already checked), noting `origin`.
    public mutating func apply(_ settings: ComparisonThresholdSettings, from origin: ThresholdOrigin) {
        if let value = settings.noise {
            noise = value
            noiseOrigin = origin
        }
        for entry in settings.metrics {
            perMetric[entry.metric] = entry.fraction
            perMetricOrigin[entry.metric] = origin
        }
        let parsed = settings.limits.compactMap { try? AbsoluteLimit(metric: $0.metric, comparison: $0.comparison, known: metrics) }
        add(limits: parsed, from: origin)
    }

    private mutating func add(limits added: [AbsoluteLimit], from origin: ThresholdOrigin) {
        let metrics = Set(added.map(\.metric))
        if origin != .commandLine { limits.removeAll { metrics.contains($0.metric) } }
        for limit in added where !limits.contains(limit) {
            limits.append(limit)
            limitOrigin[limit.text] = origin
        }
    }

    /// Adds `METRIC=PERCENT` (e.g. `lag.p99=5%`) or an absolute limit (`lag.p99<=40ms`,
    /// `AbsoluteLimit`) from the command line; throws one line naming what is wrong. A relative
    /// threshold without `%` is refused (`lag.p99=5` would otherwise mean 500%).
    public mutating func add(_ assignment: String) throws {
        if let (metric, comparison) = AbsoluteLimit.split(assignment) {
            do throws(ReportError) {
                add(limits: [try AbsoluteLimit(metric: metric, comparison: comparison, known: metrics)], from: .commandLine)
            } catch {
                throw ReportError("--threshold \(error.description)")
            }
            return
        }
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = ComparisonThresholdSettings.fraction(parts[1]) else {
            let unitless = parts.count == 2 && Double(wholeToken: parts[1]) != nil
            throw ReportError(
                "--threshold \(assignment): " + (unitless
                    ? "a relative threshold needs %, e.g. \(parts[0])=\(parts[1])% (or an absolute limit such as \(parts[0])<=40ms)"
                    : "expected METRIC=PERCENT (e.g. lag.p99=5%) or METRIC<=VALUE (e.g. lag.p99<=40ms)")
            )
        }
        guard metrics.contains(where: { $0.name == parts[0] }) else {
            throw ReportError("--threshold \(assignment): unknown metric '\(parts[0])' (known: \(ComparedMetric.names(metrics)))")
        }
        apply(ComparisonThresholdSettings(metrics: [.init(metric: parts[0], fraction: value)]), from: .commandLine)
    }

    /// One line: the noise level and every per-metric threshold (in report order), grouped by
    /// origin, e.g. `thresholds: noise ±2.00% (default); lag.p99 ±5.00% (command line)`.
    public var summary: String {
        var groups: [(origin: ThresholdOrigin, values: [String])] = [(noiseOrigin, ["noise ±\(Self.percent(noise))"])]
        for metric in metrics where perMetric[metric.name] != nil {
            let value = "\(metric.name) ±\(Self.percent(threshold(for: metric.name)))", origin = origin(for: metric.name)
            if let index = groups.firstIndex(where: { $0.origin == origin }) {
                groups[index].values.append(value)
            } else {
                groups.append((origin, [value]))
            }
        }
        for limit in limits {
            let origin = limitOrigin[limit.text] ?? .commandLine
            if let index = groups.firstIndex(where: { $0.origin == origin }) {
                groups[index].values.append(limit.text)
            } else {
                groups.append((origin, [limit.text]))
            }
        }
        return "thresholds: " + groups.map { "\($0.values.joined(separator: ", ")) (\($0.origin))" }.joined(separator: "; ")
    }

    static func percent(_ fraction: Double) -> String {
        fraction.isInfinite ? "∞" : String(format: "%.2f%%", fraction * 100)
    }
}
