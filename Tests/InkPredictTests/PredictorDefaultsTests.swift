import InkModel
import InkPredict
import Testing

/// The catalog's predictors are distinct, and `one-euro` at its defaults does what a 1€ filter in
/// front of an extrapolator is for.
@Suite("Predictor defaults: linear2 and quadratic differ; one-euro beats no prediction")
struct PredictorDefaultsTests {
    /// A constant-velocity stroke (400, −150 pt/s) at 240 Hz with ±0.25 pt alternating noise (the
    /// half-point quantisation of UIKit locations at its worst).
    static func noisyLine(count: Int) -> [PredictorSample] {
        (0..<count).map { i in
            let t = Double(i) / 240
            let wobble = i % 2 == 0 ? 0.25 : -0.25
            return PredictorSample(time: t, location: Point(x: 100 + 400 * t + wobble, y: 300 - 150 * t - wobble))
        }
    }

    static func error(_ name: String, horizon: Double) throws -> Double {
        var predictor = try PredictorCatalog.builtIn.make(parsing: name)
        let samples = noisyLine(count: 48)
        for sample in samples { predictor.add(sample) }
        let target = samples[samples.count - 1].time + horizon
        let truth = Point(x: 100 + 400 * target, y: 300 - 150 * target)
        return try #require(predictor.predict(at: target)).location.distance(to: truth)
    }

    @Test("linear2 and quadratic (6 points by default) give different predictions on noisy samples; quadratic:points=3 is linear2")
    func distinct() throws {
        let linear2 = try Self.error("linear2", horizon: 0.016), quadratic = try Self.error("quadratic", horizon: 0.016)
        #expect(abs(linear2 - quadratic) > 0.5, "linear2 \(linear2) pt, quadratic \(quadratic) pt")
        #expect(quadratic < linear2)
        #expect(abs(try Self.error("quadratic:points=3", horizon: 0.016) - linear2) < 1e-9)
    }

    @Test("one-euro at its defaults is far better than no prediction on a moving pen, and smoother than linear on noise")
    func oneEuro() throws {
        let none = try Self.error("none", horizon: 0.016), oneEuro = try Self.error("one-euro", horizon: 0.016)
        // Holding the newest sample misses by speed × horizon ≈ 6.8 pt.
        #expect(none > 6.5)
        #expect(oneEuro < none / 2, "one-euro \(oneEuro) pt vs none \(none) pt")
        #expect(oneEuro < (try Self.error("linear", horizon: 0.016)), "the filter should take the alternating noise off linear's velocity")
    }
}
