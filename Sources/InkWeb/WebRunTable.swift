import InkReport
import InkRun

/// What `inkbench web` prints after the per-trace tables: per run, how late the replay was and
/// the measured lag and missed frames beside the model's (milliseconds).
package enum WebRunTable {
    package static func lines(_ report: RunReport) -> [String] {
        var rows: [[String]] = []
        for trace in report.traces {
            for result in trace.results {
                for (run, record) in (result.browser ?? []).enumerated() {
                    var row = [trace.input, result.configuration, "\(run + 1)", milli(record.dispatchLatenessP99) + (record.isReplayLate ? " LATE" : "")]
                    if let model = record.model {
                        row += [pair(model.measured.lagP50, model.modelled.lagP50), pair(model.measured.lagP90, model.modelled.lagP90),
                                "\(model.measured.missedFrames) / \(model.modelled.missedFrames)"]
                    } else {
                        row += ["n/a", "n/a", "n/a"]
                    }
                    rows.append(row)
                }
            }
        }
        guard !rows.isEmpty else { return [] }
        let header = ["trace", "configuration", "run", "replay late p99", "lag p50 measured / model", "lag p90 measured / model", "missed measured / model"]
        return ["", "browser runs (ms; the model: docs/web.md):"] + TextColumns.lines(header: header, rows: rows)
    }

    private static func milli(_ seconds: Double) -> String {
        TextColumns.number(seconds * 1e3)
    }

    private static func pair(_ measured: Double?, _ modelled: Double?) -> String {
        "\(measured.map(milli) ?? "n/a") / \(modelled.map(milli) ?? "n/a")"
    }
}
