import Foundation
import InkModel
import InkPredict
import Testing

/// `chromium-kalman` against Chromium's own tests (`ui/base/prediction/kalman_predictor_unittest.cc`
/// with `input_predictor_unittest_helpers.cc`): their inputs (pixels, milliseconds) fed to our
/// predictor, their expected values matched within their tolerances (0.001 for the filter's
/// state, 0.1 px for predictions). `kNone` is `heuristics=off,direction-cutoff=off`.
@Suite("chromium-kalman reproduces Chromium's kalman_predictor tests")
struct ChromiumReferenceTests {
    static let plain = "chromium-kalman:heuristics=off,direction-cutoff=off"

    static func sample(_ x: Double, _ y: Double, ms: Double) -> PredictorSample {
        PredictorSample(time: ms / 1000, location: Point(x: x, y: y))
    }

    /// `ValidatePredictor`: before each input, once the predictor predicts, its prediction for the
    /// input's time lies within 0.1 px of it. Returns how many predictions were checked.
    @discardableResult
    static func validate(_ spec: String, _ xs: [Double], _ ys: [Double], _ ms: [Double], predictor start: (any TouchPredictor)? = nil) throws -> Int {
        var predictor = try start ?? PredictorCatalog.make(parsing: spec)
        var checked = 0
        for index in ms.indices {
            if let predicted = predictor.predict(at: ms[index] / 1000) {
                #expect(abs(predicted.location.x - xs[index]) < 0.1 && abs(predicted.location.y - ys[index]) < 0.1, "at \(ms[index]) ms: \(predicted.location)")
                checked += 1
            }
            predictor.add(sample(xs[index], ys[index], ms: ms[index]))
        }
        return checked
    }

    @Test("KalmanFilterPredictedValue: the filter's state after each input, 8 ms steps")
    func filterValues() {
        let cases: [(observations: [Double], position: [Double], velocity: [Double], acceleration: [Double])] = [
            ([1, 2, 3, 4, 5, 6], [0.999, 2.007, 3.001, 3.999, 5.000, 6.000], [0.242, 0.130, 0.122, 0.124, 0.125, 0.125], [0.029, 0, 0, 0, 0, 0]),
            ([1, 2, 4, 8, 16, 32], [0.999, 2.007, 3.976, 7.970, 15.950, 31.896], [0.242, 0.130, 0.298, 0.623, 1.240, 2.475], [0.029, 0, 0.015, 0.034, 0.065, 0.130]),
        ]
        for data in cases {
            var filter = ForceNoiseKalmanAxis(order: 2, processNoise: ChromiumKalmanPredictor.processNoise, measurementNoise: ChromiumKalmanPredictor.measurementNoise)
            filter.update(measuring: 0, step: 8)
            for index in data.observations.indices {
                filter.update(measuring: data.observations[index], step: 8)
                #expect(abs(filter.state[0] - data.position[index]) < 0.001)
                #expect(abs(filter.state[1] - data.velocity[index]) < 0.001)
                #expect(abs(filter.state[2] - data.acceleration[index]) < 0.001)
            }
        }
    }

    @Test("ShouldHasPrediction: a prediction from the 4th input; none after a reset")
    func predictsFromTheFourth() throws {
        var predictor = try PredictorCatalog.make(parsing: Self.plain)
        for index in 0..<4 {
            #expect(predictor.predict(at: Double(8 * index) / 1000) == nil)
            predictor.add(Self.sample(1, 1, ms: Double(8 * index)))
        }
        #expect(predictor.predict(at: 0.032) != nil)
        predictor.reset()
        #expect(predictor.predict(at: 0.032) == nil)
    }

    @Test("PredictConstantValue, PredictQuadraticValue: each next input predicted within 0.1 px")
    func constantAndQuadratic() throws {
        let times: [Double] = [8, 16, 24, 32, 40, 48]
        #expect(try Self.validate(Self.plain, Array(repeating: 50, count: 6), Array(repeating: -50, count: 6), times) == 2)
        #expect(try Self.validate(
            Self.plain, [0, 2, 8, 18, 32, 50, 72, 98], [10, 11, 14, 19, 26, 35, 46, 59], [8, 16, 24, 32, 40, 48, 56, 64]
        ) == 4)
    }

    @Test("PredictLinearValue: after five stabilizing inputs, a line predicted within 0.1 px, a 12 ms step included")
    func linear() throws {
        var predictor = try PredictorCatalog.make(parsing: Self.plain)
        for (x, y, t) in zip(zip([-40.0, -32, -24, -16, -8], [-10.0, -2, 6, 14, 22]), [-40.0, -32, -24, -16, -8]).map({ ($0.0, $0.1, $1) }) {
            predictor.add(Self.sample(x, y, ms: t))
        }
        #expect(try Self.validate(
            Self.plain, [0, 8, 16, 24, 32, 40, 48, 60], [30, 38, 46, 54, 62, 70, 78, 90], [0, 8, 16, 24, 32, 40, 48, 60], predictor: predictor
        ) == 8)
    }

    @Test("TimeInterval: 7 ms after inputs 7 ms apart")
    func timeInterval() throws {
        var predictor = try #require(try PredictorCatalog.make(parsing: Self.plain) as? ChromiumKalmanPredictor)
        #expect(predictor.filteredInterval == nil)
        for (x, y, t) in [(0.0, 10.0, 7.0), (2, 11, 14), (8, 14, 21), (18, 19, 28)] { predictor.add(Self.sample(x, y, ms: t)) }
        let interval = try #require(predictor.filteredInterval)
        #expect(abs(interval - 7) < 1e-9)
    }

    @Test("HeuristicApproach: on noisy input the turn heuristic is never farther from the next input")
    func heuristicApproach() throws {
        var heuristic = try PredictorCatalog.make(parsing: "chromium-kalman:direction-cutoff=off")
        var plain = try PredictorCatalog.make(parsing: Self.plain)
        for t in [-40.0, -32, -24, -16, -8, 0] {
            heuristic.add(Self.sample(t, t, ms: t))
            plain.add(Self.sample(t, t, ms: t))
        }
        var compared = 0
        for (x, y, t) in [(7.0, 9.0, 8.0), (17, 15, 16), (23, 25, 24), (33, 31, 32), (39, 41, 40), (49, 47, 48), (60, 60, 60)] {
            let point = Point(x: x, y: y)
            if let withHeuristic = heuristic.predict(at: t / 1000), let without = plain.predict(at: t / 1000) {
                #expect(withHeuristic.location.distance(to: point) <= without.location.distance(to: point))
                compared += 1
            }
            heuristic.add(Self.sample(x, y, ms: t))
            plain.add(Self.sample(x, y, ms: t))
        }
        #expect(compared == 7)
    }

    @Test("DirectionalCutOff: no prediction where the motion is about to reverse")
    func directionalCutOff() throws {
        var predictor = try PredictorCatalog.make(parsing: "chromium-kalman:heuristics=off")
        for (x, y, t) in [(98.0, 49.0, 8.0), (72, 36, 16), (50, 25, 24), (32, 16, 32), (18, 9, 40), (8, 4, 48), (2, 1, 56)] {
            predictor.add(Self.sample(x, y, ms: t))
        }
        #expect(predictor.predict(at: 0.072) == nil)
    }
}
