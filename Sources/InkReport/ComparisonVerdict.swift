/// What `inkbench compare` concludes about one metric: lower is better for every metric.
public enum ComparisonVerdict: String, Sendable, Codable {
    /// Better by more than the threshold (and, with an interval, the whole interval below zero).
    case improved
    /// Worse by more than the threshold (and, with an interval, the whole interval above zero).
    case regressed
    /// Neither: the change is within the threshold or the interval includes no change.
    case withinNoise = "within noise"
    /// A measured metric with too few repetitions on a side to tell a change from noise.
    case inconclusive
    /// Present in only one of the two reports (or without a value in one of them).
    case notComparable = "not comparable"
}
