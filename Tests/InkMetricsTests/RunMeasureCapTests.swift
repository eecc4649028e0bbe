import InkModel
import InkPipeline
import InkSim
import Testing

@testable import InkMetrics

/// Past its cap a run's measure keeps a bounded, seeded sample of each distribution's values, says
/// which metrics became estimates, and keeps everything else exact.
@Suite("Run measure past the cap")
struct RunMeasureCapTests {
    @Test("a capped sample keeps every value up to the cap, then a seeded uniform sample of cap values")
    func cappedSample() {
        var sample = CappedSample<Int>(cap: 100, seed: 7)
        for value in 0..<100 { sample.append(value) }
        #expect(sample.isExact && sample.elements == Array(0..<100))
        for value in 100..<10_000 { sample.append(value) }
        #expect(!sample.isExact && sample.offered == 10_000 && sample.elements.count == 100)
        #expect(Set(sample.elements).count == 100 && sample.elements.allSatisfy { (0..<10_000).contains($0) })
        let late = sample.elements.filter { $0 >= 5_000 }.count
        #expect(late > 25 && late < 75, "a uniform sample holds about half of the later half: \(late)")
        var again = CappedSample<Int>(cap: 100, seed: 7)
        for value in 0..<10_000 { again.append(value) }
        #expect(again.elements == sample.elements)
    }

    @Test("a sampled bootstrap interval scales the sample's interval to the full count")
    func sampledInterval() throws {
        var generator = SeededGenerator(seed: 3)
        let values = (0..<20_000).map { _ in generator.nextUnit() }
        let mean = values.reduce(0, +) / Double(values.count)
        let full = try #require(BootstrapInterval.ofMean(values, resamples: 400, seed: 9))
        var sample = CappedSample<Double>(cap: 2_000, seed: 4)
        for value in values { sample.append(value) }
        let estimated = try #require(BootstrapInterval.ofMean(sampledFrom: sample.elements, mean: mean, count: values.count, seed: 9))
        #expect(estimated.estimate == mean && estimated.contains(mean))
        #expect(estimated.width > full.width * 0.7 && estimated.width < full.width * 1.3, "\(estimated) vs \(full)")
        #expect(BootstrapInterval.ofMean(sampledFrom: [], mean: mean, count: 10, seed: 9) == nil)
    }

    @Test("past a small cap: flagged estimates close to the exact values, every other metric exact")
    func pastTheCap() throws {
        let trace = try #require(ChunkedRuns.trace("handwriting"))
        let configuration = PipelineConfiguration(name: "naive", geometry: .naive)
        let record = try ChunkedRuns.simulate(trace, configuration, cost: ChunkedRuns.modelled)
        let whole = RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: 8, metrics: .builtIn)
        let exact = whole.metrics
        let cap = 128
        #expect(record.callbacks.count > 2 * cap && whole.rows.tips.count > 2 * cap && exact.lag.count > 6 * cap)
        let streamed = ChunkedRuns.stream(record, trace: trace, chunks: 7, chunkSeed: 2, seed: 8, valueCap: cap)
        #expect(streamed.approximations == [.callbackCosts, .renderCost, .lag, .alongStroke, .effectiveLag])
        #expect(streamed.approximations.metricNames == [
            "handlerCost", "renderCost", "callbackCost", "costPerSample", "costGrowth", "lag", "alongStroke", "effectiveLag",
        ])
        let metrics = streamed.metrics
        #expect(streamed.rows == whole.rows, "rows never depend on the cap")

        for (approximate, whole) in [
            (metrics.handlerCost, exact.handlerCost), (metrics.renderCost, exact.renderCost), (metrics.callbackCost, exact.callbackCost),
            (metrics.costPerSample, exact.costPerSample), (metrics.lag, exact.lag),
        ] {
            var withoutInterval = approximate
            withoutInterval.meanInterval = whole.meanInterval
            #expect(withoutInterval == whole, "the HDR digest streams exactly")
            let interval = try #require(approximate.meanInterval), wholeInterval = try #require(whole.meanInterval)
            #expect(interval.estimate == wholeInterval.estimate && interval.contains(interval.estimate))
            #expect(interval.width > wholeInterval.width / 2 && interval.width < wholeInterval.width * 2, "\(interval) vs \(wholeInterval)")
        }
        let growth = try #require(metrics.costGrowth), wholeGrowth = try #require(exact.costGrowth)
        #expect(growth.bins.map(\.count) == wholeGrowth.bins.map(\.count), "bin counts stay exact")
        #expect(abs(growth.slope - wholeGrowth.slope) < 0.15, "\(growth.slope) vs \(wholeGrowth.slope)")

        let thirds = AlongStrokeGrowth.Thirds(trace)
        for (third, median) in [(AlongStrokeGrowth.Third.first, metrics.alongStroke.lagP50FirstThird), (.last, metrics.alongStroke.lagP50LastThird)] {
            let lags = trace.samples.indices.compactMap { thirds.sampleThird(trace.samples[$0].timestamp) == third ? whole.rows.samples[$0].lag : nil }
            #expect(lags.count > cap)
            let quartiles = try Self.quartiles(lags)
            #expect(quartiles.contains(try #require(median)), "\(third): \(String(describing: median)) outside \(quartiles)")
        }
        #expect(metrics.alongStroke.missedFramesFirstThird == exact.alongStroke.missedFramesFirstThird)
        #expect(metrics.alongStroke.missedFramesLastThird == exact.alongStroke.missedFramesLastThird)

        let effective = metrics.effectiveLag, wholeEffective = exact.effectiveLag
        #expect(effective.count == wholeEffective.count && effective.min == wholeEffective.min && effective.max == wholeEffective.max)
        let mean = try #require(effective.mean), wholeMean = try #require(wholeEffective.mean)
        #expect(abs(mean - wholeMean) <= 1e-12 * abs(wholeMean) + 1e-15)
        #expect(try Self.quartiles(whole.rows.tips.map(\.effectiveLag)).contains(try #require(effective.p50)))

        var rest = metrics
        rest.handlerCost = exact.handlerCost
        rest.renderCost = exact.renderCost
        rest.callbackCost = exact.callbackCost
        rest.costPerSample = exact.costPerSample
        rest.costGrowth = exact.costGrowth
        rest.lag = exact.lag
        rest.alongStroke = exact.alongStroke
        rest.effectiveLag = exact.effectiveLag
        #expect(try ChunkedRuns.json(rest) == ChunkedRuns.json(exact), "everything not flagged is exact (the lag budget too)")
    }

    /// The first to the third quartile of `values` (nearest rank).
    static func quartiles(_ values: [Double]) throws -> ClosedRange<Double> {
        let sorted = values.sorted()
        return try #require(DistributionSummary.exactPercentile(25, ofSorted: sorted))...(try #require(DistributionSummary.exactPercentile(75, ofSorted: sorted)))
    }

    @Test("two samples of a touch with one update index: exact as a whole record, flagged as an estimate when an update may come between them")
    func repeatedUpdateIndex() throws {
        var trace = try #require(ChunkedRuns.trace("handwriting-short"))
        let keyed = trace.samples.indices.filter { trace.samples[$0].updateIndex != nil }
        #expect(keyed.count > 20)
        trace.samples[keyed[10]].updateIndex = trace.samples[keyed[5]].updateIndex
        for (updates, golden) in [(true, RunMeasureGoldens.repeatedIndexStale.applying), (false, RunMeasureGoldens.repeatedIndexStale.ignoring)] {
            let configuration = PipelineConfiguration(name: "incremental", geometry: .incremental, updates: updates)
            let record = try ChunkedRuns.simulate(trace, configuration, cost: ChunkedRuns.modelled)
            let whole = RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: 1, metrics: .builtIn)
            #expect(whole.metrics.staleProperties == golden, "a whole record is one chunk here, so every update meets the later sample")
            #expect(whole.metrics.estimatedFromSample == nil)
            let single = ChunkedRuns.stream(record, trace: trace, chunks: 1, chunkSeed: 1, seed: 1)
            #expect(single.approximations.isEmpty && single.metrics.staleProperties == golden)
            let fine = ChunkedRuns.stream(record, trace: trace, chunks: 50, chunkSeed: 1, seed: 1)
            #expect(fine.approximations == .staleProperties && fine.approximations.metricNames == ["staleProperties"])
        }
    }

    @Test("index ranges merge runs of consecutive numbers")
    func indexRanges() {
        var ranges = IndexRanges()
        let inserted = [5, 7, 6, 1, 3, 2, 10, 6, 1].map { ranges.insert($0) }
        #expect(inserted == [true, true, true, true, true, true, true, false, false])
        #expect([1, 2, 3, 5, 6, 7, 10].allSatisfy(ranges.contains))
        #expect(![0, 4, 8, 9, 11, Int.min, Int.max].contains(where: ranges.contains))
        let more = [4, Int.max, Int.min].map { ranges.insert($0) }
        #expect(more == [true, true, true] && [4, Int.max, Int.min].allSatisfy(ranges.contains) && !ranges.contains(8))
    }
}
