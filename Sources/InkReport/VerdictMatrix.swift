import InkSim

/// The verdict of every trace × configuration of a run in one compact table, the first thing
/// `index.html` and `summary.md` show: per cell the verdict (`FrameBudgetVerdict.Status.word`),
/// the headroom at p99 cost and the lag p50 / p99, and, when a baseline report is known, how
/// the cell changed against it (`VerdictChange`).
///
/// Configurations are the columns while there are at most `maximumColumns` of them or no more
/// of them than traces; otherwise the table is transposed (traces as columns), so it stays
/// narrow either way.
package struct VerdictMatrix: Sendable {
    /// One cell: the verdict of a configuration on a trace, and its change against the baseline.
    package struct Cell: Sendable {
        package var verdict: FrameBudgetVerdict
        /// Nil without a baseline, or when the baseline has no such trace and configuration.
        package var change: VerdictChange?
    }

    /// Most configurations shown as columns before the table is transposed (when there are
    /// fewer traces than configurations).
    package static let maximumColumns = 6

    /// The traces (`input`), in report order.
    package var traces: [String]
    /// The configurations, in report order (those of any trace).
    package var configurations: [String]
    /// `cells[trace][configuration]`, nil where the trace has no result of the configuration.
    package var cells: [[Cell?]]
    /// Whether the rows are the configurations (the table transposed).
    package var rowsAreConfigurations: Bool
    /// Each trace's frame budget text (`FrameBudgetVerdict.budgetText`), in trace order.
    package var budgets: [String]

    /// The matrix of `report`; with `baseline`, each cell's change against the baseline's
    /// result of the same configuration on the same trace (paired by content as `compare` does).
    package init(_ report: RunReport, baseline: RunBaseline? = nil, thresholds: ComparisonThresholds? = nil) {
        traces = report.traces.map(\.input)
        var names: [String] = []
        for trace in report.traces {
            for result in trace.results where !names.contains(result.configuration) { names.append(result.configuration) }
        }
        configurations = names
        let changes = baseline.map { VerdictChange.all(base: $0.report, current: report, thresholds: thresholds, costSources: $0.costSources) } ?? [:]
        cells = report.traces.map { trace in
            names.map { name in
                trace.results.first { $0.configuration == name }.map { result in
                    Cell(verdict: FrameBudgetVerdict(trace: trace, result: result), change: changes[VerdictChange.Key(trace: trace.input, configuration: name)])
                }
            }
        }
        rowsAreConfigurations = names.count > Self.maximumColumns && names.count > traces.count
        budgets = cells.map { row in row.lazy.compactMap { $0?.verdict.budgetText }.first ?? "n/a" }
    }

    /// The row titles, in order.
    package var rowTitles: [String] { rowsAreConfigurations ? configurations : traces }
    /// The column titles, in order.
    package var columnTitles: [String] { rowsAreConfigurations ? traces : configurations }
    /// The cell at `row`, `column` of the table as shown.
    package func cell(row: Int, column: Int) -> Cell? {
        rowsAreConfigurations ? cells[column][row] : cells[row][column]
    }

    /// "trace" or "configuration": what a row is.
    package var rowKind: String { rowsAreConfigurations ? "configuration" : "trace" }

    /// The frame budget, once when every trace has the same, else nil (each trace's then).
    package var commonBudget: String? { Set(budgets).count == 1 ? budgets.first : nil }

    /// The short text of a cell: `fits 68% · 28.7 / 32.7 · +0.0 / +2.1` (verdict, headroom at p99
    /// cost, lag p50 / p99 in ms, and when the report has the platform's floor the lag the
    /// configuration adds over it, p50 / p99 in ms); "—" for a missing cell.
    package static func text(_ cell: Cell?) -> String {
        guard let verdict = cell?.verdict else { return "—" }
        let headroom = verdict.headroomP99.map { String(format: "%.0f%%", $0 * 100) } ?? "n/a"
        var text = "\(verdict.status.word)\(verdict.lateReplay == nil ? "" : " (replay late)") \(headroom) · "
            + "\(FrameBudgetVerdict.milli(verdict.lagP50)) / \(FrameBudgetVerdict.milli(verdict.lagP99))"
        if let added = verdict.lagAdded, verdict.lagFloor != nil {
            let signed = { (seconds: Double?) in
                seconds.map { (abs($0) < 0.05e-3 ? "+" : $0 > 0 ? "+" : "") + FrameBudgetVerdict.milli(abs($0) < 0.05e-3 ? 0 : $0) } ?? "n/a"
            }
            text += " · \(signed(added.p50)) / \(signed(added.p99))"
        }
        return text
    }

    /// What a cell says, one line, for under the table.
    package static let legend = "Each cell: verdict (fits, or the worst of over budget, drops samples, misses frames), "
        + "headroom (share of the frame budget left at the 99th percentile of callback cost), lag p50 / p99 in ms, "
        + "then the lag the configuration adds over the platform's floor (the same trace through a zero-cost pipeline), p50 / p99 in ms."

    /// The platform's floor stated once: `28.7 / 32.7 ms on every trace` when every trace has the
    /// same, else each trace's (`name 28.3 / 32.7 ms`, joined by semicolons); nil when the report
    /// has none. A floor is the lag p50 / p99 of the trace through a zero-cost pipeline
    /// (`FrameBudgetVerdict.lagFloor`; the first cell's of a trace).
    package var floorText: String? {
        let floors = cells.map { row in
            row.lazy.compactMap { $0?.verdict.lagFloor }.first.map { "\(FrameBudgetVerdict.milli($0.p50)) / \(FrameBudgetVerdict.milli($0.p99)) ms" }
        }
        guard floors.contains(where: { $0 != nil }) else { return nil }
        if let first = floors.first ?? nil, floors.allSatisfy({ $0 == first }) { return "\(first) on every trace" }
        return zip(traces, floors).compactMap { trace, floor in floor.map { "\(trace) \($0)" } }.joined(separator: "; ")
    }

    /// The matrix as Markdown table lines, every text literal (`MarkdownText`), a cell's change on a
    /// second line of the cell (`<br>`, the only markup).
    package var markdown: [String] {
        let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
        let rows = rowTitles.indices.map { row in
            [MarkdownText.escaped(rowTitles[row])] + columnTitles.indices.map { column in
                let cell = cell(row: row, column: column)
                return MarkdownText.escaped(Self.text(cell)) + (cell?.change.map { "<br>" + MarkdownText.escaped($0.text) } ?? "")
            }
        }
        return [line(([rowKind] + columnTitles).map(MarkdownText.escaped)), "|" + String(repeating: " --- |", count: columnTitles.count + 1)]
            + rows.map(line)
    }

    /// A short line per trace: how many fit, which do not, the lowest lag p50 and the lowest
    /// effective lag p50 among those that fit (with who reaches them).
    package var traceLines: [(trace: String, line: String)] {
        zip(traces, cells).map { trace, row in (trace, Self.shortHeadline(row.compactMap { $0?.verdict })) }
    }

    /// The short headline of one trace's verdicts, e.g. `4 of 4 fit; lowest lag p50 28.7 ms (all
    /// 4); lowest effective lag p50 5.6 ms (a, b)`.
    static func shortHeadline(_ verdicts: [FrameBudgetVerdict]) -> String {
        guard !verdicts.isEmpty else { return "no results" }
        let fitting = verdicts.filter { $0.status == .fits }
        var parts = ["\(fitting.count) of \(verdicts.count) fit"]
        let failing = verdicts.filter { $0.status != .fits }
        if !failing.isEmpty { parts.append("not fitting: " + failing.map { "\($0.configuration) (\($0.status.word))" }.joined(separator: ", ")) }
        let who = { (names: [String]) in
            guard names.count == fitting.count, names.count > 1 else { return names.joined(separator: ", ") }
            return fitting.count == verdicts.count ? "all \(names.count)" : "all \(names.count) that fit"
        }
        let winners = FrameBudgetVerdict.best(verdicts)
        if let lowest = winners.first?.lagP50 {
            parts.append("lowest lag p50 \(FrameBudgetVerdict.milli(lowest)) ms (\(who(winners.map(\.configuration))))")
        }
        let effective = fitting.compactMap { verdict in verdict.effectiveLagP50.map { (verdict.configuration, $0) } }
        if let lowest = effective.map(\.1).min(), let highest = effective.map(\.1).max(), highest - lowest >= 0.05e-3 {
            let names = effective.filter { abs($0.1 - lowest) < 0.05e-3 }.map(\.0)
            parts.append("lowest effective lag p50 \(FrameBudgetVerdict.milli(lowest)) ms (\(who(names)))")
        }
        let late = verdicts.filter { $0.lateReplay != nil }.map(\.configuration)
        if !late.isEmpty { parts.append("replay late for \(late.joined(separator: ", ")): its lag is overstated") }
        return parts.joined(separator: "; ")
    }
}

extension FrameBudgetVerdict.Status {
    /// One word for tables: fits, over, drops, misses.
    package var word: String {
        switch self {
        case .fits: "fits"
        case .overBudget: "over"
        case .dropsSamples: "drops"
        case .missesFrames: "misses"
        }
    }
}
