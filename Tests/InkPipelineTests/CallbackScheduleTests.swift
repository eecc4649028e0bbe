import InkModel
import InkPipeline
import Testing

/// Recorded callbacks and the display-rate cut.
struct CallbackScheduleTests {
    static func sample(_ t: Double, _ phase: TouchPhase = .moved) -> TouchSample {
        TouchSample(touchID: 1, timestamp: t, location: Point(x: t * 1000, y: 0), type: .stylus, phase: phase)
    }

    @Test func theDisplayRateCutGroupsSamplesAndUpdatesByVsync() {
        var samples = [Self.sample(0.001, .began), Self.sample(0.008), Self.sample(1.0 / 120), Self.sample(0.009), Self.sample(0.025), Self.sample(0.03, .ended)]
        samples[1].updateIndex = 5
        samples[1].expectingUpdates = .force
        let updates = [
            PropertyUpdate(updateIndex: 5, touchID: 1, arrival: 0.0085, force: 1),
            PropertyUpdate(updateIndex: 5, touchID: 1, arrival: 0.05, force: 1),
        ]
        let trace = Trace(header: TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "t"), samples: samples, updates: updates)
        let schedule = CallbackSchedule.displayRate(trace)
        #expect(schedule.kind == .displayRate(120))
        #expect(schedule.callbacks.map(\.samples) == [0..<3, 3..<4, 4..<5, 5..<6, 6..<6])
        #expect(schedule.callbacks.map(\.updates) == [0..<0, 0..<1, 1..<1, 1..<1, 1..<2])
        let vsyncs: [Double] = [1, 2, 3, 4, 6].map { $0 / 120 }
        #expect(schedule.callbacks.map(\.time) == vsyncs)
        #expect(schedule.callbacks.allSatisfy { $0.predictions.isEmpty })
        #expect(CallbackSchedule.displayRate(trace, hz: 60).callbacks.map(\.samples) == [0..<4, 4..<6, 6..<6])
        #expect(CallbackSchedule.recorded(trace) == nil)
        #expect(CallbackSchedule.automatic(for: trace) == schedule)
    }

    @Test func recordedCallbacksAreUsedWhenPresent() {
        let trace = StandardTraces.circle
        let schedule = CallbackSchedule.automatic(for: trace)
        #expect(schedule.kind == .recorded && schedule.callbacks == trace.callbacks)
    }

    @Test func allAtOnceCarriesEverythingAndTheLastPredictions() {
        let callbacks = StandardTraces.circle.callbacks
        let merged = RecordedCallback.allAtOnce(callbacks[0..<10])
        #expect(merged.samples == 0..<callbacks[9].samples.upperBound)
        #expect(merged.updates == 0..<callbacks[9].updates.upperBound)
        #expect(merged.predictions == callbacks[9].predictions && merged.time == callbacks[9].time)
    }
}
