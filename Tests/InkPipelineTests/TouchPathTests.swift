import InkModel
import InkPipeline
import Testing

/// Events → touch paths: merging coalesced samples, late updates and predictions.
struct TouchPathTests {
    static func configuration(_ geometry: GeometryMode, updates: Bool = true, prediction: PredictionSource = .recorded, coalesced: Bool = true) -> PipelineConfiguration {
        PipelineConfiguration(name: "test", geometry: geometry, coalesced: coalesced, updates: updates, prediction: prediction)
    }

    static func sample(_ x: Double, _ t: Double, _ phase: TouchPhase, force: Double = 0.5, updateIndex: Int? = nil, expecting: TouchProperties = []) -> TouchSample {
        TouchSample(
            touchID: 1, timestamp: t, location: Point(x: x, y: 10), force: force, type: .stylus, phase: phase,
            estimatedProperties: expecting, expectingUpdates: expecting, updateIndex: updateIndex
        )
    }

    /// The worked example: three callbacks; the second carries a force update of the first
    /// sample (a location update still expected) and a prediction; the third the location
    /// update and a new prediction.
    static let workedExample: Trace = {
        let samples = [
            sample(10, 0.001, .began, force: 0.2, updateIndex: 1, expecting: [.force, .location]),
            sample(12, 0.005, .moved), sample(14, 0.009, .moved), sample(16, 0.013, .moved),
        ]
        let updates = [
            PropertyUpdate(updateIndex: 1, touchID: 1, arrival: 0.010, force: 0.4, stillEstimated: .location, stillExpecting: .location),
            PropertyUpdate(updateIndex: 1, touchID: 1, arrival: 0.014, location: Point(x: 10.5, y: 10.25)),
        ]
        let callbacks = [
            RecordedCallback(time: 0.005, samples: 0..<2, updates: 0..<0),
            RecordedCallback(time: 0.010, samples: 2..<3, updates: 0..<1, predictions: [sample(16, 0.013, .moved)]),
            RecordedCallback(time: 0.014, samples: 3..<4, updates: 1..<2, predictions: [sample(18.5, 0.017, .moved)]),
        ]
        return Trace(
            header: TraceHeader(profile: .ipadProPencil120, sourceKind: .inkable, source: "worked example"),
            samples: samples, updates: updates, callbacks: callbacks
        )
    }()

    @Test(arguments: GeometryMode.allCases)
    func workedExampleYieldsTheMergedPath(geometry: GeometryMode) throws {
        let trace = Self.workedExample
        #expect(trace.firstProblem() == nil)
        var pipeline = StrokePipeline(configuration: Self.configuration(geometry))
        _ = pipeline.process(trace.callbacks[0], in: trace)
        let second = pipeline.process(trace.callbacks[1], in: trace)
        #expect(second.updatesApplied == 1 && second.predictionsUsed == 1)
        let afterSecond = try #require(pipeline.touchPath(for: 1))
        #expect(afterSecond.samples.map(\.location.x) == [10, 12, 14, 16])
        #expect(afterSecond.samples[0].force == 0.4 && afterSecond.samples[0].location == Point(x: 10, y: 10))
        #expect(afterSecond.realCount == 3)

        _ = pipeline.process(trace.callbacks[2], in: trace)
        let path = try #require(pipeline.touchPath(for: 1))
        var first = trace.samples[0]
        first.force = 0.4
        first.location = Point(x: 10.5, y: 10.25)
        first.estimatedProperties = []
        first.expectingUpdates = []
        let expected = [first, trace.samples[1], trace.samples[2], trace.samples[3], trace.callbacks[2].predictions[0]]
        #expect(path.samples == expected)
        #expect(path.realCount == 4 && path.pendingUpdates == 0 && path.status == .live)
        let polyline = try #require(pipeline.polyline(for: 1))
        #expect(polyline.map(\.isPredicted) == [false, false, false, false, true])
        #expect(polyline[0].location == Point(x: 10.5, y: 10.25))
        #expect(polyline[0].force == 0.4)
    }

    @Test(arguments: GeometryMode.allCases)
    func ignoringUpdatesAndPredictionsYieldsTheStalePath(geometry: GeometryMode) throws {
        let trace = Self.workedExample
        var pipeline = StrokePipeline(configuration: Self.configuration(geometry, updates: false, prediction: .none))
        var discarded = 0, predicted = 0
        for callback in trace.callbacks {
            let work = pipeline.process(callback, in: trace)
            discarded += work.updatesDiscarded
            predicted += work.predictionsUsed
        }
        let path = try #require(pipeline.touchPath(for: 1))
        #expect(path.samples == trace.samples)
        #expect(path.samples[0].location == Point(x: 10, y: 10) && path.samples[0].force == 0.2)
        #expect(discarded == 2 && predicted == 0)
    }

    @Test(arguments: GeometryMode.allCases)
    func predictionsAreReplacedOnEveryCallbackAndNeverKept(geometry: GeometryMode) throws {
        let trace = StandardTraces.circle
        var pipeline = StrokePipeline(configuration: Self.configuration(geometry))
        for callback in trace.callbacks {
            _ = pipeline.process(callback, in: trace)
            let path = try #require(pipeline.touchPath(for: 1))
            #expect(Array(path.predictions) == callback.predictions.filter { $0.touchID == 1 })
            #expect(path.realSamples.allSatisfy { $0.phase != .moved || $0.updateIndex != nil })
        }
        let path = try #require(pipeline.touchPath(for: 1))
        #expect(path.predictions.isEmpty && path.realCount == 200)
        #expect(try #require(pipeline.polyline(for: 1)).allSatisfy { !$0.isPredicted })
    }

    @Test(arguments: GeometryMode.allCases)
    func lateUpdatesAfterTheTouchEndedCompleteTheStroke(geometry: GeometryMode) throws {
        let trace = StandardTraces.straightLine
        let ended = try #require(trace.samples.firstIndex { $0.phase == .ended })
        var pipeline = StrokePipeline(configuration: Self.configuration(geometry))
        var statuses: [StrokeStatus] = []
        for callback in CallbackSchedule.displayRate(trace).callbacks {
            _ = pipeline.process(callback, in: trace)
            statuses.append(try #require(pipeline.status(of: 1)))
            if callback.samples.contains(ended) {
                #expect(pipeline.status(of: 1) == .awaitingUpdates)
                #expect(pipeline.completedTouchIDs.isEmpty)
            }
        }
        #expect(statuses.last == .complete && statuses.contains(.awaitingUpdates))
        #expect(pipeline.completedTouchIDs == [1])
        let path = try #require(pipeline.touchPath(for: 1))
        #expect(path.samples.allSatisfy { $0.expectingUpdates.isEmpty && $0.estimatedProperties.isEmpty })
        let updatedForces = trace.updates.sorted { $0.updateIndex < $1.updateIndex }.map(\.force)
        #expect(path.samples.map(\.force) == updatedForces)

        var ignoring = StrokePipeline(configuration: Self.configuration(geometry, updates: false))
        for callback in CallbackSchedule.displayRate(trace).callbacks {
            _ = ignoring.process(callback, in: trace)
            if callback.samples.contains(ended) { #expect(ignoring.status(of: 1) == .complete) }
        }
    }

    @Test(arguments: GeometryMode.allCases)
    func multiTouchPathsStaySeparateAndCancelledInkIsDiscarded(geometry: GeometryMode) throws {
        let trace = StandardTraces.multiTouch
        var pipeline = StrokePipeline(configuration: Self.configuration(geometry))
        var sawCancelledLive = false
        for callback in trace.callbacks {
            _ = pipeline.process(callback, in: trace)
            if pipeline.liveTouchIDs.contains(3) { sawCancelledLive = true }
        }
        #expect(sawCancelledLive)
        #expect(pipeline.touchIDs == [1, 2])
        #expect(pipeline.status(of: 3) == .cancelled)
        #expect(pipeline.touchPath(for: 3)?.samples.isEmpty == true)
        #expect(pipeline.elements(for: 3)?.isEmpty == true)
        for touch in [1, 2] {
            let path = try #require(pipeline.touchPath(for: touch))
            #expect(path.samples == trace.samples.filter { $0.touchID == touch }.map { sample in
                guard let update = trace.updates.first(where: { $0.updateIndex == sample.updateIndex }) else { return sample }
                return update.applied(to: sample)
            })
            #expect(path.status == .complete)
        }
        let stationary = try #require(pipeline.touchPath(for: 1)).samples.filter { $0.phase == .stationary }
        #expect(stationary.count == 12)
    }

    @Test(arguments: GeometryMode.allCases)
    func withoutCoalescedSamplesOnlyEachTouchsNewestSampleEnters(geometry: GeometryMode) throws {
        let trace = StandardTraces.multiTouch
        var pipeline = StrokePipeline(configuration: Self.configuration(geometry, prediction: .none, coalesced: false))
        var dropped = 0, expectedDropped = 0
        var expectedPencil: [Double] = []
        for callback in trace.callbacks {
            dropped += pipeline.process(callback, in: trace).samplesDropped
            let touches = Set(callback.samples.map { trace.samples[$0].touchID })
            expectedDropped += callback.samples.count - touches.count
            if let newest = callback.samples.last(where: { trace.samples[$0].touchID == 1 }) {
                expectedPencil.append(trace.samples[newest].timestamp)
            }
        }
        #expect(dropped == expectedDropped && dropped > 0)
        #expect(try #require(pipeline.touchPath(for: 1)).samples.map(\.timestamp) == expectedPencil)
    }
}
