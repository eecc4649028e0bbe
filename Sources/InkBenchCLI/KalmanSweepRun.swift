import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkPredict
import InkSynth

/// `inkbench predict --sweep`: the Kalman grid search on a training set of synthesized traces
/// whose seeds (101–110) no built-in dataset uses; never the real recordings.
enum KalmanSweepRun {
    /// Handwriting, scribble and spiral, 3 s each at 240 Hz (Apple Pencil, 120 Hz display),
    /// seeds 101…110.
    static func trainingRecipes() -> [SynthRecipe] {
        let shapes: [(Shape, Double?)] = [(.handwriting, nil), (.scribble, nil), (.spiral, nil)]
        return shapes.flatMap { shape, speed in
            (101...110).map { seed in SynthRecipe(shape: shape, extent: .duration(3), speed: speed, seed: UInt64(seed)) }
        }
    }

    static func run(out: String?) throws {
        let recipes = trainingRecipes()
        let traces = try recipes.map { recipe in
            do { return try Synthesizer.synthesize(recipe) } catch { throw CommandFailure("\(error)") }
        }
        print("sweep: \(traces.count) training traces (handwriting, scribble, spiral; 3 s each; seeds 101–110), scored by (median + p90) / 2 of the error at 8, 12, 16, 24 ms")
        var lines: [String] = []
        for (label, grid) in [("kalman-ca", KalmanSweep.constantAccelerationGrid), ("kalman-jerk", KalmanSweep.jerkGrid)] {
            let results: [KalmanSweep.Result]
            do { results = try KalmanSweep.run(candidates: grid, traces: traces) } catch { throw CommandFailure("\(error)") }
            print("")
            print("-- \(label): \(grid.count) candidates, best five")
            printTable(
                header: ["rank", "settings", "score pt", "median pt", "p90 pt"],
                rows: results.prefix(5).enumerated().map { rank, result in
                    ["\(rank + 1)", result.predictor.description, PredictionTables.number(result.score, 3),
                     PredictionTables.number(result.median, 3), PredictionTables.number(result.p90, 3)]
                }
            )
            if let best = results.first {
                print("best \(label): \(best.predictor)")
            }
            lines.append(contentsOf: results.map { result in
                ([result.predictor.description] + [result.score, result.median, result.p90].map { PredictionTables.number($0, 3) })
                    .joined(separator: "\t")
            })
        }
        if let out {
            do {
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                try AtomicFileWriter.write((["settings\tscore_pt\tmedian_pt\tp90_pt"] + lines).map { $0 + "\n" }.joined(), to: out + "/sweep.tsv")
            } catch {
                throw CommandFailure("\(out): cannot write sweep.tsv: \(error)")
            }
            print("")
            print("wrote \(out)/sweep.tsv")
        }
    }
}
