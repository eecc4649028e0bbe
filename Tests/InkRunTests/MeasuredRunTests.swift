import Foundation
@testable import InkRun
import InkBenchCore
import InkTestSupport
import Testing

/// A run with measured costs: timed on the thread CPU clock, its repetitions pooled into the run
/// the report shows, disturbed steps and the machine's load recorded; deterministic runs record
/// none of it.
@Suite("Measured runs: pooled repetitions, measurement and load records")
struct MeasuredRunTests {
    static func run(cost: RunCost, repetitions: Int) -> BenchmarkRun {
        BenchmarkRun(
            inputs: [RunInput(name: "line", trace: BenchmarkRunTests.trace)], configurations: [BenchmarkRunTests.configurations[1]], cost: cost,
            settings: RunSettings(repetitions: repetitions), rendering: BenchmarkRunTests.BlankRendering(), predictors: .builtIn, metrics: .builtIn
        )
    }

    @Test("two repetitions and the pooled run: three runs, the pooled one shown, the measurement, the load and the memory copy rates recorded")
    func pooledRun() throws {
        var log = BenchmarkRunTests.Log()
        let report = try Self.run(cost: .measured(timerOverheadNanoseconds: 0), repetitions: 2).report(sink: &log)
        let result = report.traces[0].results[0]
        #expect(result.runs.count == 3 && result.pooledRun == 2 && result.representativeRun == 2)
        #expect(result.repetitions.count == 2 && result.runs.allSatisfy { $0.costKind == .measured })
        let measurement = try #require(result.measurement)
        #expect(measurement.disturbedCallbacks.count == 2 && measurement.disturbedRenders.count == 2)
        #expect((measurement.pooledCallbacks ?? 0) + (measurement.unmatchedCallbacks ?? 0) == result.runs[2].callbacks)
        let record = try #require(report.cost.measurement)
        #expect(record.clock == "thread-cpu")
        #if os(Linux)
        let load = try #require(record.load)
        #expect(load.loadAverageBefore.count == 3 && load.cores >= 1 && (0...1).contains(load.otherProcessesShare ?? -1))
        let copyRates = try #require(load.memoryCopyRate)
        // Between 100 MB/s and 1 TB/s: no machine's memory copies faster, so a copy left out
        // by the optimizer fails here.
        #expect(copyRates.count == 2 && copyRates.allSatisfy { $0 > 1e8 && $0 < 1e12 }, "\(copyRates) bytes/s")
        #endif
        #expect(log.events.contains("step line × incremental, pooled run") && log.events.first == "start 3")
    }

    @Test("a deterministic cost source runs once whatever the repetitions, pools nothing and records no measurement")
    func deterministicRunsRecordNoMeasurement() throws {
        var log = BenchmarkRunTests.Log()
        let report = try Self.run(cost: RunCost(source: ConstantCost(callback: 1e-4), capabilities: [.deterministic]), repetitions: 5).report(sink: &log)
        let result = report.traces[0].results[0]
        #expect(result.runs.count == 1 && result.pooledRun == nil && result.measurement == nil && report.cost.measurement == nil)
        #expect(report.cost.repetitions == 1 && log.events == ["start 1", "step line × incremental, run 1/1", "trace 0 line"])
    }

    @Test("a callback among the costliest 1% in every repetition is a recurring spike, named with what it did; one in some repetitions is not")
    func recurringSpikes() throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("handwriting")).recipe)
        func record(slow: [Int]) -> SimulationRecord {
            var record = PlatformSimulator.run(
                trace: trace, configuration: BenchmarkRunTests.configurations[1], cost: ConstantCost(callback: 1e-5), renderer: ElementCountRenderer(), predictor: nil
            )
            for index in slow { record.callbacks[index].handlerCost = 1e-3 * Double(index + 1) }
            return record
        }
        let spikes = MeasurementSummary.recurringSpikes([record(slow: [0, 3]), record(slow: [0]), record(slow: [0, 3])])
        #expect(record(slow: []).callbacks.count >= 200, "enough callbacks that the costliest 1% are a few")
        let spike = try #require(spikes.first)
        #expect(spikes.count == 1 && spike.callback == 0 && spike.costSeconds == 1e-3 && spike.runMedianSeconds == 1e-5)
        #expect(spike.samples == record(slow: []).callbacks[0].samples.count)
        #expect(MeasurementSummary.recurringSpikes([record(slow: [0])]).isEmpty, "one repetition shows no recurrence")
    }
}
