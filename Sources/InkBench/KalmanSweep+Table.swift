import Foundation
import InkBenchCore

extension KalmanSweep {
    /// Every candidate of `grids` as a tab-separated table, `inkbench predict --sweep --out`'s
    /// `sweep.tsv`: a header, then one row per candidate (grid by grid, best first) with its
    /// settings, score, median and 90th percentile, points to 3 decimals ("n/a" when no target
    /// was in range).
    package static func table(_ grids: [(label: String, candidates: Int, results: [Result])]) -> String {
        let rows = grids.flatMap(\.results).map { result in
            ([result.predictor.description] + [result.score, result.median, result.p90].map(Self.points)).joined(separator: "\t")
        }
        return (["settings\tscore_pt\tmedian_pt\tp90_pt"] + rows).map { $0 + "\n" }.joined()
    }

    /// Writes `table(grids)` to `folder/sweep.tsv` (the folder made when missing; the file
    /// written whole or not at all) and returns its path. A failure is one line naming the path.
    package static func writeTable(_ grids: [(label: String, candidates: Int, results: [Result])], in folder: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent("sweep.tsv")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFileWriter.write(table(grids), to: path)
        } catch {
            throw ReportError("\(path): cannot write: \(error)")
        }
        return path
    }

    private static func points(_ value: Double?) -> String {
        value.map { String(format: "%.3f", $0) } ?? "n/a"
    }
}
