import ArgumentParser
import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkPredict

/// `inkbench predict --sweep --predictor NAME TRACE…`: a predictor's parameter grid on the user's
/// own traces, chosen on a training part and checked on a held-out part (`HeldOutSweep`); the
/// choice and both scores are printed and, with `--out DIR`, written to `DIR/sweep.json`.
enum HeldOutSweepRun {
    /// The options that shape the search, as given on the command line.
    struct Request {
        var base: PredictorSpec
        /// `key=v1,v2,…` each.
        var grid: [String]
        var split: HeldOutSweep.Split
        var seed: UInt64
        var heldOutShare: Double
        var horizons: [Double]
        var out: String?
    }

    /// The horizons a sweep scores unless --horizon says otherwise, ms: the 0–24 ms the
    /// predictors are judged on.
    static let defaultHorizons: [Double] = [4, 8, 12, 16, 20]

    /// The grid `--grid` gives, or the predictor's built-in one.
    static func axes(_ request: Request) throws -> [(key: String, values: [String])] {
        if request.grid.isEmpty {
            guard let builtIn = builtInGrids[request.base.name] else {
                throw CommandFailure("--sweep --predictor \(request.base.name): give the grid with --grid key=v1,v2,… (built-in grids: \(builtInGrids.keys.sorted().joined(separator: ", ")))")
            }
            return builtIn
        }
        return try request.grid.map { text in
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            let values = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) : []
            guard parts.count == 2, !parts[0].isEmpty, !values.isEmpty, !values.contains(where: \.isEmpty) else {
                throw CommandFailure("--grid \(text): expected key=value,value,… (e.g. --grid process-noise=0.01,0.1,1)")
            }
            return (parts[0], values)
        }
    }

    /// Grids for the predictors worth tuning, over the parameters that move their error most.
    static let builtInGrids: [String: [(key: String, values: [String])]] = [
        "kalman-adaptive": [
            ("process-noise", ["0.003", "0.01", "0.03"]), ("sample-anchor", ["0.5", "1"]), ("horizon-scale", ["0.9", "1"]),
            ("erratic-damping", ["0", "0.3", "1"]), ("along-weight", ["0.25", "0.5"]), ("across-weight", ["0.5", "1"]),
        ],
        "kalman-mix": [
            ("memory", ["0.02", "0.05", "0.1", "0.2"]), ("sharpness", ["1", "2", "4"]), ("error-floor", ["0.05", "0.1", "0.3"]),
            ("experts", [ExpertMixPredictor.defaultExperts.joined(separator: "|"), "kalman-adaptive:step=steady|kalman-steady|androidx-kalman:strategy=aggressive"]),
        ],
        "kalman-ca": [
            ("process-noise", ["0.001", "0.01", "0.1", "1"]), ("turn-threshold", ["off", "15"]), ("anchor", ["estimate", "sample"]),
        ],
        "kalman-jerk": [
            ("process-noise", ["0.0001", "0.001", "0.01", "0.1"]), ("acceleration-weight", ["0.5", "1"]), ("max-speed", ["20", "60"]),
        ],
    ]

    /// Scores the grid with `jobs` candidates evaluated at once (the same outcome for any number).
    static func run(_ request: Request, traces inputs: [(name: String, trace: Trace)], jobs: Int) throws {
        let candidates = HeldOutSweep.grid(base: request.base, axes: try axes(request))
        for candidate in candidates {
            do { _ = try PredictorCatalog.make(candidate) } catch { throw CommandFailure("\(error)") }
        }
        let outcome: HeldOutSweep.Outcome
        do {
            outcome = try HeldOutSweep.run(
                candidates: candidates, traces: inputs, horizons: request.horizons, split: request.split, seed: request.seed,
                heldOutShare: request.heldOutShare, jobs: jobs
            )
        } catch {
            throw CommandFailure("\(error)")
        }
        print("sweep: \(candidates.count) candidates of \(request.base.name); split by \(request.split.rawValue), seed \(request.seed)")
        print("training: \(outcome.trainingUnits.joined(separator: ", "))")
        print("held out: \(outcome.heldOutUnits.joined(separator: ", "))")
        print("score = (median + p90) / 2 of the effective error, pt; chosen on training, checked on held out")
        printTable(
            header: ["rank", "settings", "train score", "train median", "train p90", "held-out score", "held-out median", "held-out p90", "held-out n"],
            rows: outcome.candidates.prefix(10).enumerated().map { rank, candidate in
                [
                    "\(rank + 1)", candidate.predictor.description, number(candidate.training?.score), number(candidate.training?.median),
                    number(candidate.training?.p90), number(candidate.heldOut?.score), number(candidate.heldOut?.median),
                    number(candidate.heldOut?.p90), candidate.heldOut.map { "\($0.count)" } ?? "0",
                ]
            }
        )
        guard let chosen = outcome.chosen else { throw CommandFailure("no candidate made a prediction on the training part") }
        print("chosen: \(chosen.predictor)")
        guard let out = request.out else { return }
        let report = SweepReport(outcome: outcome, chosen: chosen, request: request)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let path = (out as NSString).appendingPathComponent("sweep.json")
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let data = try encoder.encode(report)
            try AtomicFileWriter.write([UInt8](data) + [0x0A], to: path)
        } catch {
            throw CommandFailure("\(path): cannot write: \(error)")
        }
        print("wrote \(path)")
    }

    private static func number(_ value: Double?) -> String { SweepText.number(value, 3) }

    /// `sweep.json`: the chosen settings and their scores, then every candidate.
    struct SweepReport: Encodable {
        struct Row: Encodable {
            var predictor: String
            var training: HeldOutSweep.Score?
            var heldOut: HeldOutSweep.Score?
        }

        var chosen: String
        var chosenParameters: [String: String]
        var training: HeldOutSweep.Score?
        var heldOut: HeldOutSweep.Score?
        var split: String
        var seed: UInt64
        var heldOutShare: Double
        var horizonsMS: [Double]
        var trainingUnits: [String]
        var heldOutUnits: [String]
        var score: String
        var candidates: [Row]

        init(outcome: HeldOutSweep.Outcome, chosen: HeldOutSweep.Candidate, request: Request) {
            self.chosen = chosen.predictor.description
            chosenParameters = chosen.predictor.parameters
            training = chosen.training
            heldOut = chosen.heldOut
            split = outcome.split.rawValue
            seed = outcome.seed
            heldOutShare = request.heldOutShare
            horizonsMS = request.horizons.map { ($0 * 1e6).rounded() / 1e3 }
            trainingUnits = outcome.trainingUnits
            heldOutUnits = outcome.heldOutUnits
            score = "(median + p90) / 2 of the pooled effective error, points"
            candidates = outcome.candidates.map { Row(predictor: $0.predictor.description, training: $0.training, heldOut: $0.heldOut) }
        }
    }
}

extension HeldOutSweep.Split: ExpressibleByArgument {}

/// Numbers in the sweep tables.
enum SweepText {
    /// `value` with `digits` decimals, or "n/a".
    static func number(_ value: Double?, _ digits: Int = 2) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "n/a"
    }
}
