import Foundation
import InkModel
import InkPredict
import Testing

/// `stroke-modeler-kalman` against google/ink-stroke-modeler's own test cases
/// (`ink_stroke_modeler/internal/prediction/kalman_predictor_test.cc`: `TypicalCase` with the
/// parameters the file calls its defaults, `AlternateParams` with a 25 ms interval at 200 points
/// per second, `EmptyPrediction`, `Reset`). Their inputs become a trace (centimetres converted
/// to points), fed to our predictor; their expected estimates and predicted points are the
/// library's printed numbers, matched within the tolerances the library's tests use (relative
/// 10⁻⁴ for the estimate; 10⁻⁴ for positions, velocities and times of the points, where the
/// library compares single-precision numbers; accelerations, hundreds to thousands of cm/s²,
/// within 10⁻⁴ relative).
@Suite("stroke-modeler-kalman reproduces ink-stroke-modeler's tests")
struct StrokeModelerReferenceTests {
    /// One expected point: position (cm), velocity (cm/s), acceleration (cm/s²), time (s).
    struct Expected {
        var position: (Double, Double)
        var velocity: (Double, Double)
        var acceleration: (Double, Double)
        var time: Double
    }

    /// A predictor of `spec` fed the (x cm, y cm, t s) inputs.
    static func fed(_ spec: String, _ inputs: [(Double, Double, Double)]) throws -> StrokeModelerKalmanPredictor {
        var predictor = try #require(try PredictorCatalog.make(parsing: spec) as? StrokeModelerKalmanPredictor)
        for (x, y, t) in inputs {
            predictor.add(PredictorSample(time: t, location: Point(x: x, y: y) / StrokeModelerKalmanPredictor.centimetresPerPoint))
        }
        return predictor
    }

    static func relativelyNear(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool {
        a == 0 || b == 0 ? abs(a - b) < tolerance : abs(a / b - 1) < tolerance
    }

    static func checkEstimate(_ predictor: StrokeModelerKalmanPredictor, _ expected: [Double]) throws {
        let state = try #require(predictor.estimate())
        let actual = [
            state.position.x, state.position.y, state.velocity.x, state.velocity.y,
            state.acceleration.x, state.acceleration.y, state.jerk.x, state.jerk.y,
        ]
        for (a, e) in zip(actual, expected) { #expect(relativelyNear(a, e), "estimate \(actual) against \(expected)") }
    }

    static func checkPath(_ predictor: StrokeModelerKalmanPredictor, from tip: StrokeModelerTip, _ expected: [Expected]) {
        let path = predictor.path(from: tip)
        #expect(path.count == expected.count)
        for (point, want) in zip(path, expected) {
            #expect(abs(point.position.x - want.position.0) < 1e-4 && abs(point.position.y - want.position.1) < 1e-4, "\(point) against \(want)")
            #expect(abs(point.velocity.x - want.velocity.0) < 1e-4 && abs(point.velocity.y - want.velocity.1) < 1e-4, "\(point) against \(want)")
            #expect(relativelyNear(point.acceleration.x, want.acceleration.0) && relativelyNear(point.acceleration.y, want.acceleration.1), "\(point) against \(want)")
            #expect(abs(point.time - want.time) < 1e-4)
        }
    }

    static func tip(_ x: Double, _ y: Double, _ vx: Double, _ vy: Double, _ t: Double) -> StrokeModelerTip {
        StrokeModelerTip(position: Point(x: x, y: y), velocity: Point(x: vx, y: vy), time: t)
    }

    @Test("EmptyPrediction: no estimate and nothing shown from one input")
    func emptyPrediction() throws {
        let one = try Self.fed("stroke-modeler-kalman", [(1, 3, 4)])
        #expect(one.estimate() == nil)
        #expect(one.path(from: Self.tip(1, 3, 0, 0, 3.1)).isEmpty)
        #expect(try Self.fed("stroke-modeler-kalman", []).path(from: Self.tip(4, 3, 2, -4, 3)).isEmpty)
    }

    @Test("TypicalCase: the estimates and predicted points after 4 and 5 inputs")
    func typicalCase() throws {
        let inputs = [(0.0, 0.0, 0.0), (0.1, 0, 0.01), (0.2, 0, 0.02)]
        let early = try Self.fed("stroke-modeler-kalman", inputs)
        #expect(early.estimate() == nil)
        #expect(early.path(from: Self.tip(4, 3, 2, -4, 3)).isEmpty)
        #expect(early.predict(at: 0.03) == nil)

        let four = try Self.fed("stroke-modeler-kalman", inputs + [(0.3, 0, 0.03)])
        try Self.checkEstimate(four, [0.30078, 0, 13.584, 0, -66.806, 0, -3382.8, 0])
        Self.checkPath(four, from: Self.tip(0.2, 0, 10, 0, 0.03), [
            Expected(position: (0.2454, 0), velocity: (7.7094, 0), acceleration: (322.5341, 0), time: 0.0356),
            Expected(position: (0.3008, 0), velocity: (13.5837, 0), acceleration: (1792.2293, 0), time: 0.0411),
            Expected(position: (0.3751, 0), velocity: (13.1604, 0), acceleration: (-85.5994, 0), time: 0.0467),
        ])

        let five = try Self.fed("stroke-modeler-kalman", inputs + [(0.3, 0, 0.03), (0.5, 0.1, 0.04)])
        try Self.checkEstimate(five, [0.49705, 0.097146, 28.217, 16.732, 671.91, 813.82, 4454.3, 6998.2])
        Self.checkPath(five, from: Self.tip(0.3, 0, 10, 0, 0.04), [
            Expected(position: (0.3732, 0.0253), velocity: (17.047, 8.9317), acceleration: (1639.5513, 1505.8695), time: 0.0456),
            Expected(position: (0.497, 0.0971), velocity: (28.2172, 16.7319), acceleration: (2381.7412, 1302.1912), time: 0.0511),
            Expected(position: (0.6643, 0.2029), velocity: (32.0188, 21.3611), acceleration: (696.6608, 852.6960), time: 0.0567),
        ])
    }

    @Test("AlternateParams: a 25 ms interval at 200 points per second")
    func alternateParams() throws {
        let spec = "stroke-modeler-kalman:prediction-interval=25,output-rate=200,reset-gap=1000"
        // The inputs are 20 ms apart: our default reset gap (20 ms) would start over.
        let inputs = [(2.0, 5.0, 1.0), (2.2, 4.9, 1.02), (2.3, 4.7, 1.04), (2.3, 4.4, 1.06)]
        let four = try Self.fed(spec, inputs)
        try Self.checkEstimate(four, [2.3016, 4.3992, -3.9981, -24.374, -338.22, -288.12, -1852.9, -584.31])
        Self.checkPath(four, from: Self.tip(2.25, 4.75, 1, -20, 1.06), [
            Expected(position: (2.27, 4.6417), velocity: (5.917, -23.0547), acceleration: (325.0957, -451.2554), time: 1.065),
            Expected(position: (2.2982, 4.5221), velocity: (4.251, -24.5126), acceleration: (-991.5108, -131.8937), time: 1.07),
            Expected(position: (2.3016, 4.3992), velocity: (-3.9981, -24.3736), acceleration: (-2308.1169, 187.4680), time: 1.075),
            Expected(position: (2.2773, 4.2738), velocity: (-5.7123, -25.8215), acceleration: (-347.4863, -291.0376), time: 1.08),
        ])

        let five = try Self.fed(spec, inputs + [(2.2, 4.2, 1.08)])
        try Self.checkEstimate(five, [2.1987, 4.1933, -11.457, -11.953, -328.01, 185.32, -1133.8, 1569.8])
        Self.checkPath(five, from: Self.tip(2.25, 4.5, -1, -20, 1.08), [
            Expected(position: (2.2499, 4.407), velocity: (0.5082, -17.2661), acceleration: (26.8056, 498.6296), time: 1.085),
            Expected(position: (2.2505, 4.3265), velocity: (-0.7319, -15.0137), acceleration: (-522.8471, 402.3434), time: 1.09),
            Expected(position: (2.238, 4.2561), velocity: (-4.7203, -13.2427), acceleration: (-1072.4998, 306.0573), time: 1.095),
            Expected(position: (2.1987, 4.1933), velocity: (-11.4569, -11.9531), acceleration: (-1622.1525, 209.7711), time: 1.1),
            Expected(position: (2.1373, 4.1359), velocity: (-13.1112, -11.0068), acceleration: (-333.6810, 193.1709), time: 1.105),
        ])
    }

    @Test("Reset: no prediction from 3 inputs, one from the 4th; reset forgets")
    func resetCase() throws {
        let spec = "stroke-modeler-kalman:reset-gap=1000"
        var predictor = try Self.fed(spec, [(4, -4, 6), (-6, 9, 6.03), (10, 5, 6.06)])
        #expect(predictor.estimate() == nil)
        predictor.add(PredictorSample(time: 6.09, location: Point(x: 2, y: 4) / StrokeModelerKalmanPredictor.centimetresPerPoint))
        #expect(!predictor.path(from: Self.tip(1, 1, 6, -3, 6.06)).isEmpty)
        predictor.reset()
        #expect(predictor.estimate() == nil)
        #expect(predictor.path(from: Self.tip(1, 1, 6, -3, 6.09)).isEmpty)
    }

    @Test("with raw samples the tip is the newest sample, and a target is read on the library's path")
    func predictionReadsThePath() throws {
        let inputs = (0..<30).map { (i: Int) -> (Double, Double, Double) in
            let t = Double(i) * 0.004
            return (1 + 8 * t + 20 * t * t, 2 - 3 * t, t)
        }
        let predictor = try Self.fed("stroke-modeler-kalman", inputs)
        let newest = try #require(inputs.last)
        let tip = StrokeModelerTip(
            position: Point(x: newest.0, y: newest.1),
            velocity: Point(x: (newest.0 - inputs[28].0) / 0.004, y: (newest.1 - inputs[28].1) / 0.004), time: newest.2
        )
        let path = predictor.path(from: tip)
        let points = [tip] + path
        let step = 1.0 / 180
        #expect(path.count >= 2)
        for m in 1..<points.count where (Double(m) - 0.5) * step < 0.025 {
            let target = newest.2 + (Double(m) - 0.5) * step
            let expected = points[m - 1].position.interpolated(to: points[m].position, by: 0.5)
            let predicted = try #require(predictor.predict(at: target))
            #expect(abs(predicted.time - target) < 1e-12)
            #expect((predicted.location * StrokeModelerKalmanPredictor.centimetresPerPoint).distance(to: expected) < 1e-9)
        }
        let last = try #require(path.last)
        let beyond = try #require(predictor.predict(at: last.time + 0.001))
        #expect(abs(beyond.time - last.time) < 1e-12)
    }
}
