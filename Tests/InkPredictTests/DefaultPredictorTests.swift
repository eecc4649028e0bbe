import Foundation
import InkModel
import InkPredict
import Testing

@Suite("kalman-steady, the default mix's stiff expert")
struct DefaultPredictorTests {
    private static let explicit = "kalman-adaptive:step=steady,erratic-damping=0,process-noise=0.0006,horizon-scale=1.05"

    /// A turning, speeding-up path stamped 4, 4, 4, 8 ms apart with a lost report in the middle:
    /// every branch of the steady step (jitter, fallback, restart) is crossed.
    private static func times() -> [Double] {
        var times: [Double] = []
        var t = 2.0
        for index in 0..<90 {
            times.append(t)
            t += index == 45 ? 0.012 : (index % 4 == 3 ? 0.008 : 0.004)
        }
        return times
    }

    private static func location(_ t: Double) -> Point {
        let s = t - 2
        return Point(x: 200 + 400 * s + 600 * s * s, y: 300 + 150 * (1 - cos(6 * s)))
    }

    @Test("answers exactly as kalman-adaptive with the settings it names, at every horizon")
    func equalsExplicitSettings() throws {
        var named = try PredictorCatalog.builtIn.make(parsing: "kalman-steady")
        var spelled = try PredictorCatalog.builtIn.make(parsing: Self.explicit)
        #expect(named.name == "kalman-steady")
        for t in Self.times() {
            let sample = PredictorSample(time: t, location: Self.location(t), force: 0.5)
            named.add(sample)
            spelled.add(sample)
            for horizon in stride(from: 0.002, through: 0.03, by: 0.002) {
                #expect(named.predict(at: t + horizon) == spelled.predict(at: t + horizon))
            }
        }
    }

    @Test("takes kalman-adaptive's parameters, with the defaults it is listed with")
    func parameters() throws {
        let entry = try #require(PredictorCatalog.builtIn.component(named: "kalman-steady"))
        let adaptive = try #require(PredictorCatalog.builtIn.component(named: "kalman-adaptive"))
        #expect(entry.parameters.map(\.key) == adaptive.parameters.map(\.key))
        let defaults = Dictionary(uniqueKeysWithValues: entry.parameters.map { ($0.key, $0.defaultValue) })
        #expect(defaults["process-noise"] == "0.0006")
        #expect(defaults["horizon-scale"] == "1.05")
        #expect(defaults["erratic-damping"] == "0.0")
        #expect(defaults["step"] == "steady")
        #expect(throws: ComponentSpecError.self) { try PredictorCatalog.builtIn.make(parsing: "kalman-steady:step=sometimes") }
    }
}
