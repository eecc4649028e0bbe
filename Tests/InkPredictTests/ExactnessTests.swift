import Foundation
import InkModel
import InkPredict
import Testing

@Suite("Closed-form exactness of the polynomial predictors")
struct ExactnessTests {
    static let horizons = [0.0, 0.004, 0.008, 0.012, 0.016, 0.024, 0.025]

    @Test("linear is exact on constant velocity at every horizon")
    func linearOnConstantVelocity() throws {
        let predictor = PathSamples.fed(LinearPredictor(order: 1), PathSamples.constantVelocity)
        let newest = try #require(PathSamples.times.last)
        for horizon in Self.horizons {
            let predicted = try #require(predictor.predict(at: newest + horizon))
            #expect(predicted.time == newest + horizon)
            #expect(predicted.location.distance(to: PathSamples.constantVelocity(newest + horizon)) < 1e-9)
        }
    }

    @Test("linear2 and quadratic are exact on constant acceleration; linear is not", arguments: ["linear2", "quadratic"])
    func secondOrderOnConstantAcceleration(name: String) throws {
        let predictor = PathSamples.fed(try PredictorCatalog.builtIn.make(name: name), PathSamples.constantAcceleration)
        let newest = try #require(PathSamples.times.last)
        for horizon in Self.horizons {
            let predicted = try #require(predictor.predict(at: newest + horizon))
            #expect(predicted.location.distance(to: PathSamples.constantAcceleration(newest + horizon)) < 1e-8, "\(name) at \(horizon)")
        }
        let linear = PathSamples.fed(LinearPredictor(order: 1), PathSamples.constantAcceleration)
        let miss = try #require(linear.predict(at: newest + 0.016)).location.distance(to: PathSamples.constantAcceleration(newest + 0.016))
        #expect(miss > 0.1)
    }

    @Test("quadratic with more points than needed is still exact on constant acceleration")
    func quadraticLeastSquares() throws {
        let predictor = PathSamples.fed(try PredictorCatalog.builtIn.make(parsing: "quadratic:points=6"), PathSamples.constantAcceleration)
        let newest = try #require(PathSamples.times.last)
        let predicted = try #require(predictor.predict(at: newest + 0.02))
        #expect(predicted.location.distance(to: PathSamples.constantAcceleration(newest + 0.02)) < 1e-8)
    }

    @Test("a Kalman predictor on noisy constant velocity answers from its stable-update count and then tracks the pen better than the raw samples", arguments: ["kalman-ca", "kalman-jerk"])
    func kalmanConvergesUnderNoise(name: String) throws {
        var predictor = try PredictorCatalog.builtIn.make(name: name)
        var generator = SeededGenerator(seed: 7)
        let noise = 0.5
        let interval = 1.0 / 240
        func truth(_ t: Double) -> Point { Point(x: 200, y: 300) + Point(x: 150, y: 80) * t }
        var filteredSquares = 0.0, rawSquares = 0.0, counted = 0
        for i in 0..<240 {
            let t = Double(i) * interval
            let measured = truth(t) + Point(x: generator.nextGaussian(), y: generator.nextGaussian()) * noise
            predictor.add(PredictorSample(time: t, location: measured))
            // Horizon 0: the filter's own estimate of where the pen is now.
            let answer = predictor.predict(at: t)
            if i + 1 < 4 { #expect(answer == nil, "\(name) answered after \(i + 1) samples") }
            if i + 1 == 4 { #expect(answer != nil, "\(name) did not answer after its 4 stable updates") }
            if i >= 40, let answer {
                filteredSquares += pow(answer.location.distance(to: truth(answer.time)), 2)
                rawSquares += pow(measured.distance(to: truth(t)), 2)
                counted += 1
            }
        }
        #expect(counted >= 180)
        let filtered = (filteredSquares / Double(counted)).squareRoot(), raw = (rawSquares / Double(counted)).squareRoot()
        #expect(filtered < raw, "\(name): RMS error \(filtered) pt against the samples' own \(raw) pt")
    }
}
