import Foundation
import InkFormats
import InkIO

/// `inkbench merge` of the shards of `inkbench predict --shard K/N`: the folder one machine
/// evaluating every predictor on every trace would have written — predictions.json,
/// predictions.csv, summary.md, charts/ and index.html, byte for byte. Each trace × predictor's
/// summary and rows are taken from the shard that evaluated it, in one machine's order; the
/// summary, charts and page are made from the assembled `predictions.json` by the code
/// `inkbench predict --out` uses.
package enum PredictionShardMerge {
    /// Merges the prediction shards of `shards` into `folder` (created if missing); returns what
    /// became of the charts. Refuses, in one line naming the file, a shard whose files do not
    /// hold exactly its units.
    package static func merge(_ shards: ShardSet, into folder: String, renderer: GnuplotRenderer = GnuplotRenderer()) throws -> GnuplotRenderer.Outcome {
        guard shards.kind == .predict else { throw ReportError("\(shards.folders[0]): a shard of inkbench \(shards.kind.rawValue), not of inkbench predict") }
        let paths = shards.folders.map { ($0 as NSString).appendingPathComponent("predictions.json") }
        let reports = try paths.map { path in try PredictionDataFiles.load(path: path) }
        if let (index, other) = reports.enumerated().first(where: { $0.element.horizonsMS != reports[0].horizonsMS }) {
            throw ReportError("\(paths[index]): other horizons than \(paths[0]) (\(other.horizonsMS) ms)")
        }
        let units = Dictionary(grouping: shards.units, by: { $0.input ?? -1 })
        var next = Array(repeating: 0, count: reports.count)
        var traces: [PredictionDataFiles.TraceEntry] = []
        var owners: [[Int]] = []
        for (index, input) in shards.inputs.enumerated() {
            let mine = units[index] ?? []
            var entries: [Int: PredictionDataFiles.TraceEntry] = [:]
            for shard in Set(mine.map { $0.shard - 1 }).sorted() {
                guard next[shard] < reports[shard].traces.count, reports[shard].traces[next[shard]].input == input.input else {
                    throw ReportError("\(paths[shard]): no entry for '\(input.input.onOneLine)' in its place, which shard \(shard + 1) evaluates part of")
                }
                entries[shard] = reports[shard].traces[next[shard]]
                next[shard] += 1
            }
            guard let first = mine.first, var trace = entries[first.shard - 1] else { continue }
            trace.predictors = []
            var fixed: [PredictionDataFiles.PredictorEntry] = []
            var used: [Int: (predictors: Int, fixed: Int)] = [:]
            for unit in mine {
                let shard = unit.shard - 1
                let entry = entries[shard]!, count = used[shard] ?? (0, 0)
                guard count.predictors < entry.predictors.count, entry.predictors[count.predictors].predictor == unit.item else {
                    throw ReportError("\(paths[shard]): no summary of '\(input.input.onOneLine)' × '\(unit.item.onOneLine)' in its place, which shard \(shard + 1) evaluates")
                }
                trace.predictors.append(entry.predictors[count.predictors])
                var taken = (count.predictors + 1, count.fixed)
                if let shardFixed = entry.fixedHorizonPredictors, count.fixed < shardFixed.count, shardFixed[count.fixed].predictor == unit.item {
                    fixed.append(shardFixed[count.fixed])
                    taken.1 += 1
                }
                used[shard] = taken
            }
            for (shard, entry) in entries {
                let taken = used[shard] ?? (0, 0)
                if taken.predictors < entry.predictors.count || taken.fixed < (entry.fixedHorizonPredictors?.count ?? 0) {
                    throw ReportError("\(paths[shard]): a summary of '\(input.input.onOneLine)' that is not shard \(shard + 1)'s")
                }
            }
            trace.fixedHorizonPredictors = fixed.isEmpty ? nil : fixed
            traces.append(trace)
            owners.append(mine.map { $0.shard - 1 })
        }
        if let shard = next.indices.first(where: { next[$0] < reports[$0].traces.count }) {
            throw ReportError("\(paths[shard]): an entry for '\(reports[shard].traces[next[shard]].input.onOneLine)' that is none of shard \(shard + 1)'s")
        }
        var report = reports[0]
        report.traces = traces
        let csv = try mergedCSV(shards, traces: traces, owners: owners)
        let output = try OutputFolder(folder, subfolders: ["charts"])
        return try withExtendedLifetime(output) { try PredictionReportFiles.write(report, csv: csv, to: folder, renderer: renderer) }
    }

    /// predictions.csv: every trace × predictor's rows from its shard's table, in order.
    private static func mergedCSV(_ shards: ShardSet, traces: [PredictionDataFiles.TraceEntry], owners: [[Int]]) throws -> [UInt8] {
        let header = PredictionDataFiles.csvHeader
        let readers = try shards.folders.map { folder in
            try ShardTableRows(path: (folder as NSString).appendingPathComponent("predictions.csv"), header: header, required: true)
        }
        var csv = Array(header.utf8) + [UInt8(ascii: "\n")]
        for (trace, owner) in zip(traces, owners) {
            for (predictor, shard) in zip(trace.predictors, owner) {
                let prefix = Array(RunDataTables.unitPrefix(input: trace.input, item: predictor.predictor).utf8)
                _ = try readers[shard].takeRows(prefix: prefix) { (row: ArraySlice<UInt8>) throws(ReportError) in csv.append(contentsOf: row) }
            }
        }
        for reader in readers where !(try reader.isFinished()) {
            throw ReportError("\(reader.path): row \(reader.rowsRead + 1) belongs to none of the shard's units in their order")
        }
        return csv
    }
}
