import InkModel
import InkPipeline
import InkSim

/// Replays a trace through one pipeline configuration up to a moment, rendering after every
/// callback, and keeps what the debug overlay needs: the ink as it looked then.
///
/// The geometry is computed incrementally whatever the configuration says (`incrementalGeometry`,
/// the default): naive and incremental geometry give the same elements, and a naive-geometry
/// configuration's renderer is shown the changes its pipeline would have reported
/// (`StrokePipeline.naiveElementChanges`), so its renders do and count the same. A renderer made
/// with `drawsEveryRender: false` counts every render but the last and draws the ink as it
/// stands before the last (`InkRenderer.startDrawing(_:)`), then really draws the last (so its
/// time is a real render's): the same picture without redrawing a long stroke callback by
/// callback.
package struct MomentReplay {
    /// How many of the latest renders' redrawn rectangles the debug marks keep.
    package static let recentRenders = 6

    package let trace: Trace
    package private(set) var pipeline: StrokePipeline
    package let renderer: any InkRenderer
    package private(set) var marks = DebugMarks()
    /// The work of the last render (nil when no callback came before the moment).
    package private(set) var lastWork: CairoRenderWork?
    /// Callbacks replayed.
    package private(set) var callbacksReplayed = 0
    /// Whether the replay stopped at its deadline before reaching the moment.
    package private(set) var passedDeadline = false

    /// Replays `schedule`'s callbacks whose time is at most `moment` seconds after the first
    /// sample (every callback when nil). With a `predictor` (a configuration naming a predictor
    /// other than `recorded`), each callback carries its predictions instead of the recorded ones.
    /// With a `deadline` (`MonotonicClock` nanoseconds), the replay stops at the first callback
    /// after it and sets `passedDeadline`. `incrementalGeometry: false` runs the configuration's
    /// own geometry (the slow way for a naive one, kept to check the shortcut against).
    package init(
        trace: Trace, configuration: PipelineConfiguration, schedule: CallbackSchedule, moment: Double?, renderer: any InkRenderer,
        predictor: (any PredictionProvider)? = nil, deadline: UInt64? = nil, incrementalGeometry: Bool = true
    ) {
        var predictor = predictor
        var predictions: [TouchSample] = []
        self.trace = trace
        self.renderer = renderer
        var replayed = configuration
        let showsNaiveChanges = incrementalGeometry && configuration.geometry == .naive
        if incrementalGeometry { replayed.geometry = .incremental }
        pipeline = StrokePipeline(configuration: replayed)
        var elementCounts: [Int] = []
        let start = trace.samples.first?.timestamp ?? 0
        let cutoff = moment.map { start + $0 }
        let callbacks = schedule.callbacks
        let replayedCount = cutoff.map { cutoff in callbacks.firstIndex { $0.time > cutoff } ?? callbacks.count } ?? callbacks.count
        var recent: [[PixelRect]] = []
        var lastTime = start
        for (position, var callback) in callbacks.enumerated() {
            if position == replayedCount { break }
            if position == replayedCount - 1 { renderer.startDrawing(pipeline) }
            if let deadline, MonotonicClock.now() >= deadline {
                passedDeadline = true
                break
            }
            if var provider = predictor {
                provider.predictions(at: callback.time, deliveredSamples: callback.samples.upperBound, in: trace, into: &predictions)
                callback.predictions = predictions
                predictor = provider
            }
            _ = pipeline.process(callback, in: trace)
            if showsNaiveChanges {
                renderer.absorb(pipeline.naiveElementChanges(previousCounts: &elementCounts), from: pipeline)
            } else {
                renderer.absorb(pipeline)
            }
            lastWork = renderer.render(pipeline)
            recent.append(renderer.lastRedrawnRects)
            if recent.count > Self.recentRenders { recent.removeFirst() }
            collect(callback)
            lastTime = callback.time
            callbacksReplayed += 1
        }
        let moment = cutoff ?? lastTime
        marks.moment = moment - start
        marks.redrawnRects = recent.flatMap { $0 }
        for touchID in pipeline.touchIDs {
            guard let path = pipeline.touchPath(for: touchID) else { continue }
            for sample in path.realSamples where sample.estimatedProperties.contains(.force) {
                marks.estimatedForceSamples.append(sample.location)
            }
        }
        marks.truePenPosition = Self.truePosition(in: trace, at: moment)
    }

    private mutating func collect(_ callback: RecordedCallback) {
        var newest: [Int: Int] = [:]
        for index in callback.samples { newest[trace.samples[index].touchID] = index }
        for index in callback.samples {
            let sample = trace.samples[index]
            if newest[sample.touchID] == index {
                marks.liveSamples.append(sample.location)
            } else {
                marks.coalescedSamples.append(sample.location)
            }
        }
        if !callback.samples.isEmpty || !callback.predictions.isEmpty {
            marks.currentPredictions = pipeline.configuration.prediction != .none ? callback.predictions.map(\.location) : []
            marks.pastPredictions += marks.currentPredictions
        }
    }

    /// The ground-truth position at `time` (trace clock, seconds), interpolated between the
    /// dense ground-truth points of the touch down then; else the nearest within 5 ms; else nil.
    static func truePosition(in trace: Trace, at time: Double) -> Point? {
        var best: (distance: Double, point: Point)?
        for (index, point) in trace.groundTruth.enumerated() {
            let distance = abs(point.time - time)
            if distance <= 0.005 && distance < (best?.distance ?? .infinity) { best = (distance, point.location) }
            let next = index + 1
            if next < trace.groundTruth.count, trace.groundTruth[next].touchID == point.touchID,
               point.time <= time, time <= trace.groundTruth[next].time {
                let span = trace.groundTruth[next].time - point.time
                let t = span > 0 ? (time - point.time) / span : 0
                return point.location.interpolated(to: trace.groundTruth[next].location, by: t)
            }
        }
        return best?.point
    }
}
