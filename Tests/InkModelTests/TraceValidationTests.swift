import Testing
@testable import InkModel

@Suite("Trace validation")
struct TraceValidationTests {
    private func sample(_ touch: Int, _ time: Double, _ phase: TouchPhase = .moved, update: Int? = nil) -> TouchSample {
        TouchSample(touchID: touch, timestamp: time, location: Point(x: time * 100, y: 1), force: 0.5,
                    type: .stylus, phase: phase, updateIndex: update)
    }

    private func trace(_ samples: [TouchSample], updates: [PropertyUpdate] = [], callbacks: [RecordedCallback] = []) -> Trace {
        Trace(header: TraceHeader(profile: .ipadProPencil120, sourceKind: .native, source: "test"),
              samples: samples, updates: updates, callbacks: callbacks)
    }

    @Test("a well-formed trace has no problem")
    func valid() {
        let samples = [sample(1, 0, .began, update: 1), sample(1, 0.004, update: 2), sample(1, 0.008, .ended, update: 3)]
        let updates = [PropertyUpdate(updateIndex: 1, touchID: 1, arrival: 0.03, force: 0.7)]
        let callbacks = [RecordedCallback(time: 0.004, samples: 0..<2, updates: 0..<0),
                         RecordedCallback(time: 0.03, samples: 2..<3, updates: 0..<1)]
        #expect(trace(samples, updates: updates, callbacks: callbacks).firstProblem() == nil)
    }

    @Test("each rule names the record and the problem")
    func rules() {
        #expect(trace([]).firstProblem()?.description == "the trace has no samples")
        var bad = sample(1, 0)
        bad.force = .nan
        #expect(trace([bad]).firstProblem()?.description == "sample 1: force is not a finite number")
        let backwards = trace([sample(1, 0.008), sample(1, 0.004)]).firstProblem()
        #expect(backwards?.record == .sample(1))
        #expect(backwards?.message.contains("goes backwards within touch 1") == true)
        let afterEnd = trace([sample(1, 0, .ended), sample(1, 0.004)]).firstProblem()
        #expect(afterEnd?.description == "sample 2: touch 1 continues after it ended")
        let orphan = trace([sample(1, 0, update: 5)], updates: [PropertyUpdate(updateIndex: 6, touchID: 1, arrival: 1)])
        #expect(orphan.firstProblem()?.description == "update 1: update index 6 of touch 1 matches no sample")
        let gap = trace([sample(1, 0), sample(1, 0.004)], callbacks: [RecordedCallback(time: 0, samples: 1..<2, updates: 0..<0)])
        #expect(gap.firstProblem()?.record == .callback(0))
        let short = trace([sample(1, 0), sample(1, 0.004)], callbacks: [RecordedCallback(time: 0, samples: 0..<1, updates: 0..<0)])
        #expect(short.firstProblem()?.description == "the recorded callbacks do not carry every sample and update")
    }

    @Test("touches from several devices interleave without tripping the time-order rule")
    func interleavedTouches() {
        let samples = [sample(1, 0.000), sample(2, 0.001), sample(1, 0.004), sample(2, 0.009)]
        #expect(trace(samples).firstProblem() == nil)
        #expect(trace(samples).touchIDs == [1, 2])
    }

    @Test("an update applies its values and replaces the estimate flags")
    func updateApplies() {
        var original = sample(1, 0, update: 4)
        original.estimatedProperties = [.force]
        original.expectingUpdates = [.force]
        let update = PropertyUpdate(updateIndex: 4, touchID: 1, arrival: 0.02, location: Point(x: 3, y: 4), force: 0.9)
        let updated = update.applied(to: original)
        #expect(updated.force == 0.9)
        #expect(updated.location == Point(x: 3, y: 4))
        #expect(updated.estimatedProperties.isEmpty)
        #expect(updated.expectingUpdates.isEmpty)
        #expect(update.updatedProperties == [.force, .location])
    }

    @Test("perpendicular force is force / sin(altitude), clamped to the maximum")
    func perpendicularForce() {
        var pencil = sample(1, 0)
        pencil.force = 1
        pencil.altitude = Double.pi / 6
        pencil.maximumPossibleForce = 4
        #expect(abs(pencil.perpendicularForce! - 2) < 1e-12)
        pencil.altitude = 0.1
        #expect(pencil.perpendicularForce == 4)
        pencil.force = nil
        #expect(pencil.perpendicularForce == nil)
    }

    @Test("property names round-trip through their text form")
    func propertyNames() {
        #expect(TouchProperties.all.names == ["force", "azimuth", "altitude", "location"])
        for name in TouchProperties.all.names { #expect(TouchProperties(name: name)?.names == [name]) }
        #expect(TouchProperties(name: "colour") == nil)
        #expect(TouchProperties.force.rawValue == 1 && TouchProperties.location.rawValue == 8)
    }
}
