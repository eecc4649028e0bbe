import Foundation
import InkModel
import InkPredict
import Testing

/// `androidx-kalman` against androidx's own tests
/// (`input/input-motionprediction/src/test/kotlin/androidx/input/motionprediction/kalman/
/// SinglePointerPredictorTest.kt`, events from `MotionEventGenerator.kt`: 5 ms apart from
/// (500, 500), pressure 1 unless generated): the balanced strategy and a stylus, as the tests
/// build it.
@Suite("androidx-kalman reproduces androidx's SinglePointerPredictor tests")
struct AndroidxReferenceTests {
    /// Milliseconds between generated events.
    static let rate = 5.0
    static let initialFeed = 20
    static let predictLength = 10

    static func event(_ index: Int, x: (Double) -> Double, y: (Double) -> Double, pressure: ((Double) -> Double)? = nil) -> PredictorSample {
        let t = Double(index) * rate
        return PredictorSample(time: t / 1000, location: Point(x: 500 + x(t), y: 500 + y(t)), force: pressure?(t) ?? 1)
    }

    @Test("simplePrediction: 80 motions, each next event predicted at its time within 0.5 px")
    func simplePrediction() throws {
        let generators: [(Double) -> Double] = [
            { _ in 0 }, { $0 }, { -$0 }, { 2 * $0 },
            { $0 * $0 / 4 }, { -$0 * $0 / 4 }, { $0 * $0 / 2 },
            { $0 + $0 * $0 / 4 }, { -$0 - $0 * $0 / 4 },
        ]
        var checked = 0
        for (xIndex, xGenerator) in generators.enumerated() {
            for (yIndex, yGenerator) in generators.enumerated() where xIndex != 0 || yIndex != 0 {
                var predictor = try PredictorCatalog.make(parsing: "androidx-kalman")
                for index in 0..<Self.initialFeed { predictor.add(Self.event(index, x: xGenerator, y: yGenerator)) }
                for index in Self.initialFeed..<(Self.initialFeed + Self.predictLength) {
                    let next = Self.event(index, x: xGenerator, y: yGenerator)
                    let predicted = try #require(predictor.predict(at: next.time), "motion \(xIndex), \(yIndex)")
                    #expect(abs(predicted.time - next.time) < 1e-12)
                    #expect(abs(predicted.location.x - next.location.x) < 0.5 && abs(predicted.location.y - next.location.y) < 0.5,
                            "motion \(xIndex), \(yIndex) at \(index): \(predicted.location) against \(next.location)")
                    predictor.add(next)
                    checked += 1
                }
            }
        }
        #expect(checked == 800)
    }

    @Test("liftingDoesNotAffectPredictionDistance: a falling pressure never stops the prediction")
    func liftingDoesNotStop() throws {
        // Pressure 1, then (700 − t) / 500 in whole numbers (as the test divides Longs) from 500 ms.
        let pressure = { (t: Double) -> Double in t > 500 ? ((700 - t) / 500).rounded(.towardZero) : 1 }
        var predictor = try PredictorCatalog.make(parsing: "androidx-kalman:horizon-cap=50,reset-gap=1000")
        var lastTime = 0.0
        for index in 0..<2000 {
            let sample = Self.event(index, x: { $0 }, y: { $0 }, pressure: pressure)
            predictor.add(sample)
            let predicted = predictor.predict(at: sample.time + 10 * Self.rate / 1000)
            if index >= Self.initialFeed {
                let point = try #require(predicted)
                #expect(point.time > sample.time)
                #expect(point.time >= lastTime)
                lastTime = point.time
            }
        }
        var lifting = try PredictorCatalog.make(parsing: "androidx-kalman:horizon-cap=50,reset-gap=1000,lift=on")
        for index in 0..<200 { lifting.add(Self.event(index, x: { $0 }, y: { $0 }, pressure: pressure)) }
        let stopped = try #require(lifting.predict(at: 0.995 + 0.05))
        #expect(stopped.time < 0.995 + 0.05, "with lift=on a pressure of 0 ends the prediction early")
    }

    @Test("predictionNeverGoesBackwards, per query: a longer horizon never reaches an earlier time")
    func neverBackwards() throws {
        var predictor = try PredictorCatalog.make(parsing: "androidx-kalman:horizon-cap=50")
        var lastTime = 0.0
        for index in 0..<Self.initialFeed {
            let sample = Self.event(index, x: { $0 }, y: { $0 })
            predictor.add(sample)
            if let predicted = predictor.predict(at: sample.time + 0.05) {
                #expect(predicted.time >= lastTime)
                lastTime = predicted.time
            }
        }
        #expect(lastTime > 0)
    }

    @Test("the report interval is the mean of the first 20 intervals")
    func reportInterval() throws {
        var predictor = try #require(try PredictorCatalog.make(parsing: "androidx-kalman") as? AndroidxKalmanPredictor)
        for index in 0..<30 {
            let t = Double(index) * 0.005 + (index > 20 ? 0.003 : 0)
            predictor.add(PredictorSample(time: t, location: Point(x: Double(index), y: 0)))
        }
        #expect(abs((predictor.reportInterval ?? 0) - 5) < 1e-9)
    }
}
