import InkModel
import InkPredict
import Testing

@Suite("by-kind: one predictor for pens, another for fingers")
struct TouchKindPredictorTests {
    static func fed(_ spec: String, type: TouchType?) throws -> any TouchPredictor {
        var predictor = try PredictorCatalog.make(parsing: spec)
        for t in PathSamples.times {
            predictor.add(PredictorSample(time: t, location: PathSamples.constantVelocity(t), touchType: type))
        }
        return predictor
    }

    @Test("a finger's touch gets the finger predictor, a stylus's or an unknown one the pen predictor; reset chooses again")
    func choosesByKind() throws {
        let target = 0.030 + 0.012
        let finger = try #require(try Self.fed("by-kind:pen=none,finger=linear", type: .direct).predict(at: target))
        #expect(finger.location.distance(to: PathSamples.constantVelocity(target)) < 1e-9, "linear is exact on a line")
        for type in [TouchType.stylus, nil] {
            let pen = try #require(try Self.fed("by-kind:pen=none,finger=linear", type: type).predict(at: target))
            #expect(pen.location == PathSamples.constantVelocity(0.030), "none holds the newest sample")
        }
        var reused = try Self.fed("by-kind:pen=none,finger=linear", type: .stylus)
        reused.reset()
        for t in PathSamples.times { reused.add(PredictorSample(time: t, location: PathSamples.constantVelocity(t), touchType: .direct)) }
        #expect(try #require(reused.predict(at: target)).location.distance(to: PathSamples.constantVelocity(target)) < 1e-9)
    }

    @Test("the shipped parts are the defaults; bad parts are refused with one line")
    func defaultsAndErrors() throws {
        #expect(PredictorCatalog.entries.contains { $0.name == "by-kind" })
        #expect(throws: PredictorSpecError.self) { try PredictorCatalog.make(parsing: "by-kind:pen=recorded") }
        #expect(throws: PredictorSpecError.self) { try PredictorCatalog.make(parsing: "by-kind:finger=no-such") }
        #expect(throws: PredictorSpecError.self) { try PredictorCatalog.make(parsing: "by-kind:pen=by-kind") }
    }
}
