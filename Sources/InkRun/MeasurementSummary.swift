import InkMetrics
import InkReport
import InkSim

/// What the repetitions of a measured run of one configuration on one trace measured beyond their
/// metrics (`RunReport.ConfigurationMeasurement`): the disturbed steps of each repetition, how
/// the pooled run was priced, and the callbacks that were among the costliest in every
/// repetition — work that is slow every time (a first allocation, a long stroke rebuilt), not
/// noise — with what they did.
enum MeasurementSummary {
    /// The record of `repetitions` (their simulation records, in run order) and of the run
    /// priced from them (`pooled`, nil when there is none).
    static func measurement(of repetitions: [SimulationRecord], pooled: SimulationRecord?) -> RunReport.ConfigurationMeasurement {
        var measurement = RunReport.ConfigurationMeasurement(
            disturbedCallbacks: repetitions.map { $0.callbacks.count(where: \.handlerDisturbed) },
            disturbedRenders: repetitions.map { $0.frames.count(where: \.renderDisturbed) },
            recurringSpikes: recurringSpikes(repetitions)
        )
        if let pooled {
            let table = MeasuredCostTable(repetitions)
            let unmatched = pooled.callbacks.count { table.handlers[$0.input] == nil }
            measurement.pooledCallbacks = pooled.callbacks.count - unmatched
            measurement.unmatchedCallbacks = unmatched
            measurement.disturbedEverywhere = table.disturbedEverywhere
        }
        return measurement
    }

    /// A callback is a spike in a repetition when its cost (handler + following render) is at or
    /// above that repetition's 99th percentile and more than twice its median; it recurs when it
    /// is one in every repetition (known by its input, `CallbackInput`). Costliest first, at most
    /// `CostSpike.shownMaximum`; none with fewer than two repetitions.
    static func recurringSpikes(_ repetitions: [SimulationRecord]) -> [RunReport.CostSpike] {
        guard repetitions.count >= 2, let first = repetitions.first else { return [] }
        var costs: [CallbackInput: [Double]] = [:]
        var medians: [Double] = []
        for record in repetitions {
            let totals = record.callbacks.map(\.totalCost)
            guard let p99 = DistributionSummary.exactPercentile(99, of: totals), let median = DistributionSummary.exactPercentile(50, of: totals) else {
                return []
            }
            medians.append(median)
            for probe in record.callbacks where probe.totalCost >= p99 && probe.totalCost > 2 * median {
                costs[probe.input, default: []].append(probe.totalCost)
            }
        }
        let renders = Dictionary(first.frames.map { ($0.callbackIndex, $0.work) }, uniquingKeysWith: { earlier, _ in earlier })
        let runMedian = DistributionSummary.exactPercentile(50, of: medians) ?? 0
        let spikes = first.callbacks.compactMap { probe -> RunReport.CostSpike? in
            guard let values = costs[probe.input], values.count == repetitions.count else { return nil }
            let work = renders[probe.index] ?? .zero
            return RunReport.CostSpike(
                callback: probe.index, startSeconds: probe.start, costSeconds: DistributionSummary.exactPercentile(50, of: values) ?? 0,
                runMedianSeconds: runMedian, samples: probe.samples.count, pointsRecomputed: probe.pointsRecomputed, pixelsTouched: work.pixelsTouched,
                elementsStroked: work.elementsStroked, pointsInStroke: probe.pointsInStroke
            )
        }
        return Array(spikes.sorted { $0.costSeconds > $1.costSeconds }.prefix(RunReport.CostSpike.shownMaximum))
    }
}
