import InkModel
import InkPredict
import Testing

@Suite("Horizon caps, abstention and reset on gaps")
struct LimitsTests {
    @Test("a target beyond the horizon cap is shortened to the cap, on the path")
    func horizonCap() throws {
        let predictor = PathSamples.fed(try PredictorCatalog.builtIn.make(parsing: "linear:horizon-cap=10"), PathSamples.constantVelocity)
        let newest = try #require(PathSamples.times.last)
        let predicted = try #require(predictor.predict(at: newest + 0.030))
        #expect(abs(predicted.time - (newest + 0.010)) < 1e-12)
        #expect(predicted.location.distance(to: PathSamples.constantVelocity(newest + 0.010)) < 1e-9)
        let defaultCap = try #require(PathSamples.fed(LinearPredictor(order: 1), PathSamples.constantVelocity).predict(at: newest + 0.1))
        #expect(abs(defaultCap.time - (newest + 0.025)) < 1e-12)
    }

    @Test("resample extrapolates at most min(8 ms, half the newest interval)")
    func resampleReach() throws {
        let times = [0.0, 0.004, 0.010]
        let predictor = PathSamples.fed(ResamplingPredictor(), PathSamples.constantVelocity, times: times)
        let predicted = try #require(predictor.predict(at: 0.030))
        #expect(abs(predicted.time - 0.013) < 1e-12)
        #expect(predicted.location.distance(to: PathSamples.constantVelocity(0.013)) < 1e-9)
        let wide = PathSamples.fed(ResamplingPredictor(), PathSamples.constantVelocity, times: [0, 0.019])
        #expect(abs(try #require(wide.predict(at: 0.05)).time - 0.027) < 1e-12)
    }

    @Test("predictors abstain until they have enough samples", arguments: [("linear", 2), ("linear2", 3), ("quadratic", 6), ("quadratic:points=3", 3), ("kalman-ca", 4), ("kalman-jerk", 4), ("resample", 2), ("none", 1)])
    func abstention(name: String, needed: Int) throws {
        var predictor = try PredictorCatalog.builtIn.make(parsing: name)
        for (index, t) in PathSamples.times.prefix(needed).enumerated() {
            #expect(predictor.predict(at: t + 0.008) == nil || index > 0, "\(name) answered with no samples")
            predictor.add(PredictorSample(time: t, location: PathSamples.constantVelocity(t)))
            let answered = predictor.predict(at: t + 0.008) != nil
            #expect(answered == (index + 1 >= needed), "\(name) after \(index + 1) samples")
        }
    }

    @Test("a gap longer than the reset gap starts the predictor over; a shorter one does not", arguments: ["linear", "linear2", "kalman-ca", "kalman-jerk", "resample", "one-euro"])
    func resetOnGap(name: String) throws {
        let before = PathSamples.fed(try PredictorCatalog.builtIn.make(name: name), PathSamples.constantVelocity)
        let newest = try #require(PathSamples.times.last)
        var afterGap = before
        afterGap.add(PredictorSample(time: newest + 0.021, location: PathSamples.constantVelocity(newest + 0.021)))
        #expect(afterGap.predict(at: newest + 0.03) == nil, "\(name) kept its history over a 21 ms gap")
        var tolerant = PathSamples.fed(try PredictorCatalog.builtIn.make(parsing: "\(name):reset-gap=30"), PathSamples.constantVelocity)
        tolerant.add(PredictorSample(time: newest + 0.021, location: PathSamples.constantVelocity(newest + 0.021)))
        #expect(tolerant.predict(at: newest + 0.03) != nil, "\(name) reset on a gap within its 30 ms reset gap")
    }

    @Test("kalman-jerk shortens its prediction by its confidence")
    func confidenceShortens() throws {
        var predictor = try PredictorCatalog.builtIn.make(name: "kalman-jerk")
        for i in 0..<6 {
            let t = Double(i) / 240
            predictor.add(PredictorSample(time: t, location: PathSamples.constantVelocity(t)))
        }
        let predicted = try #require(predictor.predict(at: 5.0 / 240 + 0.020))
        #expect(predicted.time < 5.0 / 240 + 0.020 - 1e-6)
        #expect(predicted.time > 5.0 / 240)
    }

    @Test("the recorded predictor returns the platform's predictions at their own times, and abstains without them")
    func recordedPredictions() throws {
        var predictor = try PredictorCatalog.builtIn.make(name: "recorded")
        predictor.add(PredictorSample(time: 1.0, location: Point(x: 0, y: 0)))
        #expect(predictor.predict(at: 1.004) == nil)
        let platform = [PredictorSample(time: 1.004, location: Point(x: 4, y: 0), force: 0.5), PredictorSample(time: 1.008, location: Point(x: 8, y: 2))]
        predictor.observePlatformPredictions(platform[...])
        #expect(predictor.predict(at: 1.004) == PredictedPoint(time: 1.004, location: Point(x: 4, y: 0), force: 0.5))
        let between = try #require(predictor.predict(at: 1.006))
        #expect(between.location.distance(to: Point(x: 6, y: 1)) < 1e-9)
        #expect(try #require(predictor.predict(at: 1.02)).time == 1.008)
        predictor.add(PredictorSample(time: 1.004, location: Point(x: 4, y: 0)))
        #expect(predictor.predict(at: 1.008) == nil)
    }
}
