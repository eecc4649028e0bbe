import Foundation
import InkModel
import InkPipeline

/// Builds small deterministic traces from `TestStroke`s (InkSynth is not a dependency of these
/// tests): sample times with seeded jitter, phases (began, moved, stationary for a repeated
/// location, ended or cancelled), estimated forces with late updates, and optionally recorded
/// callbacks with two linearly extrapolated predicted touches per live touch.
enum TestTraces {
    static func trace(
        _ strokes: [TestStroke], seed: UInt64 = 7, profile: DeviceProfile = .ipadProPencil120, recordPredictions: Bool = false
    ) -> Trace {
        var generator = SeededGenerator(seed: seed)
        var samples: [TouchSample] = []
        var updates: [PropertyUpdate] = []
        var nextUpdateIndex = 1
        for stroke in strokes {
            var time = stroke.start
            for (index, location) in stroke.points.enumerated() {
                let last = index == stroke.points.count - 1
                let phase: TouchPhase = index == 0 ? .began
                    : last ? stroke.ending
                    : location == stroke.points[index - 1] ? .stationary : .moved
                let trueForce = stroke.force?(index)
                var sample = TouchSample(
                    touchID: stroke.touchID, timestamp: time, location: location,
                    force: trueForce, maximumPossibleForce: trueForce == nil ? nil : 4.17,
                    altitude: trueForce == nil ? nil : 1.2, azimuth: trueForce == nil ? nil : 0.4,
                    type: stroke.type, phase: phase
                )
                if stroke.expectsForceUpdates, let trueForce {
                    sample.force = trueForce * 0.5
                    sample.estimatedProperties = .force
                    sample.expectingUpdates = .force
                    sample.updateIndex = nextUpdateIndex
                    let delay = stroke.updateDelay * (1 + 0.1 * generator.nextGaussian())
                    updates.append(PropertyUpdate(
                        updateIndex: nextUpdateIndex, touchID: stroke.touchID, arrival: time + max(delay, 0.001),
                        force: trueForce
                    ))
                    nextUpdateIndex += 1
                }
                samples.append(sample)
                time += stroke.interval * (1 + 0.05 * generator.nextGaussian())
            }
        }
        samples = stableSorted(samples, by: \.timestamp)
        updates = stableSorted(updates, by: \.arrival)
        var trace = Trace(
            header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "test", seed: seed),
            samples: samples, updates: updates
        )
        if recordPredictions { trace.callbacks = callbacksWithPredictions(trace) }
        precondition(trace.firstProblem() == nil, "test trace invalid: \(trace.firstProblem()!)")
        return trace
    }

    /// The display-rate cut of `trace`, each callback carrying two predicted touches per touch
    /// whose samples it carries (unless that touch ended), 4 and 8 ms ahead of its newest sample.
    static func callbacksWithPredictions(_ trace: Trace) -> [RecordedCallback] {
        var callbacks = CallbackSchedule.displayRate(trace).callbacks
        for index in callbacks.indices {
            var newest: [Int: Int] = [:]
            var previous: [Int: Int] = [:]
            for sampleIndex in callbacks[index].samples {
                let touch = trace.samples[sampleIndex].touchID
                previous[touch] = newest[touch]
                newest[touch] = sampleIndex
            }
            for touch in newest.keys.sorted() {
                let tip = trace.samples[newest[touch]!]
                guard !tip.phase.endsTouch else { continue }
                let before = previous[touch].map { trace.samples[$0] } ?? tip
                let dt = max(tip.timestamp - before.timestamp, 0.001)
                let velocity = (tip.location - before.location) / dt
                for ahead in [0.004, 0.008] {
                    var prediction = tip
                    prediction.timestamp = tip.timestamp + ahead
                    prediction.location = tip.location + velocity * ahead
                    prediction.phase = .moved
                    prediction.updateIndex = nil
                    prediction.expectingUpdates = []
                    callbacks[index].predictions.append(prediction)
                }
            }
        }
        return callbacks
    }

    static func stableSorted<T>(_ values: [T], by key: (T) -> Double) -> [T] {
        values.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }
}
