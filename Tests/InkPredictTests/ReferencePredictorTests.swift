import Foundation
import InkModel
import InkPredict
import Testing

@Suite("Reference predictors (Chromium, ink-stroke-modeler) and kalman-adaptive")
struct ReferencePredictorTests {
    /// 240 Hz samples along `path`, `count` of them from t = 0.
    static func evenTimes(_ count: Int, interval: Double = 0.004) -> [Double] {
        (0..<count).map { Double($0) * interval }
    }

    @Test("the force-noise filter starts at the first measurement and follows a ramp's slope")
    func filterFollowsRamp() {
        var filter = ForceNoiseKalmanAxis(order: 2, processNoise: 0.01, measurementNoise: 1)
        filter.update(measuring: 5, step: 4)
        #expect(filter.state == [5, 0, 0])
        for index in 1..<200 { filter.update(measuring: 5 + 2 * Double(index), step: 4) }
        #expect(abs(filter.state[0] - (5 + 2 * 199)) < 1e-3)
        #expect(abs(filter.state[1] - 0.5) < 1e-4, "2 per 4 ms step = 0.5 per ms")
        #expect(abs(filter.state[2]) < 1e-5)
    }

    @Test("chromium-kalman abstains until its 4th sample, then extrapolates a straight line from the newest sample")
    func chromiumOnStraightLine() throws {
        let times = Self.evenTimes(40)
        let early = PathSamples.fed(try PredictorCatalog.make(name: "chromium-kalman"), PathSamples.constantVelocity, times: Array(times.prefix(3)))
        #expect(early.predict(at: 0.02) == nil)
        let predictor = PathSamples.fed(try PredictorCatalog.make(name: "chromium-kalman"), PathSamples.constantVelocity, times: times)
        let newest = try #require(times.last)
        let predicted = try #require(predictor.predict(at: newest + 0.008))
        #expect(predicted.time == newest + 0.008)
        #expect(predicted.location.distance(to: PathSamples.constantVelocity(newest + 0.008)) < 0.05)
    }

    @Test("chromium-kalman's direction cut-off abstains where the pen is stopping; without it, it predicts")
    func chromiumDirectionCutoff() throws {
        let times = Self.evenTimes(8, interval: 0.008)
        let stopping = { (t: Double) in Point(x: 2 * pow(1000 * (0.064 - t) / 8, 2), y: pow(1000 * (0.064 - t) / 8, 2)) }
        let newest = try #require(times.last)
        let cut = PathSamples.fed(try PredictorCatalog.make(name: "chromium-kalman"), stopping, times: times)
        #expect(cut.predict(at: newest + 0.016) == nil)
        let uncut = PathSamples.fed(try PredictorCatalog.make(parsing: "chromium-kalman:direction-cutoff=off"), stopping, times: times)
        #expect(uncut.predict(at: newest + 0.016) != nil)
    }

    @Test("stroke-modeler-kalman reaches the estimate one output step of 1/180 s after the newest sample, then at most 3 more")
    func strokeModelerLength() throws {
        let fast = { (t: Double) in Point(x: 100 + 1500 * t, y: 200 + 800 * t) }
        let times = Self.evenTimes(40)
        let newest = try #require(times.last)
        let predictor = PathSamples.fed(try PredictorCatalog.make(name: "stroke-modeler-kalman"), fast, times: times)
        let far = try #require(predictor.predict(at: newest + 0.025))
        #expect(abs(far.time - (newest + 4.0 / 180)) < 1e-9)
        let near = try #require(predictor.predict(at: newest + 0.004))
        #expect(abs(near.time - (newest + 0.004)) < 1e-12)
        #expect(near.location.distance(to: fast(newest)) < 0.5, "the connector spends its step reaching the estimate of the newest sample")
    }

    @Test("stroke-modeler-kalman shows its estimate, not an extrapolation, while the pen is slow")
    func strokeModelerSlow() throws {
        let slow = { (t: Double) in Point(x: 100 + 10 * t, y: 200) }
        let times = Self.evenTimes(40)
        let newest = try #require(times.last)
        let predictor = PathSamples.fed(try PredictorCatalog.make(name: "stroke-modeler-kalman"), slow, times: times)
        let predicted = try #require(predictor.predict(at: newest + 0.016))
        #expect(abs(predicted.time - (newest + 1.0 / 180)) < 1e-9)
        #expect(predicted.location.distance(to: slow(newest)) < 0.05)
    }

    @Test("androidx-kalman: nothing before the 4th sample, a straight line in report-interval samples, a stop where the force would lift")
    func androidxBehaviour() throws {
        let times = Self.evenTimes(40)
        let newest = try #require(times.last)
        let early = PathSamples.fed(try PredictorCatalog.make(name: "androidx-kalman"), PathSamples.constantVelocity, times: Array(times.prefix(3)))
        #expect(early.predict(at: 0.02) == nil)
        let line = PathSamples.fed(try PredictorCatalog.make(name: "androidx-kalman"), PathSamples.constantVelocity, times: times)
        let predicted = try #require(line.predict(at: newest + 0.010))
        #expect(abs(predicted.time - (newest + 0.010)) < 1e-9)
        #expect(predicted.location.distance(to: PathSamples.constantVelocity(newest + 0.010)) < 0.2)
        var lifting = try PredictorCatalog.make(parsing: "androidx-kalman:lift=on")
        for (index, time) in times.enumerated() {
            lifting.add(PredictorSample(time: time, location: PathSamples.constantVelocity(time), force: max(0.05, 1 - 0.03 * Double(index))))
        }
        let stopped = try #require(lifting.predict(at: newest + 0.020))
        #expect(stopped.time < newest + 0.020)
    }

    @Test("kalman-adaptive extrapolates a smooth straight line nearly in full (within 1% of the horizon)")
    func adaptiveOnStraightLine() throws {
        let times = Self.evenTimes(40)
        let newest = try #require(times.last)
        let predictor = PathSamples.fed(try PredictorCatalog.make(name: "kalman-adaptive"), PathSamples.constantVelocity, times: times)
        let predicted = try #require(predictor.predict(at: newest + 0.016))
        #expect(abs(predicted.time - (newest + 0.016)) < 0.00016)
        #expect(predicted.location.distance(to: PathSamples.constantVelocity(newest + 0.016)) < 0.1)
    }

    @Test("kalman-adaptive shortens its horizon after erratic samples, and not with erratic-damping=0")
    func adaptiveShortensWhenErratic() throws {
        let zigzag = { (t: Double) in
            let index = (t / 0.004).rounded()
            return Point(x: 100 + 300 * t, y: 50 + (Int(index) % 2 == 0 ? 0 : 2.5))
        }
        let times = Self.evenTimes(40)
        let newest = try #require(times.last)
        let damped = PathSamples.fed(try PredictorCatalog.make(name: "kalman-adaptive"), zigzag, times: times)
        let plain = PathSamples.fed(try PredictorCatalog.make(parsing: "kalman-adaptive:erratic-damping=0"), zigzag, times: times)
        let shortened = try #require(damped.predict(at: newest + 0.016))
        let full = try #require(plain.predict(at: newest + 0.016))
        #expect(shortened.time < newest + 0.012)
        #expect(abs(full.time - (newest + 0.016)) < 1e-6)
    }

    /// 40 sample times, seconds, alternating two intervals: offset, then period − offset.
    static func alternating(period: Double, offset: Double) -> [Double] {
        (0..<40).map { (index: Int) -> Double in
            let pair = Double(index / 2) * period
            return index % 2 == 0 ? pair : pair + offset
        }
    }

    @Test("kalman-adaptive steps by each interval when timestamps are exact, by the mean while they are whole milliseconds")
    func adaptiveStepChoice() throws {
        let exact = Self.alternating(period: 0.0084, offset: 0.0031)
        let newest = try #require(exact.last)
        let automatic = PathSamples.fed(try PredictorCatalog.make(name: "kalman-adaptive"), PathSamples.constantVelocity, times: exact)
        let mean = PathSamples.fed(try PredictorCatalog.make(parsing: "kalman-adaptive:step=mean"), PathSamples.constantVelocity, times: exact)
        let truth = PathSamples.constantVelocity(newest + 0.012)
        let automaticMiss = try #require(automatic.predict(at: newest + 0.012)).location.distance(to: truth)
        let meanMiss = try #require(mean.predict(at: newest + 0.012)).location.distance(to: truth)
        #expect(automaticMiss < 0.2)
        #expect(meanMiss > 1)
        let whole = Self.alternating(period: 0.009, offset: 0.004)
        let quantised = PathSamples.fed(try PredictorCatalog.make(name: "kalman-adaptive"), PathSamples.constantVelocity, times: whole)
        let quantisedMean = PathSamples.fed(try PredictorCatalog.make(parsing: "kalman-adaptive:step=mean"), PathSamples.constantVelocity, times: whole)
        let last = try #require(whole.last)
        #expect(quantised.predict(at: last + 0.012) == quantisedMean.predict(at: last + 0.012))
        #expect(throws: PredictorSpecError.self) { try PredictorCatalog.make(parsing: "kalman-adaptive:step=sometimes") }
    }

    @Test("kalman-adaptive refuses an unknown reversal word")
    func adaptiveReversalWord() {
        #expect(throws: PredictorSpecError.self) { try PredictorCatalog.make(parsing: "kalman-adaptive:reversal=maybe") }
    }
}
