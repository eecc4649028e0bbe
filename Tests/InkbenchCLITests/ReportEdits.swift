import Foundation
import Testing

/// Hand-edited copies of a report.json, for comparisons with a known change.
enum ReportEdits {
    /// Writes `folder/worse.json`: the report at `path` (relative to `folder`) with lag p99 of the
    /// first trace's first configuration's first run made 10% worse; returns `worse.json`.
    static func worseLagP99(_ path: String, in folder: URL) throws -> String {
        let data = try Data(contentsOf: folder.appendingPathComponent(path))
        var report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var traces = try #require(report["traces"] as? [[String: Any]])
        var results = try #require(traces[0]["results"] as? [[String: Any]])
        var runs = try #require(results[0]["runs"] as? [[String: Any]])
        var lag = try #require(runs[0]["lag"] as? [String: Any])
        lag["p99"] = try #require(lag["p99"] as? Double) * 1.1
        runs[0]["lag"] = lag
        results[0]["runs"] = runs
        traces[0]["results"] = results
        report["traces"] = traces
        try JSONSerialization.data(withJSONObject: report).write(to: folder.appendingPathComponent("worse.json"))
        return "worse.json"
    }
}
