import Foundation
import InkBench

/// `inkbench predict --sweep`: the Kalman grid search on a training set of synthesized traces
/// whose seeds (101–110) no built-in dataset uses (`KalmanSweep.trainingTraces`); never the real
/// recordings.
enum KalmanSweepRun {
    /// Searches both grids with `jobs` candidates evaluated at once, prints the best of each and,
    /// with `out`, writes every candidate to `out/sweep.tsv` (`KalmanSweep.writeTable`).
    static func run(out: String?, jobs: Int) throws {
        let traces: [Trace]
        let grids: [(label: String, candidates: Int, results: [KalmanSweep.Result])]
        do {
            traces = try KalmanSweep.trainingTraces(jobs: jobs)
            grids = try KalmanSweep.runGrids(on: traces, jobs: jobs, catalog: ActiveComponents.current.predictors)
        } catch {
            throw CommandFailure("\(error)")
        }
        print("sweep: \(traces.count) training traces (handwriting, scribble, spiral; 3 s each; seeds 101–110), scored by (median + p90) / 2 of the error at 8, 12, 16, 24 ms")
        for (label, count, results) in grids {
            print("")
            print("-- \(label): \(count) candidates, best five")
            printTable(
                header: ["rank", "settings", "score pt", "median pt", "p90 pt"],
                rows: results.prefix(5).enumerated().map { rank, result in
                    ["\(rank + 1)", result.predictor.description, SweepText.number(result.score, 3),
                     SweepText.number(result.median, 3), SweepText.number(result.p90, 3)]
                }
            )
            if let best = results.first {
                print("best \(label): \(best.predictor)")
            }
        }
        if let out {
            let path: String
            do {
                path = try KalmanSweep.writeTable(grids, in: out)
            } catch {
                throw CommandFailure("\(error)")
            }
            print("")
            print("wrote \(path)")
        }
    }
}
