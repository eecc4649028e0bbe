import Foundation
import InkModel
import InkPredict
import Testing

@Suite("kalman-mix: experts weighted by their recent misses")
struct ExpertMixTests {
    /// A constant-velocity line sampled every 5 ms from t = 1 s: `linear` is exact on it, `none`
    /// misses by the distance travelled in the horizon.
    private static let times = (0..<30).map { 1 + Double($0) * 0.005 }
    private static let velocity = Point(x: 400, y: -300)

    private static func line(_ t: Double) -> Point {
        Point(x: 100, y: 500) + velocity * (t - 1)
    }

    private static func feed(_ predictor: inout any TouchPredictor, count: Int = times.count) {
        for t in times.prefix(count) { predictor.add(PredictorSample(time: t, location: line(t))) }
    }

    @Test("closed form: weights (recent miss + floor)^-sharpness, from misses scored against the samples")
    func weightsFollowMisses() throws {
        let floor = 0.1, sharpness = 2.0, probe = 0.010
        var mix = try PredictorCatalog.builtIn.make(parsing: "kalman-mix:experts=none|linear,memory=1,probes=10,error-floor=\(floor),sharpness=\(sharpness)")
        var hold = try PredictorCatalog.builtIn.make(parsing: "none")
        var linear = try PredictorCatalog.builtIn.make(parsing: "linear")
        Self.feed(&mix)
        Self.feed(&hold)
        Self.feed(&linear)
        let newest = try #require(Self.times.last)
        // `none` shows the newest sample: its last scored probe missed by |v|·10 ms; `linear`'s by 0.
        let holdWeight = 1 / pow(Self.velocity.length * probe + floor, sharpness)
        let linearWeight = 1 / pow(floor, sharpness)
        for horizon in [0.002, 0.008, 0.016, 0.024] {
            let a = try #require(hold.predict(at: newest + horizon)), b = try #require(linear.predict(at: newest + horizon))
            let got = try #require(mix.predict(at: newest + horizon))
            let total = holdWeight + linearWeight
            let expected = Point(
                x: (holdWeight * a.location.x + linearWeight * b.location.x) / total,
                y: (holdWeight * a.location.y + linearWeight * b.location.y) / total
            )
            #expect(got.location.distance(to: expected) < 1e-9)
            #expect(abs(got.time - (holdWeight * a.time + linearWeight * b.time) / total) < 1e-12)
            #expect(got.location.distance(to: Self.line(newest + horizon)) < got.location.distance(to: a.location), "nearer the exact expert")
        }
    }

    @Test("until every expert has its warm-up probes scored, the experts weigh the same")
    func warmupAveragesEqually() throws {
        var mix = try PredictorCatalog.builtIn.make(parsing: "kalman-mix:experts=none|linear,probes=10,warmup=3")
        var hold = try PredictorCatalog.builtIn.make(parsing: "none")
        var linear = try PredictorCatalog.builtIn.make(parsing: "linear")
        // Three samples 5 ms apart: the first probe (10 ms) is scored at the third sample, so one
        // probe per expert is scored, fewer than the warm-up.
        Self.feed(&mix, count: 3)
        Self.feed(&hold, count: 3)
        Self.feed(&linear, count: 3)
        let target = Self.times[2] + 0.012
        let a = try #require(hold.predict(at: target)), b = try #require(linear.predict(at: target))
        let got = try #require(mix.predict(at: target))
        #expect(got.location.distance(to: a.location.interpolated(to: b.location, by: 0.5)) < 1e-12)
    }

    @Test("identical experts give exactly that expert's answer; an expert that abstains is left out")
    func identicalAndAbstaining() throws {
        var mix = try PredictorCatalog.builtIn.make(parsing: "kalman-mix:experts=linear|linear")
        var linear = try PredictorCatalog.builtIn.make(parsing: "linear")
        Self.feed(&mix)
        Self.feed(&linear)
        let newest = try #require(Self.times.last)
        for horizon in stride(from: 0.001, through: 0.03, by: 0.003) {
            let got = try #require(mix.predict(at: newest + horizon)), want = try #require(linear.predict(at: newest + horizon))
            #expect(got.location.distance(to: want.location) < 1e-9)
            #expect(abs(got.time - want.time) < 1e-12)
        }
        // With one sample `linear` abstains and `none` answers: the mix gives `none`'s answer.
        var young = try PredictorCatalog.builtIn.make(parsing: "kalman-mix:experts=linear|none")
        young.add(PredictorSample(time: 1, location: Point(x: 3, y: 4)))
        #expect(young.predict(at: 1.01)?.location == Point(x: 3, y: 4))
        var empty = try PredictorCatalog.builtIn.make(parsing: "kalman-mix")
        #expect(empty.predict(at: 1) == nil)
        empty.reset()
        #expect(empty.predict(at: 1) == nil)
    }

    @Test("reset forgets the samples and the misses: the same feed gives the same answers as a new one")
    func resetForgets() throws {
        var used = try PredictorCatalog.builtIn.make(parsing: "kalman-mix")
        for t in Self.times { used.add(PredictorSample(time: t, location: Point(x: 900 - 200 * t, y: 40 * sin(30 * t)))) }
        used.reset()
        var fresh = try PredictorCatalog.builtIn.make(parsing: "kalman-mix")
        Self.feed(&used)
        Self.feed(&fresh)
        let newest = try #require(Self.times.last)
        for horizon in [0.004, 0.012, 0.020] {
            #expect(used.predict(at: newest + horizon) == fresh.predict(at: newest + horizon))
        }
    }

    @Test("on a turning, speeding-up stroke the default mix answers every horizon, within its experts' spread")
    func defaultMixStaysAmongItsExperts() throws {
        let path: (Double) -> Point = { t in Point(x: 200 + 500 * t + 900 * t * t, y: 300 + 120 * sin(9 * t)) }
        let experts = ExpertMixPredictor.defaultExperts
        var mix = try PredictorCatalog.builtIn.make(parsing: "kalman-mix")
        var parts = try experts.map { spec in try PredictorCatalog.builtIn.make(parsing: spec) }
        let times: [Double] = (0..<120).map { (index: Int) -> Double in
            let jitter: Double = index % 3 == 0 ? 0.0004 : 0
            return Double(index) * 0.004 + jitter
        }
        for t in times {
            let sample = PredictorSample(time: t, location: path(t), force: 0.4)
            mix.add(sample)
            for index in parts.indices { parts[index].add(sample) }
        }
        let newest = times[times.count - 1]
        for horizon in [0.004, 0.010, 0.018, 0.025] {
            let got = try #require(mix.predict(at: newest + horizon))
            let answers: [PredictedPoint] = parts.compactMap { $0.predict(at: newest + horizon) }
            let xs = answers.map { $0.location.x }, ys = answers.map { $0.location.y }
            #expect(got.location.x >= (xs.min() ?? .infinity) - 1e-9 && got.location.x <= (xs.max() ?? -.infinity) + 1e-9)
            #expect(got.location.y >= (ys.min() ?? .infinity) - 1e-9 && got.location.y <= (ys.max() ?? -.infinity) + 1e-9)
            #expect(got.force == answers.first?.force, "force and tilt are the first answering expert's")
        }
    }

    @Test("bad mixes fail with one line", arguments: [
        ("kalman-mix:experts=kalman-mix", "experts=kalman-mix cannot be used inside kalman-mix"),
        ("kalman-mix:experts=linear|recorded", "experts=recorded cannot be used inside kalman-mix"),
        ("kalman-mix:experts=linear|", "no predictor name"),
        ("kalman-mix:experts=linear|nothing", "unknown predictor"),
        ("kalman-mix:probes=10|5", "probes=10|5: each probe must be a number of ms in (0, 1000], ascending"),
        ("kalman-mix:probes=soon", "ascending"),
        ("kalman-mix:probes=0|5", "ascending"),
        ("kalman-mix:probes=5|1001", "ascending"),
        ("kalman-mix:memory=0", "memory=0 must lie in"),
        ("kalman-mix:sharpness=-1", "sharpness=-1 must lie in"),
    ])
    func badMixes(text: String, message: String) {
        do {
            _ = try PredictorCatalog.builtIn.make(parsing: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }
}
