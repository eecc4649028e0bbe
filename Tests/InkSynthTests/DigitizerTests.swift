import Foundation
import InkModel
import InkSynth
import Testing

@Suite("Digitizer sampling")
struct DigitizerTests {
    static let recipes: [SynthRecipe] = [
        SynthRecipe(shape: .handwriting, extent: .duration(2)),
        SynthRecipe(shape: .session, extent: .duration(3), strokes: 5),
        SynthRecipe(shape: .scribble, profile: .ipadFinger60, extent: .duration(1)),
        SynthRecipe(shape: .circle, profile: .androidStylus120, extent: .duration(1)),
        SynthRecipe(shape: .zigzag, profile: .wacomLinux60, extent: .duration(1)),
    ]

    @Test(arguments: recipes)
    func timestampsAreQuantisedAndStrictlyIncreasingPerTouch(recipe: SynthRecipe) throws {
        let trace = try Synthesizer.synthesize(recipe)
        let quantum = recipe.profile.timestampQuantum
        var last: [Int: Double] = [:]
        for sample in trace.samples {
            let steps = sample.timestamp / quantum
            #expect(abs(steps - steps.rounded()) < 1e-9)
            if let previous = last[sample.touchID] { #expect(sample.timestamp > previous) }
            last[sample.touchID] = sample.timestamp
        }
        #expect(zip(trace.samples, trace.samples.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
    }

    @Test(arguments: recipes)
    func everyTouchBeginsAndEndsOnceWithinItsGroundTruth(recipe: SynthRecipe) throws {
        let trace = try Synthesizer.synthesize(recipe)
        #expect(trace.firstProblem() == nil)
        for touchID in trace.touchIDs {
            let samples = trace.samples.filter { $0.touchID == touchID }
            let truth = trace.groundTruth.filter { $0.touchID == touchID }
            #expect(samples.first?.phase == .began)
            #expect(samples.last?.phase == .ended)
            #expect(samples.dropFirst().dropLast().allSatisfy { $0.phase == .moved || $0.phase == .stationary })
            let first = try #require(truth.first), last = try #require(truth.last)
            #expect(samples.allSatisfy { $0.timestamp >= first.time - 1e-12 && $0.timestamp <= last.time + 1e-12 })
        }
    }

    @Test func pencilIntervalsComeOutLikeTheRealRecordings() throws {
        let trace = try Synthesizer.synthesize(SynthRecipe(shape: .spiral, extent: .duration(3)))
        let intervals = TraceMeasurements.sampleIntervals(trace).map { Int(($0 * 1000).rounded()) }
        #expect(TraceMeasurements.median(intervals.map(Double.init)) == 4)
        #expect(Set(intervals).isSubset(of: [3, 4, 5, 6]))
        let fives = Double(intervals.filter { $0 == 5 }.count) / Double(intervals.count)
        #expect(fives > 0.1 && fives < 0.25)
    }

    @Test func locationsAreQuantisedAndNoisy() throws {
        let recipe = SynthRecipe(shape: .line, extent: .duration(1), noise: 0.2)
        let trace = try Synthesizer.synthesize(recipe)
        for sample in trace.samples {
            #expect(sample.location.x * 2 == (sample.location.x * 2).rounded())
            #expect(sample.location.y * 2 == (sample.location.y * 2).rounded())
        }
        var truthAt: [Double: Point] = [:]
        for point in trace.groundTruth { truthAt[(point.time * 1000).rounded()] = point.location }
        let errors = trace.samples.compactMap { sample in
            truthAt[(sample.timestamp * 1000).rounded()].map { sample.location.x - $0.x }
        }
        let rms = (errors.reduce(0) { $0 + $1 * $1 } / Double(errors.count)).squareRoot()
        let expected = (pow(0.2 * recipe.profile.pointsPerMM, 2) + 0.25 / 12).squareRoot()
        #expect(abs(rms / expected - 1) < 0.2)
    }

    @Test func stationaryPhaseWhenTheQuantisedLocationDoesNotMove() throws {
        let trace = try Synthesizer.synthesize(SynthRecipe(shape: .tap, noise: 0))
        #expect(trace.samples.contains { $0.phase == .stationary })
        for (a, b) in zip(trace.samples, trace.samples.dropFirst()) where b.phase == .stationary {
            #expect(a.location == b.location)
        }
    }

    @Test func forceAndTiltStayInRange() throws {
        for dataset in BuiltInDataset.all {
            let trace = try Synthesizer.synthesize(dataset.recipe)
            let profile = trace.header.profile
            for sample in trace.samples where sample.type == .stylus {
                let maximum = try #require(profile.maximumForce)
                let force = try #require(sample.force)
                #expect(force >= 0 && force <= maximum)
                #expect(sample.maximumPossibleForce == maximum)
                let altitude = try #require(sample.altitude)
                #expect(altitude > 0 && altitude <= Double.pi / 2)
                #expect(sample.azimuth != nil)
            }
            for update in trace.updates {
                let force = try #require(update.force)
                #expect(force >= 0 && force <= profile.maximumForce ?? 0)
            }
            for point in trace.groundTruth {
                if let force = point.force { #expect(force >= 0 && force <= profile.maximumForce ?? 0) }
            }
        }
    }

    @Test func fingerTouchesHaveRadiusAndNoForce() throws {
        let trace = try Synthesizer.synthesize(SynthRecipe(shape: .session, extent: .duration(4), strokes: 6))
        let fingers = trace.samples.filter { $0.type == .direct }
        #expect(!fingers.isEmpty)
        for sample in fingers {
            #expect(sample.force == nil && sample.altitude == nil && sample.updateIndex == nil)
            let radius = try #require(sample.majorRadius)
            #expect(radius >= 9 && radius <= 20)
            #expect(sample.majorRadiusTolerance != nil)
        }
        let fingerIDs = Set(fingers.map(\.touchID))
        let fingerIntervals = zip(trace.samples, trace.samples.dropFirst()).compactMap { a, b in
            a.touchID == b.touchID && fingerIDs.contains(a.touchID) ? b.timestamp - a.timestamp : nil
        }
        #expect(abs(TraceMeasurements.median(fingerIntervals) - 1.0 / 120) < 0.0011)
        #expect(trace.groundTruth.filter { fingerIDs.contains($0.touchID) }.allSatisfy { $0.force == nil })
    }

    @Test func forceIsFirstEstimatedThenUpdatedLate() throws {
        let trace = try Synthesizer.synthesize(SynthRecipe(shape: .handwriting, extent: .duration(2)))
        let delay = try #require(trace.header.profile.propertyUpdateDelay)
        var trueForce: [Int: Double] = [:]
        for update in trace.updates {
            trueForce[update.updateIndex] = update.force
            #expect(update.stillEstimated.isEmpty && update.stillExpecting.isEmpty)
            #expect(update.updatedProperties == .force)
        }
        var previousIndex = 0
        var previousTrue: Double?
        var previousTouch = -1
        for sample in trace.samples {
            if sample.touchID != previousTouch { previousTrue = nil }
            previousTouch = sample.touchID
            guard sample.phase != .ended else {
                #expect(sample.updateIndex == nil && sample.estimatedProperties.isEmpty && sample.expectingUpdates.isEmpty)
                continue
            }
            let index = try #require(sample.updateIndex)
            #expect(index > previousIndex)
            previousIndex = index
            #expect(sample.estimatedProperties == .force && sample.expectingUpdates == .force)
            #expect(sample.force == (previousTrue ?? 1.0 / 3.0))
            previousTrue = trueForce[index]
            #expect(previousTrue != nil)
        }
        let delays = TraceMeasurements.updateDelays(trace)
        #expect(delays.count == trace.updates.count)
        // The lognormal part lies within the clamp; a stroke-start hold (45 ms + up to 115 ms) adds up to 0.16 s.
        for value in delays { #expect(value >= delay.minimum - 1e-9 && value <= 0.045 + 0.115 + delay.maximum + 1e-9) }
        #expect(delays.filter { $0 <= delay.maximum + 1e-9 }.count * 10 >= delays.count * 7, "most updates are not held")
        let median = TraceMeasurements.median(delays)
        #expect(median > 0.015 && median < 0.030)
        #expect(zip(trace.updates, trace.updates.dropFirst()).allSatisfy { $0.arrival <= $1.arrival })
        let ends = Dictionary(trace.samples.filter { $0.phase == .ended }.map { ($0.touchID, $0.timestamp) }, uniquingKeysWith: max)
        #expect(trace.updates.contains { $0.arrival > ends[$0.touchID] ?? .infinity })
    }

    @Test func profilesWithoutUpdatesReportFinalForce() throws {
        let trace = try Synthesizer.synthesize(SynthRecipe(shape: .circle, profile: .androidStylus120, extent: .duration(1)))
        #expect(trace.updates.isEmpty)
        #expect(trace.samples.allSatisfy { $0.updateIndex == nil && $0.estimatedProperties.isEmpty && $0.force != nil })
    }
}
