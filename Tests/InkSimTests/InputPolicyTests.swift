import InkMetrics
import InkModel
import InkPipeline
import InkSim
import InkTestSupport
import Testing

/// Closed-form checks of the input policies: coalesced samples and late property updates.
struct InputPolicyTests {
    static func simulate(_ trace: Trace, _ configuration: PipelineConfiguration) -> SimulationRecord {
        PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero,
            renderer: ElementCountRenderer(), predictor: nil
        )
    }

    static let strokes: [(start: Double, count: Int, phase: Double)] = [
        (start: 0, count: 241, phase: 0.5), (start: 1.5, count: 150, phase: 0.3),
    ]

    @Test func withoutCoalescedSamplesThreeOfFourMovedSamplesAreDropped() {
        let trace = HandTraces.regularStrokes(Self.strokes)
        let liveOnly = PipelineConfiguration(name: "live-only", geometry: .incremental, coalesced: false)
        let record = Self.simulate(trace, liveOnly)
        for touchID in [1, 2] {
            let moved = trace.samples.indices.filter { trace.samples[$0].touchID == touchID && trace.samples[$0].phase == .moved }
            let dropped = moved.filter { !record.sampleEntered[$0] }.count
            #expect(abs(Double(dropped) - 0.75 * Double(moved.count)) <= 1, "touch \(touchID): \(dropped) of \(moved.count) dropped")
        }
        #expect(record.callbacks.allSatisfy { $0.samplesEntered == 1 })

        let coalesced = Self.simulate(trace, PipelineConfiguration(name: "coalesced", geometry: .incremental))
        #expect(WholeRecord(coalesced, trace: trace).metrics.droppedSamples.count == 0)
    }

    @Test(arguments: [(60.0, 4), (120.0, 2)])
    func aKeepingUpPipelineGetsEverySampleOfTheFrame(displayHz: Double, perCallback: Int) {
        let trace = HandTraces.regularStrokes(Self.strokes, profile: HandTraces.profile(displayHz: displayHz))
        let record = Self.simulate(trace, PipelineConfiguration(name: "coalesced", geometry: .incremental))
        for touchID in [1, 2] {
            let carrying = record.callbacks.filter { $0.samples.contains { trace.samples[$0].touchID == touchID } }
            #expect(carrying.count > 10)
            #expect(carrying.dropFirst().dropLast().allSatisfy { $0.samples.count == perCallback && $0.samplesEntered == perCallback })
            #expect(carrying.allSatisfy { $0.samples.count <= perCallback })
        }
        #expect(WholeRecord(record, trace: trace).metrics.droppedSamples.count == 0)
    }

    /// A stroke whose first 20 samples get a force update 25 ms later, all while the pen is
    /// still moving.
    static func traceWithUpdates() -> Trace {
        var trace = HandTraces.regularStrokes([(start: 0, count: 120, phase: 0.5)])
        for index in 0..<20 {
            trace.samples[index].updateIndex = index
            trace.samples[index].estimatedProperties = .force
            trace.samples[index].expectingUpdates = .force
            trace.updates.append(PropertyUpdate(
                updateIndex: index, touchID: 1, arrival: trace.samples[index].timestamp + 0.025, force: 2
            ))
        }
        return trace
    }

    @Test func lateUpdatesIgnoredLeaveEveryUpdatedSampleStale() {
        let trace = Self.traceWithUpdates()
        let ignoring = Self.simulate(trace, PipelineConfiguration(name: "no-updates", geometry: .incremental, updates: false))
        #expect(WholeRecord(ignoring, trace: trace).metrics.staleProperties.count == 20)
        let naiveIgnoring = Self.simulate(trace, PipelineConfiguration(name: "naive-no-updates", geometry: .naive, updates: false))
        #expect(WholeRecord(naiveIgnoring, trace: trace).metrics.staleProperties.count == 20)
        let applying = Self.simulate(trace, PipelineConfiguration(name: "updates", geometry: .incremental, updates: true))
        #expect(WholeRecord(applying, trace: trace).metrics.staleProperties.count == 0)
        #expect(WholeRecord(applying, trace: trace).metrics.staleProperties.total == 120)
    }
}
