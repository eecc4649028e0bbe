/// One run's rows of a data table as a time-series chart draws them, read in two passes
/// (`read`): how many rows have a y, the smallest x of all its rows (those without a y included),
/// and every k-th row with a y from the first, k the smallest step that keeps at most `limit`
/// (`ReportCharts.thinningStep`) — so what is kept is what is drawn, however long the run.
struct ThinnedSeries {
    /// Rows with a y.
    private(set) var count = 0
    /// The smallest x over the run's rows, nil when it has none.
    private(set) var start: Double?
    /// The drawn rows (x, y), in table order; at most `limit`.
    private(set) var shown: [(x: Double, y: Double)] = []
    private var step = 1
    private var seen = 0

    /// The series of the runs of `table`, at most `limit` rows drawn of each.
    static func read(_ table: RunSeriesTable, limit: Int) throws -> [RunKey: ThinnedSeries] {
        var runs = RunStates { ThinnedSeries() }
        try table.forEachRow { key, x, y in
            runs.update(key) { run in
                run.start = min(run.start ?? x, x)
                if y != nil { run.count += 1 }
            }
        }
        runs.updateAll { run in
            run.step = ReportCharts.thinningStep(count: run.count, limit: limit)
            run.shown.reserveCapacity(min(run.count, limit))
        }
        try table.forEachRow { key, x, y in
            guard let y else { return }
            runs.update(key) { run in
                if run.seen % run.step == 0 { run.shown.append((x, y)) }
                run.seen += 1
            }
        }
        return runs.byRun
    }
}
