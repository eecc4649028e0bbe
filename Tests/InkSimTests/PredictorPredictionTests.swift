import InkModel
import InkPipeline
import InkPredict
import InkSim
import InkTestSupport
import Testing

/// Predictors from InkPredict's catalog as the simulator's prediction provider.
struct PredictorPredictionTests {
    /// A straight stroke at 200 pt/s sampled at 240 Hz: the linear predictor extrapolates it
    /// exactly, so every callback after the first two samples carries predictions one sample
    /// interval apart, up to the 12.5 ms horizon (3 points), on the line ahead of the newest
    /// sample; the drawn tip is the last of them.
    @Test func theLinearPredictorExtrapolatesAStraightStrokeToTheHorizon() throws {
        let trace = HandTraces.regularStrokes([(start: 0, count: 120, phase: 0.5)])
        let configuration = PipelineConfiguration(
            name: "linear", geometry: .incremental, prediction: .predictor("linear"), predictionHorizon: 0.0125
        )
        let provider = try #require(try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile, predictors: .builtIn))
        #expect(provider.name == "linear")
        var probe = provider
        var predictions: [TouchSample] = []
        probe.predictions(at: 0.05, deliveredSamples: 10, in: trace, into: &predictions)
        let newest = trace.samples[9]
        #expect(predictions.count == 3)
        for (k, prediction) in predictions.enumerated() {
            let time = newest.timestamp + Double(k + 1) / 240
            #expect(abs(prediction.timestamp - time) < 1e-12)
            #expect(abs(prediction.location.x - (100 + 200 * time)) < 1e-9 && abs(prediction.location.y - 100) < 1e-9)
        }
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: ElementCountRenderer(), predictor: provider
        )
        #expect(record.predictor == "linear")
        let live = record.frames.filter { $0.contentSamples >= 2 && $0.contentSamples < trace.samples.count }
        #expect(live.count > 20)
        for frame in live {
            let newest = trace.samples[frame.contentSamples - 1]
            #expect(frame.tipIsPredicted)
            #expect(abs((frame.tip?.x ?? 0) - (newest.location.x + 200 * 3 / 240)) < 1e-9)
        }
    }

    @Test func anEndedTouchGetsNoPredictions() throws {
        let trace = HandTraces.regularStrokes([(start: 0, count: 20, phase: 0.5)])
        let configuration = PipelineConfiguration(name: "kalman", geometry: .incremental, prediction: .predictor("kalman-ca"))
        var provider = try #require(try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile, predictors: .builtIn))
        var predictions: [TouchSample] = []
        provider.predictions(at: 1, deliveredSamples: trace.samples.count, in: trace, into: &predictions)
        #expect(predictions.isEmpty)
    }

    /// Issue 12: a horizon of seconds at a fast digitizer once asked for a point per sample
    /// interval (1e8 ms configured: gigabytes). Horizons are bounded where they enter; the
    /// provider itself makes at most `maximumPointsPerTouch` points a touch, spaced wider.
    @Test func aLongHorizonAtAFastDigitizerMakesBoundedPoints() throws {
        let trace = HandTraces.regularStrokes([(start: 0, count: 120, phase: 0.5)])
        let predictor = try PredictorCatalog.builtIn.make(parsing: "linear:horizon-cap=1000")
        var provider = PredictorPredictionProvider(predictor: predictor, horizon: 1, step: 1e-5)
        #expect(provider.step == 1.0 / 256)
        var predictions: [TouchSample] = []
        provider.predictions(at: 0.05, deliveredSamples: 10, in: trace, into: &predictions)
        #expect(predictions.count == PredictorPredictionProvider.maximumPointsPerTouch)
        let huge = PredictorPredictionProvider(predictor: predictor, horizon: 1e300, step: 1e-5)
        #expect(huge.step == 1e300 / 256)
    }

    @Test func anUnknownPredictorIsAnError() {
        let trace = HandTraces.regularStrokes([(start: 0, count: 20, phase: 0.5)])
        let configuration = PipelineConfiguration(name: "bad", geometry: .incremental, prediction: .predictor("crystal-ball"))
        #expect(throws: ComponentSpecError.self) {
            try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile, predictors: .builtIn)
        }
    }
}
