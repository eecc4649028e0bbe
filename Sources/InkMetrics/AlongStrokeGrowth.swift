import InkModel
import InkSim

/// Whether lag and missed frames grow as the ink grows: their values in the first and the last
/// third of the trace's time span (first to last sample; a sample by its timestamp, a missed
/// frame by its vsync's time). A naive pipeline, whose every callback or frame redoes all the ink,
/// gets worse from the first third to the last on a long stroke; an incremental one stays flat.
public struct AlongStrokeGrowth: Hashable, Sendable, Codable {
    /// Median lag of the samples taken in the first third, seconds (nil: none shown).
    public var lagP50FirstThird: Double?
    /// Median lag of the samples taken in the last third, seconds (nil: none shown).
    public var lagP50LastThird: Double?
    /// Missed frames among the vsyncs of the first third.
    public var missedFramesFirstThird: CountAndRate
    /// Missed frames among the vsyncs of the last third.
    public var missedFramesLastThird: CountAndRate

    public init(_ record: SimulationRecord, trace: Trace, lags: [Double?]) {
        let start = trace.samples.first?.timestamp ?? 0, end = trace.samples.last?.timestamp ?? 0
        let firstEnd = start + (end - start) / 3, lastStart = start + 2 * (end - start) / 3
        var first: [Double] = [], last: [Double] = []
        for (index, sample) in trace.samples.enumerated() {
            guard let lag = lags[index] else { continue }
            if sample.timestamp < firstEnd { first.append(lag) } else if sample.timestamp >= lastStart { last.append(lag) }
        }
        lagP50FirstThird = DistributionSummary.exactPercentile(50, of: first)
        lagP50LastThird = DistributionSummary.exactPercentile(50, of: last)
        let period = 1 / record.profile.displayHz
        var missedFirst = 0, missedLast = 0, totalFirst = 0, totalLast = 0
        if let vsyncs = SimulationProbeMetrics.missedVsyncs(record, trace: trace) {
            let missed = Set(vsyncs.missed)
            for vsync in vsyncs.range {
                let time = Double(vsync) * period
                let isMissed = missed.contains(vsync)
                if time < firstEnd {
                    totalFirst += 1
                    if isMissed { missedFirst += 1 }
                } else if time >= lastStart && time <= end {
                    totalLast += 1
                    if isMissed { missedLast += 1 }
                }
            }
        }
        missedFramesFirstThird = CountAndRate(count: missedFirst, of: totalFirst)
        missedFramesLastThird = CountAndRate(count: missedLast, of: totalLast)
    }
}
