import InkMetrics
import InkModel
import InkPredict
import Testing

@Suite("Evaluating predictors on traces")
struct EvaluationTests {
    /// One straight stroke at constant velocity: noise-free 240 Hz samples, 1 kHz ground truth
    /// running 10 ms past the last sample (the pen lifts after it).
    static func straightStroke() -> Trace {
        let start = 0.1, duration = 0.3
        let velocity = Point(x: 400, y: 150)
        func position(_ t: Double) -> Point { Point(x: 100, y: 200) + velocity * (t - start) }
        let count = Int(duration * 240)
        let samples = (0...count).map { i -> TouchSample in
            let t = start + Double(i) / 240
            return TouchSample(touchID: 1, timestamp: t, location: position(t), type: .stylus, phase: i == 0 ? .began : (i == count ? .ended : .moved))
        }
        let truthEnd = start + Double(count) / 240 + 0.010
        let truth = stride(from: start, through: truthEnd, by: 0.001).map { GroundTruthPoint(touchID: 1, time: $0, location: position($0)) }
        let header = TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "test", seed: 1)
        return Trace(header: header, samples: samples, groundTruth: truth)
    }

    @Test("linear has no error on a constant-velocity trace at every horizon; none lags by speed × horizon")
    func linearOnTrace() throws {
        let horizons = [0.004, 0.008, 0.016, 0.024]
        let evaluation = try PredictionEvaluation(
            trace: Self.straightStroke(), predictors: [PredictorSpec(name: "linear"), PredictorSpec(name: "none")], horizons: horizons
        )
        #expect(evaluation.truthSource == .groundTruth)
        #expect(evaluation.targets == .horizons(horizons))
        let linear = evaluation.records.filter { $0.predictor == 0 }
        let none = evaluation.records.filter { $0.predictor == 1 }
        #expect(linear.count == none.count)
        #expect(linear.map(\.targetTime) == none.map(\.targetTime))
        #expect(linear.contains { $0.isPastPenUp })
        let speed = Point(x: 400, y: 150).length
        for record in linear where !record.isPastPenUp && record.predicted != nil {
            #expect(try #require(record.error).distance < 1e-6)
        }
        for record in none where !record.isPastPenUp {
            let error = try #require(record.error)
            #expect(abs(error.distance - speed * record.horizon) < 1e-6)
            #expect(abs((error.alongTrack ?? 0) + speed * record.horizon) < 1e-6)
        }
        // Past pen-up: no error, an overshoot from where the pen went up (truth ends 10 ms after
        // the last sample), out of the error statistics.
        let penUpTime = try #require(Self.straightStroke().groundTruth.last).time
        let pastPenUp = linear.filter(\.isPastPenUp)
        #expect(!pastPenUp.isEmpty)
        for record in pastPenUp {
            #expect(record.error == nil && record.holdError == nil)
            let reach = min(record.targetTime, record.originTime + 0.025) - penUpTime
            #expect(abs(try #require(record.overshoot) - speed * reach) < 1e-6)
        }
        let summaries = PredictorSummary.all(evaluation)
        #expect(summaries[1].callbackAvailability == 1)
        #expect(summaries[0].pastPenUp == pastPenUp.count)
        #expect(summaries.map(\.predictor) == ["linear", "none"])
        #expect(summaries[0].buckets.map(\.bucket.description) == ["[4, 8) ms", "[8, 12) ms", "[16, 24) ms", "[24, 32) ms"])
        #expect((summaries[0].score ?? 1) < 1e-6)
    }

    @Test("a recording with platform predictions is also asked fixed horizons, in the same callbacks, summarised apart")
    func fixedHorizonsInRecordedCallbacks() throws {
        let plain = Self.straightStroke()
        // Callbacks every 4 samples, each with one platform prediction 12 ms past its newest sample.
        var callbacks: [RecordedCallback] = []
        var start = 0
        while start < plain.samples.count {
            let end = min(start + 4, plain.samples.count)
            let newest = plain.samples[end - 1]
            let prediction = TouchSample(touchID: 1, timestamp: newest.timestamp + 0.012, location: newest.location, type: .stylus, phase: .moved)
            callbacks.append(RecordedCallback(time: newest.timestamp + 0.001, samples: start..<end, updates: 0..<0, predictions: [prediction]))
            start = end
        }
        let trace = Trace(header: plain.header, samples: plain.samples, groundTruth: plain.groundTruth, callbacks: callbacks)
        let evaluation = try PredictionEvaluation(trace: trace, predictors: [PredictorSpec(name: "recorded"), PredictorSpec(name: "linear")], horizons: [0.008])
        #expect(evaluation.targets == .platformTimesAndHorizons([0.008]))
        #expect(evaluation.callbackCount == callbacks.count)
        let platform = evaluation.records.filter { !$0.isFixedHorizon }, fixed = evaluation.records.filter(\.isFixedHorizon)
        #expect(platform.allSatisfy { abs($0.horizon - 0.012) < 1e-9 })
        #expect(fixed.allSatisfy { abs($0.horizon - 0.008) < 1e-9 })
        // Every callback but the last (the stroke ends there) asks one fixed target of every
        // predictor but `recorded`, which answers the platform's times only.
        #expect(fixed.count == callbacks.count - 1)
        #expect(fixed.allSatisfy { evaluation.predictors[$0.predictor].name == "linear" })
        #expect(platform.contains { evaluation.predictors[$0.predictor].name == "recorded" })
        let main = PredictorSummary.all(evaluation), beside = PredictorSummary.fixedHorizonsInRecordedCallbacks(evaluation)
        #expect(main.map(\.predictor) == ["recorded", "linear"])
        #expect(main[1].buckets.map(\.bucket.description) == ["[12, 16) ms"])
        #expect(beside.map(\.predictor) == ["linear"])
        #expect(beside[0].buckets.map(\.bucket.description) == ["[8, 12) ms"])
        #expect((beside[0].score ?? 1) < 1e-6)
    }

    @Test("the Kalman sweep ranks candidates by their pooled median error")
    func sweepRanks() throws {
        let candidates = [PredictorSpec(name: "none"), PredictorSpec(name: "linear")]
        let results = try KalmanSweep.run(candidates: candidates, traces: [Self.straightStroke()])
        #expect(results.map(\.predictor.name) == ["linear", "none"])
        #expect((results[0].score ?? 1) < 1e-6)
        #expect(KalmanSweep.constantAccelerationGrid.allSatisfy { (try? PredictorCatalog.make($0)) != nil })
        #expect(KalmanSweep.jerkGrid.allSatisfy { (try? PredictorCatalog.make($0)) != nil })
    }
}
