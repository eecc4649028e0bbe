/// How `inkbench compare` judged one metric.
package enum ComparisonMethod: String, Sendable, Codable {
    /// Both reports use modelled costs, so the metric is deterministic: any change beyond the
    /// threshold is real.
    case exact
    /// Measured on at least one side, with enough repetitions on both: the repetition test
    /// (`RepetitionEvidence`) decides.
    case repetitions = "rank test + spread"
    /// Measured on at least one side, with fewer than `RepetitionEvidence.minimumRepetitions`
    /// runs on a side: no verdict beyond "inconclusive".
    case tooFewRuns = "too few runs"
}
