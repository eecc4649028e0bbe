import Benchmark
import BenchmarkSupport
import InkModel
import InkPredict

/// Registers `Predictor step (NAME)` for the default predictor `kalman-mix`, its stiff expert
/// `kalman-steady` and Chromium's reference: ONE sample of a live 240 Hz stroke added and the
/// six default horizons 4–32 ms predicted, the work a predictor does per sample in `inkbench predict`.
/// Mallocs are counted too: a predictor allocates only when created, so the steady state shows 0.
enum PredictorStep {
    static let predictors = ["kalman-mix", "kalman-steady", "chromium-kalman"]

    static func register() {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .nanoseconds,
            warmupIterations: 2_000,
            maxDuration: .seconds(3),
            maxIterations: 200_000
        )
        for name in predictors {
            Benchmark("Predictor step (\(name))", configuration: configuration) { benchmark, feed in
                for _ in benchmark.scaledIterations { feed.step() }
            } setup: {
                try PredictorFeed(predictor: name)
            }
        }
    }
}

/// One predictor fed the samples of `LiveStroke`'s 40 s spiral one at a time, starting over
/// (`reset()`) at the stroke's end.
final class PredictorFeed {
    /// Horizons asked after every sample, seconds: `inkbench predict`'s defaults.
    private static let horizons = [0.004, 0.008, 0.012, 0.016, 0.024, 0.032]
    private let samples: [PredictorSample]
    private var predictor: any TouchPredictor
    private var next = 0

    init(predictor name: String) throws {
        let stroke = try LiveStroke(durationSeconds: 40)
        samples = stroke.trace.samples.map {
            PredictorSample(time: $0.timestamp, location: $0.location, force: $0.force, altitude: $0.altitude, azimuth: $0.azimuth)
        }
        predictor = try PredictorCatalog.builtIn.make(parsing: name)
    }

    /// Adds the next sample and asks every horizon.
    func step() {
        if next == samples.count {
            predictor.reset()
            next = 0
        }
        let sample = samples[next]
        next += 1
        predictor.add(sample)
        for horizon in Self.horizons { blackHole(predictor.predict(at: sample.time + horizon)) }
    }
}
