import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkSim
import InkTestSupport
import Testing

/// Tip gap (`inkbench run`) and prediction error (`inkbench predict`, and the prediction rows
/// of a run) read one definition of where the pen really was (`TruthPaths`): at the same
/// moment, against the same drawn point, they are the same number.
struct TruthAgreementTests {
    static let speed = 200.0
    static let sampleCount = 120

    /// A recording (no ground truth) of a pen moving right at `speed` pt/s along y = 100, 240
    /// Hz: every sample's location is estimated 5 pt too low and corrected by a late location
    /// update 20 ms later; the touch ends with a `cancelled` report 300 pt away.
    static func recording() -> Trace {
        let profile = HandTraces.profile(displayHz: 60)
        var trace = Trace(header: TraceHeader(profile: profile, sourceKind: .inkable, source: "hand-built"))
        for index in 0..<sampleCount {
            let time = Double(index) / 240
            trace.samples.append(TouchSample(
                touchID: 1, timestamp: time, location: Point(x: 100 + speed * time, y: 105), type: .stylus,
                phase: index == 0 ? .began : .moved, estimatedProperties: .location, expectingUpdates: .location, updateIndex: index + 1
            ))
            trace.updates.append(PropertyUpdate(
                updateIndex: index + 1, touchID: 1, arrival: time + 0.02, location: Point(x: 100 + speed * time, y: 100)
            ))
        }
        let cancelTime = Double(sampleCount) / 240
        trace.samples.append(TouchSample(touchID: 1, timestamp: cancelTime, location: Point(x: 400 + speed * cancelTime, y: 100), type: .stylus, phase: .cancelled))
        return trace
    }

    /// The truth of `recording()` at `time`: on the corrected line, up to the last sample
    /// before the cancellation.
    static func truePosition(at time: Double) -> Point { Point(x: 100 + speed * time, y: 100) }

    @Test("late location updates applied, cancelled report left out: one truth for tip gap and prediction error")
    func truthDefinition() throws {
        let truth = TruthPaths(Self.recording())
        #expect(truth.source == .samples)
        let path = try #require(truth.paths[1])
        #expect(path.span == 0...(Double(Self.sampleCount - 1) / 240), "the cancelled report is not where the pen drew")
        for time in stride(from: 0.0, through: 0.49, by: 0.0137) {
            let position = try #require(path.position(at: time))
            #expect(abs(position.x - Self.truePosition(at: time).x) < 1e-9 && abs(position.y - 100) < 1e-12, "at \(time) s: \(position)")
        }
    }

    @Test("a predicted tip shown at its own target time: tip gap == prediction error, and both are the closed form")
    func tipGapEqualsPredictionError() throws {
        var trace = Self.recording()
        let plain = PipelineConfiguration(name: "plain", geometry: .incremental)
        let first = PlatformSimulator.run(trace: trace, configuration: plain, cost: ConstantCost.zero, renderer: ElementCountRenderer(), predictor: nil)
        var presentationByStart: [Double: Double] = [:]
        for frame in first.frames where frame.isPresented { presentationByStart[frame.contentTime] = frame.presentation }
        let lead = 0.01
        trace.callbacks = first.callbacks.map { probe in
            let target = presentationByStart[probe.start]
            let predictions = target.map { [TouchSample(touchID: 1, timestamp: $0, location: Self.truePosition(at: $0 - lead), type: .stylus, phase: .moved)] } ?? []
            return RecordedCallback(time: probe.start, samples: probe.samples, updates: probe.updates, predictions: predictions)
        }
        #expect(trace.firstProblem() == nil)

        let predicted = PipelineConfiguration(name: "recorded", geometry: .incremental, prediction: .recorded)
        let record = PlatformSimulator.run(
            trace: trace, configuration: predicted, cost: ConstantCost.zero, renderer: ElementCountRenderer(),
            predictor: try predictionProvider(for: predicted, trace: trace, profile: trace.header.profile)
        )
        let truth = TruthPaths(trace)
        let allTips = WholeRecord(record, trace: trace, truth: truth).tips
        let tips = allTips.filter { record.frames[$0.frame].tipIsPredicted }
        let evaluation = try PredictionEvaluation(trace: trace, predictors: [PredictorSpec(name: "recorded")], horizons: [])
        var errorByTarget: [Double: Double] = [:]
        for point in evaluation.records { if let error = point.error { errorByTarget[point.targetTime] = error.distance } }
        #expect(tips.count >= 20)
        for tip in tips {
            let error = try #require(errorByTarget[tip.presentation], "the prediction shown in frame \(tip.frame) was evaluated")
            #expect(tip.gap == error, "frame \(tip.frame): tip gap \(tip.gap) pt, prediction error \(error) pt")
            #expect(abs(tip.gap - Self.speed * lead) < 1e-9, "the corrected line, not the estimated one 5 pt off")
            #expect(abs(tip.effectiveLag - lead) < 1e-9)
        }
        let lastPenDown = Double(Self.sampleCount - 1) / 240
        #expect(evaluation.records.filter { $0.targetTime > lastPenDown }.allSatisfy { $0.isPastPenUp && $0.overshoot != nil })
        #expect(allTips.allSatisfy { $0.presentation <= lastPenDown })
    }
}
