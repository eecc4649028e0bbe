import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkPredict

/// The data files of `inkbench predict --out`: `predictions.json` (per trace, predictor and
/// horizon bucket: the statistics, with the settings and seeds that produced them) and
/// `predictions.csv` (one row per requested prediction), as text.
enum PredictionDataFiles {
    static let schema = "inkbench-predictions"
    static let version = 1

    /// `predictions.json`, pretty-printed with sorted keys, ending with a line break.
    static func json(_ results: [PredictionTraceResult], horizons: [Double]) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let report = Report(schema: schema, version: version, horizonsMS: horizons.map { $0 * 1000 }, traces: results.map(TraceEntry.init))
        do {
            return Array(try encoder.encode(report)) + [10]
        } catch {
            throw ReportError("predictions.json: cannot encode (\(error))")
        }
    }

    /// The `predictions.json` at `path`, decoded; one line naming the file when it cannot be
    /// read or is not one. A file over the file size limit (`InputLimits`) is refused unread.
    static func load(path: String, limits: InputLimits = .current) throws -> Report {
        let data: Data
        do {
            data = Data(try FileBytes.read(path, limits: limits))
        } catch {
            throw ReportError(error.description)
        }
        guard let probe = try? JSONDecoder().decode(SchemaProbe.self, from: data), probe.schema == schema else {
            throw ReportError("\(path): not a predictions.json of inkbench predict (no \"schema\": \"\(schema)\")")
        }
        guard probe.version == version else {
            throw ReportError("\(path): \(schema) version \(probe.version) is not supported (this inkbench reads version \(version))")
        }
        let report: Report
        do {
            report = try JSONDecoder().decode(Report.self, from: data)
        } catch {
            throw ReportError("\(path): \(JSONDecodingProblem.describe(error, decoding: Report.self, from: data))")
        }
        if let problem = report.bucketProblem { throw ReportError("\(path): \(problem)") }
        return report
    }

    static let csvColumns = [
        "trace", "predictor", "target_kind", "callback_time_s", "horizon_ms", "target_time_s", "predicted_time_s", "predicted_x", "predicted_y",
        "true_x", "true_y", "error_pt", "along_track_pt", "cross_track_pt", "jitter_pt", "overshoot_pt",
    ]

    /// One line per requested prediction; empty cells for what does not apply (abstained: no
    /// predicted point; past pen-up: no truth or error, an overshoot). `target_kind` says what was
    /// asked: `platform-time` (a time the platform predicted, in a recorded callback) or
    /// `fixed-horizon` (newest sample + a `--horizon`).
    static func csv(_ results: [PredictionTraceResult]) -> String {
        var lines = [csvColumns.joined(separator: ",")]
        for result in results {
            let names = result.evaluation.predictors.map { RunDataTables.field($0.description) }
            let trace = RunDataTables.field(result.input)
            for r in result.evaluation.records {
                let cells: [String] = [
                    trace, names[r.predictor], r.isFixedHorizon ? "fixed-horizon" : "platform-time", value(r.callbackTime), value(r.horizon * 1000), value(r.targetTime),
                    value(r.predicted?.time), value(r.predicted?.location.x), value(r.predicted?.location.y),
                    value(r.truth?.x), value(r.truth?.y), value(r.error?.distance), value(r.error?.alongTrack),
                    value(r.error?.crossTrack), value(r.jitter), value(r.overshoot),
                ]
                lines.append(cells.joined(separator: ","))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func value(_ number: Double?) -> String {
        number.map { "\($0)" } ?? ""
    }

    /// Only the schema and version, read before the rest.
    private struct SchemaProbe: Decodable {
        var schema: String
        var version: Int
    }

    struct Report: Codable {
        var schema: String
        var version: Int
        var horizonsMS: [Double]
        var traces: [TraceEntry]

        /// The first summary bucket that is not one of `HorizonBucket.standard` (the only ones
        /// `inkbench predict` writes), named by its JSON path; nil when all are.
        var bucketProblem: String? {
            for (traceIndex, trace) in traces.enumerated() {
                for (predictorIndex, predictor) in trace.predictors.enumerated() {
                    for (bucketIndex, bucket) in predictor.summary.buckets.enumerated() where !HorizonBucket.standard.contains(bucket.bucket) {
                        let known = HorizonBucket.standard.map(\.description).joined(separator: ", ")
                        return "traces[\(traceIndex)].predictors[\(predictorIndex)].summary.buckets[\(bucketIndex)].bucket \(bucket.bucket) is not a horizon bucket (\(known))"
                    }
                }
            }
            return nil
        }
    }

    struct TraceEntry: Codable {
        var input: String
        var source: String
        var sourceKind: String
        var seed: UInt64?
        var recipe: String?
        var profile: String
        var pointsPerMM: Double
        var callbacks: Int
        var targets: String
        var truth: String
        var predictors: [PredictorEntry]
        /// Recordings with platform predictions: every predictor but `recorded` at the fixed
        /// horizons asked in the recorded callbacks; absent otherwise.
        var fixedHorizonPredictors: [PredictorEntry]?

        init(_ result: PredictionTraceResult) {
            let header = result.trace.header
            input = result.input
            source = header.source
            sourceKind = header.sourceKind.rawValue
            seed = header.seed
            recipe = header.recipe
            profile = header.profile.name
            pointsPerMM = result.evaluation.pointsPerMM
            callbacks = result.evaluation.callbackCount
            targets = result.evaluation.targets.description
            truth = result.evaluation.truthSource.rawValue
            let evaluation = result.evaluation
            predictors = zip(evaluation.predictors.indices, result.summaries).map { index, summary in
                PredictorEntry(spec: evaluation.predictors[index], settings: evaluation.settings[index], summary: summary)
            }
            let fixed = result.fixedHorizonSummaries.compactMap { summary in
                evaluation.predictors.firstIndex { $0.description == summary.predictor }.map { index in
                    PredictorEntry(spec: evaluation.predictors[index], settings: evaluation.settings[index], summary: summary)
                }
            }
            fixedHorizonPredictors = fixed.isEmpty ? nil : fixed
        }
    }

    struct PredictorEntry: Codable {
        var predictor: String
        /// Every parameter with the value used: the catalog default unless overridden.
        var settings: [String: String]
        var summary: PredictorSummary

        init(spec: PredictorSpec, settings: [String: String], summary: PredictorSummary) {
            predictor = spec.description
            self.settings = settings
            self.summary = summary
        }
    }
}
