import InkModel
import InkPredict
import InkSim
import Testing

/// How the simulator's prediction provider treats a shortened answer: it keeps asking while the
/// answers reach further, and stops where they no longer do.
struct ShortenedPredictionProviderTests {
    /// Answers every target on the line x = 100 + 200·t, reaching `share` of the way from the
    /// newest sample to the target, and never beyond `ceiling` seconds after the newest sample.
    struct ScaledReachPredictor: TouchPredictor {
        let name = "scaled-reach"
        let limits = PredictionLimits()
        let share: Double
        let ceiling: Double
        var newest: Double?

        mutating func reset() { newest = nil }
        mutating func add(_ sample: PredictorSample) { newest = sample.time }
        func predict(at time: Double) -> PredictedPoint? {
            guard let newest else { return nil }
            let reached = newest + min((time - newest) * share, ceiling)
            return PredictedPoint(time: reached, location: Point(x: 100 + 200 * reached, y: 100))
        }
    }

    /// A straight stroke at 240 Hz, ten samples delivered, a horizon of five sample intervals in
    /// steps of one: five targets after the newest sample.
    private func predictions(of predictor: ScaledReachPredictor) -> (newest: Double, drawn: [TouchSample]) {
        let trace = HandTraces.regularStrokes([(start: 0, count: 120, phase: 0.5)])
        var provider = PredictorPredictionProvider(predictor: predictor, horizon: 5.0 / 240, step: 1.0 / 240)
        var predictions: [TouchSample] = []
        provider.predictions(at: 0.05, deliveredSamples: 10, in: trace, into: &predictions)
        return (trace.samples[9].timestamp, predictions)
    }

    @Test func aReachThatGrowsWithTheHorizonIsDrawnToTheFullHorizon() {
        let (newest, drawn) = predictions(of: ScaledReachPredictor(share: 0.5, ceiling: 1))
        #expect(drawn.count == 5)
        for (k, point) in drawn.enumerated() {
            #expect(abs(point.timestamp - (newest + 0.5 * Double(k + 1) / 240)) < 1e-12)
        }
    }

    @Test func aFixedReachEndsThePredictionsWhereItStops() {
        let (newest, drawn) = predictions(of: ScaledReachPredictor(share: 1, ceiling: 2.5 / 240))
        #expect(drawn.count == 3)
        #expect(abs((drawn.last?.timestamp ?? 0) - (newest + 2.5 / 240)) < 1e-12)
    }
}
