import InkModel
import InkPredict
import Testing

@Suite("kalman-adaptive step=steady (de-jittered report period)")
struct SteadyStepTests {
    private let horizons = [0.004, 0.008, 0.012, 0.016, 0.020]

    private static func path(_ t: Double) -> Point {
        Point(x: 100 + 300 * t + 0.5 * 900 * t * t, y: 50 - 120 * t + 0.5 * 400 * t * t)
    }

    private static func line(_ t: Double) -> Point {
        Point(x: 100 + 300 * t, y: 50 - 120 * t)
    }

    private func adaptive(_ step: AdaptiveKalmanPredictor.Step) -> AdaptiveKalmanPredictor {
        AdaptiveKalmanPredictor(settings: .init(step: step))
    }

    @Test("a trace stamped at a steady rate gives exactly the measured step's predictions")
    func steadyRateIsMeasured() {
        // 256 Hz: every stamp and interval is exact in binary, so the de-jittered period and
        // times are the stamps' own, to the bit.
        var steady = adaptive(.steady)
        var measured = adaptive(.measured)
        for index in 0..<60 {
            let t = 1 + Double(index) / 256
            steady.add(PredictorSample(time: t, location: Self.path(t)))
            measured.add(PredictorSample(time: t, location: Self.path(t)))
            for horizon in horizons {
                #expect(steady.predict(at: t + horizon) == measured.predict(at: t + horizon))
            }
        }
    }

    @Test("kalman-ca with interval=steady on a steady-rate trace gives exactly the filtered interval's predictions")
    func constantAccelerationSteadyRate() throws {
        var steady = try PredictorCatalog.builtIn.make(parsing: "kalman-ca:interval=steady")
        var filtered = try PredictorCatalog.builtIn.make(parsing: "kalman-ca")
        for index in 0..<60 {
            let t = 1 + Double(index) / 256
            steady.add(PredictorSample(time: t, location: Self.path(t)))
            filtered.add(PredictorSample(time: t, location: Self.path(t)))
            for horizon in horizons {
                #expect(steady.predict(at: t + horizon) == filtered.predict(at: t + horizon))
            }
        }
    }

    @Test("a lost report is a measured step, not jitter")
    func lostReportFallsBack() {
        var steady = adaptive(.steady)
        var measured = adaptive(.measured)
        var t = 1.0
        for index in 0..<60 {
            t += index == 30 ? 2.0 / 256 : 1.0 / 256
            steady.add(PredictorSample(time: t, location: Self.path(t)))
            measured.add(PredictorSample(time: t, location: Self.path(t)))
            for horizon in horizons {
                #expect(steady.predict(at: t + horizon) == measured.predict(at: t + horizon))
            }
        }
    }

    @Test("a constant-velocity line stamped 4, 4, 4, 8 ms apart (a 5 ms report rate) is predicted exactly")
    func jitteredLineIsExact() throws {
        // Reports every 5 ms, stamped 0, 4, 8, 12, 20, … ms: 1.5 ms early on average, so the pen
        // was at stamp + 1.5 ms of the line's clock less the stamp's own offset from that mean.
        let early = [0.0, 0.001, 0.002, 0.003]
        var steady = adaptive(.steady)
        var measured = adaptive(.measured)
        var stamp = 0.0
        for index in 0..<240 {
            let report = 0.005 * Double(index) - 0.0015
            stamp = report + 0.0015 - early[index % 4]
            steady.add(PredictorSample(time: stamp, location: Self.line(report)))
            measured.add(PredictorSample(time: stamp, location: Self.line(report)))
        }
        var measuredWorst = 0.0
        for horizon in horizons {
            let target = stamp + horizon
            let predicted = try #require(steady.predict(at: target))
            #expect(predicted.location.distance(to: Self.line(target)) < 1e-6)
            #expect(abs(predicted.time - target) < 1e-9)
            let trusting = try #require(measured.predict(at: target))
            measuredWorst = max(measuredWorst, trusting.location.distance(to: Self.line(target)))
        }
        #expect(measuredWorst > 0.1)
    }

    @Test("kalman-blend takes a part's parameters, ';' between them")
    func blendPartParameters() throws {
        let blend = PathSamples.fed(
            try PredictorCatalog.builtIn.make(parsing: "kalman-blend:near=kalman-adaptive:step=steady;steady-window=4,far-weight=0"),
            PathSamples.constantAcceleration
        )
        let near = PathSamples.fed(try PredictorCatalog.builtIn.make(parsing: "kalman-adaptive:step=steady,steady-window=4"), PathSamples.constantAcceleration)
        let newest = try #require(PathSamples.times.last)
        for horizon in horizons {
            #expect(blend.predict(at: newest + horizon) == near.predict(at: newest + horizon))
        }
        let spec = "kalman-blend:near=kalman-adaptive:step=sometimes"
        #expect(throws: ComponentSpecError(role: "predictor", spec: spec, message: "near=kalman-adaptive:step=sometimes: step=sometimes must be mean, measured, auto or steady")) {
            try PredictorCatalog.builtIn.make(parsing: spec)
        }
        #expect(throws: ComponentSpecError.self) { try PredictorCatalog.builtIn.make(parsing: "kalman-blend:near=kalman-adaptive:step") }
    }
}
