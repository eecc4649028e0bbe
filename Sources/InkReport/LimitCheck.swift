/// One absolute limit (`AbsoluteLimit`) on one configuration of one trace of the current report:
/// the value (median over the runs) and whether it meets the bound.
///
/// A modelled report is exact: the median meets the bound or not. A measured one varies from run
/// to run — costs, and with them lag, drops and missed frames — so a limit breaks only when
/// every one of at least `RepetitionEvidence.minimumRepetitions` runs breaks it: were the
/// metric's median within the bound, each run would break it with probability ½ at most, and all
/// n of them with probability 2⁻ⁿ (5 runs: 1 in 32, 97% confidence). A zero-tolerance limit such
/// as `missedFrames==0` thus fails a measured report only when no run met it. With fewer runs a
/// limit on a measured report is not judged (`inconclusive`).
public struct LimitCheck: Sendable {
    /// How the check came out.
    public enum Outcome: String, Sendable {
        case met, notMet = "not met", inconclusive
        /// The configuration has no such value (e.g. no prediction error without prediction).
        case noValue = "no value"
    }

    public var trace: String
    public var configuration: String
    public var limit: AbsoluteLimit
    /// In the limit's base unit; nil when the configuration has no such value.
    public var value: Double?
    /// The value of each run, in run order (one for a modelled report).
    package var runValues: [Double]
    /// Whether the runs vary (a measured report) and the verdict rests on every run.
    public var measured: Bool

    public init(trace: String, configuration: String, limit: AbsoluteLimit, runValues: [Double], measured: Bool) {
        self.trace = trace
        self.configuration = configuration
        self.limit = limit
        self.runValues = runValues
        self.measured = measured
        value = runValues.isEmpty ? nil : RepetitionEvidence.median(runValues)
    }

    /// The runs whose value breaks the limit.
    package var brokenRuns: Int { runValues.filter { !limit.relation.holds($0, limit.bound) }.count }

    public var outcome: Outcome {
        guard let value else { return .noValue }
        guard measured else { return limit.relation.holds(value, limit.bound) ? .met : .notMet }
        guard runValues.count >= RepetitionEvidence.minimumRepetitions else { return .inconclusive }
        return brokenRuns == runValues.count ? .notMet : .met
    }

    /// Whether the limit is met; nil when it was not judged (no value, or too few measured runs).
    package var passed: Bool? {
        switch outcome {
        case .met: true
        case .notMet: false
        case .inconclusive, .noValue: nil
        }
    }

    /// Every limit on every configuration of `report`, in report order, reading the values of
    /// `metrics`; measured unless the report's costs are modelled.
    static func all(_ limits: [AbsoluteLimit], in report: RunReport, metrics: [ComparedMetric]) -> [LimitCheck] {
        guard !limits.isEmpty else { return [] }
        var checks: [LimitCheck] = []
        for trace in report.traces {
            let budget = 1 / trace.profile.displayHz  // one display refresh, seconds
            for result in trace.results {
                for limit in limits {
                    let values: [Double] = if limit.metric == AbsoluteLimit.headroom {
                        result.runs.compactMap { $0.callbackCost.p99.map { 1 - $0 / budget } }
                    } else {
                        metrics.first { $0.name == limit.metric }?.values(result) ?? []
                    }
                    checks.append(LimitCheck(
                        trace: trace.input, configuration: result.configuration, limit: limit, runValues: values,
                        measured: report.cost.mode != .modelled
                    ))
                }
            }
        }
        return checks
    }
}
