import Foundation
import InkFormats
import InkIO

/// `inkbench merge` of the shards of `inkbench run --shard K/N`: the report folder one machine
/// running every trace × configuration would have written — report.json, summary.md,
/// data/*.csv, renders/, charts/ and index.html.
///
/// Every number of a trace × configuration (its runs, percentiles, bootstrap intervals with the
/// run's seed, shown prediction errors) is computed from that unit alone, so a shard computes its
/// units completely and the merge assembles them in one machine's order: the report's entries
/// and the table rows are taken as the shards wrote them, and what a run computes across units —
/// summary.md with the verdict, data/configurations.csv, the charts and index.html — is made
/// from the assembled report and tables by the code `inkbench run` uses. Only the measured
/// fields differ from a single run's: the environment, the timer overhead and the thread CPU
/// times (the first shard's, and each unit's own shard's).
package enum RunShardMerge {
    /// Merges the run shards of `shards` into `folder` (created if missing; it must not be one of
    /// theirs), rendering the charts with `renderer` (`afterEach` after each chart); returns the
    /// merged report and what became of the charts; with `baseline`, summary.md and index.html
    /// show each verdict's change against it, as `inkbench run --baseline` does. Refuses, in one
    /// line naming the folder and file, a shard whose report or tables do not hold exactly its units.
    package static func merge(
        _ shards: ShardSet, into folder: String, renderer: GnuplotRenderer = GnuplotRenderer(), baseline: RunBaseline? = nil,
        afterEach: (String) throws -> Void = { _ in }
    ) throws -> (report: RunReport, charts: GnuplotRenderer.Outcome) {
        guard shards.kind == .run else { throw ReportError("\(shards.folders[0]): a shard of inkbench \(shards.kind.rawValue), not of inkbench run") }
        let reports = try shards.folders.indices.map { index in try shardReport(of: shards, at: index) }
        let (traces, owners) = try assembledTraces(shards, reports: reports)
        var report = reports[0]
        report.traces = traces
        var pictures: [(render: RunReport.DebugRender, shard: Int)] = []
        if report.renders != nil {
            let drawn = reports.indices.flatMap { shard in (reports[shard].renders ?? []).map { (render: $0, shard: shard) } }
            let byTrace = Dictionary(grouping: drawn) { $0.render.trace }
            pictures = shards.inputs.flatMap { byTrace[$0.input] ?? [] }
            report.renders = pictures.map(\.render)
        }
        let output = try OutputFolder(folder, subfolders: ["data", "charts", "renders"])
        return try withExtendedLifetime(output) {
            let tables = try RunDataTables(folder: folder)
            try mergeTables(shards, traces: traces, owners: owners, into: tables)
            let copies = try copiedPictures(pictures, shards: shards, into: folder)
            try RunOutputFiles.write(report, tables: tables, pending: copies, to: folder, baseline: baseline)
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(ShardManifest.fileName))
            let charts = try ReportCharts.render(report, outputFolder: folder, renderer: renderer, baseline: baseline, afterEach: afterEach)
            return (report, charts)
        }
    }

    /// The report.json of shard `index`, refused when it does not match its manifest.
    private static func shardReport(of shards: ShardSet, at index: Int) throws -> RunReport {
        let folder = shards.folders[index], manifest = shards.manifests[index]
        let path = (folder as NSString).appendingPathComponent("report.json")
        let report = try RunReport.load(path: path)
        if report.tool != manifest.tool {
            throw ReportError("\(path): written by \(report.tool), its \(ShardManifest.fileName) by \(manifest.tool)")
        }
        if report.configurations.map(\.name) != manifest.items {
            throw ReportError("\(path): other configurations than its \(ShardManifest.fileName) names")
        }
        return report
    }

    /// Every trace's entry with every configuration's result, in input and configuration order,
    /// each result taken from the shard that computed it (`owners[trace][configuration]`, 0-based).
    private static func assembledTraces(_ shards: ShardSet, reports: [RunReport]) throws -> ([RunReport.TraceResult], [[Int]]) {
        let units = Dictionary(grouping: shards.units, by: { $0.input ?? -1 })
        var next = Array(repeating: 0, count: reports.count)
        var traces: [RunReport.TraceResult] = [], owners: [[Int]] = []
        for (index, input) in shards.inputs.enumerated() {
            let mine = units[index] ?? []
            var entries: [Int: (entry: RunReport.TraceResult, used: Int)] = [:]
            for shard in Set(mine.map { $0.shard - 1 }).sorted() {
                let path = (shards.folders[shard] as NSString).appendingPathComponent("report.json")
                guard next[shard] < reports[shard].traces.count else {
                    throw ReportError("\(path): no entry for \(quoted(input.input)), which shard \(shard + 1)/\(shards.manifests.count) computes part of")
                }
                let entry = reports[shard].traces[next[shard]]
                guard entry.input == input.input, entry.contentHash == input.contentHash else {
                    throw ReportError("\(path): trace \(next[shard] + 1) is \(quoted(entry.input)), expected \(quoted(input.input)) (\(input.contentHash))")
                }
                next[shard] += 1
                entries[shard] = (entry, 0)
            }
            guard let first = mine.first, var trace = entries[first.shard - 1]?.entry else { continue }
            trace.results = []
            var owner: [Int] = []
            for unit in mine {
                let shard = unit.shard - 1
                guard let (entry, used) = entries[shard], used < entry.results.count, entry.results[used].configuration == unit.item else {
                    throw ReportError(
                        "\((shards.folders[shard] as NSString).appendingPathComponent("report.json")): no result for \(quoted(input.input)) × "
                            + "\(quoted(unit.item)) in its place, which shard \(shard + 1)/\(shards.manifests.count) computes"
                    )
                }
                trace.results.append(entry.results[used])
                entries[shard]?.used += 1
                owner.append(shard)
            }
            if let (shard, extra) = entries.first(where: { $0.value.used < $0.value.entry.results.count }) {
                throw ReportError(
                    "\((shards.folders[shard] as NSString).appendingPathComponent("report.json")): a result for \(quoted(input.input)) × "
                        + "\(quoted(extra.entry.results[extra.used].configuration)), which is not shard \(shard + 1)'s"
                )
            }
            traces.append(trace)
            owners.append(owner)
        }
        for (shard, report) in reports.enumerated() where next[shard] < report.traces.count {
            throw ReportError(
                "\((shards.folders[shard] as NSString).appendingPathComponent("report.json")): an entry for \(quoted(report.traces[next[shard]].input)) "
                    + "that is none of shard \(shard + 1)'s"
            )
        }
        return (traces, owners)
    }

    /// Appends every unit's rows of every table to `tables`, in one machine's order, each from
    /// the table of the shard that computed it; refuses a table with rows of no unit, or a unit
    /// with other than its report's count of callbacks, frames or samples.
    private static func mergeTables(_ shards: ShardSet, traces: [RunReport.TraceResult], owners: [[Int]], into tables: RunDataTables) throws {
        for table in RunDataTables.Table.allCases {
            let readers = try shards.folders.map { folder in
                try ShardTableRows(path: ((folder as NSString).appendingPathComponent("data") as NSString).appendingPathComponent(table.rawValue), header: table.header, required: table != .predictions)
            }
            if table == .predictions, readers.contains(where: \.exists) { try tables.appendRows([], to: .predictions) }
            for (trace, owner) in zip(traces, owners) {
                for (result, shard) in zip(trace.results, owner) {
                    let prefix = Array(RunDataTables.unitPrefix(input: trace.input, item: result.configuration).utf8)
                    let rows = try readers[shard].takeRows(prefix: prefix) { (bytes: ArraySlice<UInt8>) throws(ReportError) in
                        try tables.appendRows(bytes, to: table)
                    }
                    let expected: Int? = switch table {
                    case .callbacks: result.runs.reduce(0) { $0 + $1.callbacks }
                    case .frames: result.runs.reduce(0) { $0 + $1.frames }
                    case .samples: trace.samples * result.runs.count
                    case .predictions: nil
                    }
                    if let expected, rows != expected {
                        throw ReportError(
                            "\(readers[shard].path): \(rows) rows of \(quoted(trace.input)) × \(quoted(result.configuration)) where its report.json has \(expected)"
                        )
                    }
                }
            }
            for reader in readers where !(try reader.isFinished()) {
                throw ReportError("\(reader.path): row \(reader.rowsRead + 1) belongs to none of the shard's units in their order")
            }
        }
    }

    /// The debug pictures of `pictures`, copied from the folders of the shards that drew them
    /// into temporary files of `folder/renders`, to be committed with the report (each shard's
    /// report.json was refused on loading unless its pictures are `renders/NAME.png`).
    private static func copiedPictures(
        _ pictures: [(render: RunReport.DebugRender, shard: Int)], shards: ShardSet, into folder: String
    ) throws -> [AtomicFileWriter] {
        guard !pictures.isEmpty else { return [] }
        try FileManager.default.createDirectory(atPath: (folder as NSString).appendingPathComponent("renders"), withIntermediateDirectories: true)
        var writers: [AtomicFileWriter] = []
        do {
            for (render, shard) in pictures {
                let bytes = try FileBytes.read((shards.folders[shard] as NSString).appendingPathComponent(render.file))
                let writer = try AtomicFileWriter(path: (folder as NSString).appendingPathComponent(render.file))
                writers.append(writer)
                try writer.write(bytes)
                try writer.finish()
            }
        } catch {
            for writer in writers { writer.discard() }
            throw error
        }
        return writers
    }

    private static func quoted(_ text: String) -> String { "'\(text.onOneLine)'" }
}
