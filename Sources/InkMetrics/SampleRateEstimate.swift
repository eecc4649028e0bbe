/// The rate at which a digitizer reports samples while the pen is down, estimated from the
/// intervals between successive samples of each touch so that it holds for quantised clocks
/// and for streams with lost reports.
///
/// 1 / median interval is biased whenever the clock is coarse against the period: a 240 Hz pen
/// on UIKit's 1 ms clock reports intervals of 4 and 5 ms (4, 4, 4, 4, 4, 5, …), whose median,
/// 4 ms, reads as 250 Hz. The mean of the intervals is unbiased — the quantisation errors
/// telescope along a run of samples — but a lost report or a pause in reporting (an interval of
/// two or more periods) pulls it down. So the rate is the number of regular intervals divided
/// by their total duration, where an interval is regular when it is no longer than
/// `1.5 × median + quantum`: one and a half periods, widened by one clock step so that a
/// period the clock rounds down is not taken for a gap. Repeated timestamps (zero intervals)
/// are left out before, as they are from the median.
package enum SampleRateEstimate {
    /// The longest interval still counted as one reporting period, seconds: 1.5 × `median` plus
    /// one clock step (`quantum`, seconds; 0 when the clock's resolution is unknown).
    package static func gapThreshold(median: Double, quantum: Double?) -> Double {
        1.5 * median + (quantum ?? 0)
    }

    /// Samples per second from `intervals` (seconds, each > 0, between successive samples of one
    /// touch) on a clock of resolution `quantum` (seconds, or nil); nil without any interval.
    package static func rate(intervals: [Double], quantum: Double?) -> Double? {
        guard let median = DistributionSummary.exactPercentile(50, of: intervals) else { return nil }
        let threshold = gapThreshold(median: median, quantum: quantum)
        var count = 0
        var total = 0.0
        for interval in intervals where interval <= threshold {
            count += 1
            total += interval
        }
        return total > 0 ? Double(count) / total : nil
    }
}
