/// One absolute limit (`AbsoluteLimit`) on one configuration of one trace of the current report:
/// the value (median over the runs) and whether it meets the bound.
public struct LimitCheck: Sendable {
    public var trace: String
    public var configuration: String
    public var limit: AbsoluteLimit
    /// In the limit's base unit; nil when the configuration has no such value (e.g. no
    /// prediction error without prediction).
    public var value: Double?

    /// Whether the value meets the limit; nil when there is no value (not checked).
    public var passed: Bool? { value.map { limit.relation.holds($0, limit.bound) } }

    /// Every limit on every configuration of `report`, in report order, reading the values of
    /// `metrics`.
    static func all(_ limits: [AbsoluteLimit], in report: RunReport, metrics: [ComparedMetric]) -> [LimitCheck] {
        guard !limits.isEmpty else { return [] }
        var checks: [LimitCheck] = []
        for trace in report.traces {
            for result in trace.results {
                for limit in limits {
                    let value: Double?
                    if limit.metric == AbsoluteLimit.headroom {
                        value = FrameBudgetVerdict(trace: trace, result: result).headroomP99
                    } else {
                        let values = metrics.first { $0.name == limit.metric }?.values(result) ?? []
                        value = values.isEmpty ? nil : RepetitionEvidence.median(values)
                    }
                    checks.append(LimitCheck(trace: trace.input, configuration: result.configuration, limit: limit, value: value))
                }
            }
        }
        return checks
    }
}
