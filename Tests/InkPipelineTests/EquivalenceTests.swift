import InkModel
import InkPipeline
import Testing

/// Naive, incremental and all-at-once give identical output at every stage, for every shipped
/// configuration, every standard trace and every split of its callbacks.
struct EquivalenceTests {
    static let configurations: [PipelineConfiguration] = (try? ShippedConfigurations.catalog().entries.map(\.configuration)) ?? []

    @Test func thereAreShippedConfigurations() {
        #expect(Self.configurations.count >= 4)
    }

    @Test(arguments: configurations)
    func everySplitOfEveryStandardTraceIsBitIdentical(configuration: PipelineConfiguration) {
        for (name, trace) in StandardTraces.all {
            let report = PipelineEquivalence.check(
                trace: trace, configuration: configuration, schedule: .automatic(for: trace), splits: .automatic()
            )
            print("equivalence, \(name): \(report)")
            #expect(report.isExact, "\(name): \(report)")
            #expect(report.splitsChecked.count == report.callbacks && report.callbacks > 20)
            #expect(report.allAtOnceSkipped == nil || !configuration.coalesced)
            if configuration.coalesced { #expect(!report.continuationSplits.isEmpty) }
        }
    }

    /// Over 2,000 callbacks: a seeded sample of 400 splits plus the first and last.
    @Test(arguments: ["incremental-smooth", "incremental-simplified"])
    func longTracesUseASeededSampleOfSplits(name: String) throws {
        let configuration = try #require(Self.configurations.first { $0.name == name })
        var finger = TestStroke.scribble(1, origin: Point(x: 500, y: 500), count: 2_100, start: 0.01, seed: 99)
        finger.interval = 1.0 / 120
        finger.type = .direct
        finger.force = nil
        let trace = TestTraces.trace([finger], seed: 15, profile: .ipadFinger60)
        let schedule = CallbackSchedule.displayRate(trace, hz: 120)
        #expect(schedule.callbacks.count > 2_000)
        let report = PipelineEquivalence.check(trace: trace, configuration: configuration, schedule: schedule, splits: .automatic(), continuations: 8)
        print("equivalence, long finger scribble: \(report)")
        #expect(report.isExact, "\(report)")
        #expect(report.splitsChecked.count == 402)
        #expect(report.splitsChecked.first == 1 && report.splitsChecked.last == schedule.callbacks.count)
    }

    @Test func aBrokenIncrementalStageIsCaught() {
        let trace = StandardTraces.circle
        let configuration = PipelineConfiguration(name: "probe", geometry: .incremental, smoother: .antigrain(smoothness: 0.7))
        var healthy = StrokePipeline(configuration: configuration)
        healthy.process(.automatic(for: trace), in: trace)
        var tampered = healthy.snapshot()
        tampered.strokes[0].elements[10].control1.x += 1e-6
        let comparison = SnapshotComparison(healthy.snapshot(), tampered, stageNames: configuration.stageNames)
        #expect(comparison.maximumDeviation > 9e-7 && comparison.firstProblem?.contains("antigrain: item 10") == true)
        tampered.strokes[0].elements.removeLast()
        #expect(SnapshotComparison(healthy.snapshot(), tampered, stageNames: configuration.stageNames).firstProblem?.contains("items vs") == true)
    }

    @Test func splitSelections() {
        #expect(SplitSelection.every.splits(callbackCount: 3) == [1, 2, 3])
        #expect(SplitSelection.automatic().splits(callbackCount: 2_000).count == 2_000)
        let sampled = SplitSelection.sampled(count: 10, seed: 3).splits(callbackCount: 500)
        #expect(sampled.count == 12 && sampled.first == 1 && sampled.last == 500 && sampled == sampled.sorted())
        #expect(sampled == SplitSelection.sampled(count: 10, seed: 3).splits(callbackCount: 500))
        #expect(SplitSelection.every.splits(callbackCount: 0).isEmpty)
    }
}
