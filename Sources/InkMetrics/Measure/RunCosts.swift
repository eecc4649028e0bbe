import Foundation
import InkSim

/// The cost distributions of a run (`RunMeasure`), built one probe at a time: the HDR summaries of
/// the costs and, for what needs the values themselves (the bootstrap intervals of the means and
/// the cost growth's bin medians), the callbacks' costs and the renders' costs in `CappedSample`s.
/// (The counts of callbacks, frames and work are registered metrics: `MetricRegistry.builtIn`.)
struct RunCosts {
    /// What the cost distributions read of one callback (24 bytes: a long run keeps up to the cap
    /// of these). Costs in seconds.
    struct CallbackCost: Sendable {
        var handlerCost: Double
        var renderCost: Double
        /// Real samples carried.
        var samples: Int32
        /// Real samples already in the stroke (`CallbackProbe.pointsInStroke`).
        var pointsInStroke: Int32

        init(_ probe: CallbackProbe) {
            handlerCost = probe.handlerCost
            renderCost = probe.renderCost
            samples = Int32(probe.samples.count)
            pointsInStroke = Int32(probe.pointsInStroke)
        }

        /// `CallbackProbe.totalCost`, the same sum.
        var totalCost: Double { handlerCost + renderCost }
        /// Total cost per sample carried; nil when it carried none.
        var costPerSample: Double? { samples > 0 ? totalCost / Double(samples) : nil }
    }

    /// The distributions of a run's costs, as its metrics store them.
    struct Digests {
        var handlerCost: DistributionDigest
        var renderCost: DistributionDigest
        var callbackCost: DistributionDigest
        var costPerSample: DistributionDigest
        var costGrowth: GrowthExponent?
    }

    private let seed: UInt64
    private(set) var samplesPerCallback = DistributionSummary(unit: .plain)
    /// The callbacks' prediction horizons (`CallbackProbe.predictionHorizon`), those that asked.
    private(set) var predictionHorizon = DistributionSummary(unit: .seconds)
    private var handler = DistributionSummary(unit: .seconds)
    private var total = DistributionSummary(unit: .seconds)
    private var perSample = DistributionSummary(unit: .seconds)
    private var callbackCosts: CappedSample<CallbackCost>
    /// Cost-growth observations per bin, all of them (the bins' counts past the cap).
    private var growthCounts: [Int: Int] = [:]
    private var render = DistributionSummary(unit: .seconds)
    /// Finite non-negative render costs (those the bootstrap resamples).
    private var renderCosts: CappedSample<Double>

    /// Statistics whose bootstrap intervals use `seed`, keeping up to `cap` callbacks and renders.
    init(seed: UInt64, cap: Int) {
        self.seed = seed
        callbackCosts = CappedSample(cap: cap, seed: seed ^ Self.callbackReservoirSalt)
        renderCosts = CappedSample(cap: cap, seed: seed ^ Self.renderReservoirSalt)
    }

    /// Seeds of the two reservoirs, apart from each other and from the bootstrap's.
    private static var callbackReservoirSalt: UInt64 { 0xC411_BAC5 }
    private static var renderReservoirSalt: UInt64 { 0x4E4D_E45 }

    /// Which of these statistics are estimates so far.
    var approximations: RunApproximations {
        var result: RunApproximations = []
        if !callbackCosts.isExact { result.insert(.callbackCosts) }
        if !renderCosts.isExact { result.insert(.renderCost) }
        return result
    }

    mutating func add(_ probe: CallbackProbe) {
        let cost = CallbackCost(probe)
        samplesPerCallback.record(Double(probe.samples.count))
        if let horizon = probe.predictionHorizon { predictionHorizon.record(horizon) }
        handler.record(cost.handlerCost)
        total.record(cost.totalCost)
        if let costPerSample = cost.costPerSample { perSample.record(costPerSample) }
        callbackCosts.append(cost)
        if GrowthExponent.isObservation(points: probe.pointsInStroke, cost: cost.totalCost) {
            growthCounts[GrowthExponent.bin(ofPoints: probe.pointsInStroke, binsPerDecade: GrowthExponent.defaultBinsPerDecade), default: 0] += 1
        }
    }

    mutating func add(_ probe: FrameProbe) {
        render.record(probe.renderCost)
        if Self.isResampled(probe.renderCost) { renderCosts.append(probe.renderCost) }
    }

    /// The cost distributions: exact while the callbacks and renders are within the cap, estimated
    /// from the kept samples past it.
    func digests() -> Digests {
        let kept = callbackCosts.elements
        let handlerValues = kept.lazy.map(\.handlerCost).filter(Self.isResampled)
        let totalValues = kept.lazy.map(\.totalCost).filter(Self.isResampled)
        let perSampleValues = kept.lazy.compactMap(\.costPerSample).filter(Self.isResampled)
        let exact = callbackCosts.isExact
        let intervals: [BootstrapInterval?]
        if exact && renderCosts.isExact {
            intervals = BootstrapInterval.ofMeans([Array(handlerValues), renderCosts.elements, Array(totalValues)], seed: seed)
        } else {
            intervals = [
                interval(Array(handlerValues), isExact: exact, of: handler), interval(renderCosts.elements, isExact: renderCosts.isExact, of: render),
                interval(Array(totalValues), isExact: exact, of: total),
            ]
        }
        return Digests(
            handlerCost: DistributionDigest(summary: handler, meanInterval: intervals[0]),
            renderCost: DistributionDigest(summary: render, meanInterval: intervals[1]),
            callbackCost: DistributionDigest(summary: total, meanInterval: intervals[2]),
            costPerSample: DistributionDigest(summary: perSample, meanInterval: interval(Array(perSampleValues), isExact: exact, of: perSample)),
            costGrowth: exact
                ? GrowthExponent(pointsInStroke: kept.map { Int($0.pointsInStroke) }, costs: kept.map(\.totalCost)) : sampledGrowth()
        )
    }

    /// The interval of the mean of the values `summary` recorded, from `values`: all of them (the
    /// finite non-negative ones, in order) when `isExact`, else a uniform sample of them.
    private func interval(_ values: [Double], isExact: Bool, of summary: DistributionSummary) -> BootstrapInterval? {
        if isExact { return BootstrapInterval.ofMean(values, seed: seed) }
        guard let mean = summary.mean else { return nil }
        return BootstrapInterval.ofMean(sampledFrom: values, mean: mean, count: summary.count, seed: seed)
    }

    /// The cost growth past the cap: each bin's medians from the kept sample of callbacks, its
    /// count and whether it has enough observations from all of them.
    private func sampledGrowth() -> GrowthExponent? {
        let binsPerDecade = GrowthExponent.defaultBinsPerDecade
        var logPointsByBin: [Int: [Double]] = [:], logCostsByBin: [Int: [Double]] = [:]
        for cost in callbackCosts.elements where GrowthExponent.isObservation(points: Int(cost.pointsInStroke), cost: cost.totalCost) {
            let bin = GrowthExponent.bin(ofPoints: Int(cost.pointsInStroke), binsPerDecade: binsPerDecade)
            logPointsByBin[bin, default: []].append(log(Double(cost.pointsInStroke)))
            logCostsByBin[bin, default: []].append(log(cost.totalCost))
        }
        var medians: [GrowthExponent.BinMedians] = []
        for bin in growthCounts.keys.sorted() {
            guard let count = growthCounts[bin], count >= GrowthExponent.defaultMinimumBinCount,
                  var logPoints = logPointsByBin[bin], var logCosts = logCostsByBin[bin]
            else { continue }
            medians.append(GrowthExponent.BinMedians(
                bin: bin, logPoints: GrowthExponent.median(sorting: &logPoints), logCost: GrowthExponent.median(sorting: &logCosts), count: count
            ))
        }
        return GrowthExponent(medians, binsPerDecade: binsPerDecade)
    }

    /// Whether a value takes part in a bootstrap interval (`DistributionDigest` resamples the
    /// finite non-negative values).
    static func isResampled(_ value: Double) -> Bool { value.isFinite && value >= 0 }
}
