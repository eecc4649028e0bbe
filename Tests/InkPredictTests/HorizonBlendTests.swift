import InkModel
import InkPredict
import Testing

@Suite("kalman-blend")
struct HorizonBlendTests {
    private let horizons = [0.004, 0.008, 0.012, 0.016, 0.020, 0.024]

    @Test("the far share ramps from blend-from to blend-to")
    func farShare() {
        let blend = HorizonBlendPredictor(settings: .init(farWeight: 0.6, blendFrom: 0.008, blendTo: 0.016))
        #expect(blend.farShare(horizon: 0.004) == 0)
        #expect(blend.farShare(horizon: 0.008) == 0)
        #expect(abs(blend.farShare(horizon: 0.012) - 0.3) < 1e-12)
        #expect(blend.farShare(horizon: 0.016) == 0.6)
        #expect(blend.farShare(horizon: 0.030) == 0.6)
        let step = HorizonBlendPredictor(settings: .init(farWeight: 0.5, blendFrom: 0.010, blendTo: 0.004))
        #expect(step.farShare(horizon: 0.009) == 0)
        #expect(step.farShare(horizon: 0.010) == 0.5)
    }

    @Test("each answer is near + share × (far − near), location and reached time")
    func blendsTheTwoAnswers() throws {
        let settings = HorizonBlendPredictor.Settings(farWeight: 0.75, blendFrom: 0.004, blendTo: 0.020)
        let blend = PathSamples.fed(HorizonBlendPredictor(settings: settings, near: AdaptiveKalmanPredictor(), far: AndroidxKalmanPredictor()), PathSamples.constantAcceleration)
        let near = PathSamples.fed(AdaptiveKalmanPredictor(), PathSamples.constantAcceleration)
        let far = PathSamples.fed(AndroidxKalmanPredictor(), PathSamples.constantAcceleration)
        let newest = try #require(PathSamples.times.last)
        for horizon in horizons {
            let share = 0.75 * min(1, max(0, (horizon - 0.004) / 0.016))
            let answer = try #require(blend.predict(at: newest + horizon))
            let a = try #require(near.predict(at: newest + horizon))
            let b = try #require(far.predict(at: newest + horizon))
            #expect(answer.location.distance(to: a.location + (b.location - a.location) * share) < 1e-9)
            #expect(abs(answer.time - (a.time + (b.time - a.time) * share)) < 1e-12)
            #expect(answer.time <= newest + horizon + 1e-12)
        }
    }

    @Test("with no far weight it answers exactly as its near part, chromium-kalman")
    func nearAlone() throws {
        let blend = PathSamples.fed(try PredictorCatalog.builtIn.make(parsing: "kalman-blend:far-weight=0"), PathSamples.constantVelocity)
        let near = PathSamples.fed(ChromiumKalmanPredictor(), PathSamples.constantVelocity)
        let newest = try #require(PathSamples.times.last)
        for horizon in horizons {
            #expect(blend.predict(at: newest + horizon) == near.predict(at: newest + horizon))
        }
    }

    @Test("the shipped blend: chromium-kalman up to 4 ms, androidx-kalman's share rising to half at 16 ms")
    func shipped() throws {
        let blend = PathSamples.fed(try PredictorCatalog.builtIn.make(name: "kalman-blend"), PathSamples.constantAcceleration)
        let near = PathSamples.fed(ChromiumKalmanPredictor(), PathSamples.constantAcceleration)
        let far = PathSamples.fed(AndroidxKalmanPredictor(), PathSamples.constantAcceleration)
        let newest = try #require(PathSamples.times.last)
        for horizon in horizons {
            let share = 0.5 * min(1, max(0, (horizon - 0.004) / 0.012))
            let answer = try #require(blend.predict(at: newest + horizon))
            let a = try #require(near.predict(at: newest + horizon))
            let b = try #require(far.predict(at: newest + horizon))
            #expect(answer.location.distance(to: a.location + (b.location - a.location) * share) < 1e-9)
        }
    }

    @Test("the catalog builds the named parts with the blend's limits")
    func catalogParts() throws {
        let blend = try PredictorCatalog.builtIn.make(parsing: "kalman-blend:near=chromium-kalman,far=kalman-adaptive,horizon-cap=16")
        #expect(blend.name == "kalman-blend")
        #expect(blend.limits.horizonCap == 0.016)
        let fed = PathSamples.fed(blend, PathSamples.constantVelocity)
        let newest = try #require(PathSamples.times.last)
        let point = try #require(fed.predict(at: newest + 0.030))
        #expect(point.time <= newest + 0.016 + 1e-12)
    }

    @Test("bad blends fail with one line", arguments: [
        ("kalman-blend:near=recorded", "near=recorded cannot be used inside kalman-blend"), ("kalman-blend:far=kalman-blend", "far=kalman-blend cannot be used inside kalman-blend"),
        ("kalman-blend:far-weight=2", "far-weight=2 must lie in 0…1"),
        ("kalman-blend:near=nothing", "unknown predictor"),
    ])
    func badBlends(text: String, message: String) {
        do {
            _ = try PredictorCatalog.builtIn.make(parsing: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains(message))
        }
    }
}
