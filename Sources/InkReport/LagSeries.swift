/// What the lag charts draw of one run, read from `data/samples.csv` (x: time, y: lag, seconds)
/// in passes (`read`), keeping what is drawn, not the run's samples: the number of shown samples
/// (a lag), the smallest time of all its samples (the time axes' origin), the lag-over-time
/// envelope (`LagEnvelope`) and the lag CDF's points — every `step`-th of the lags sorted
/// ascending and the largest, from exact order statistics (`OrderStatistics`).
struct LagSeries {
    /// Samples with a lag.
    private(set) var count = 0
    /// The smallest time over the run's samples, nil when it has none.
    private(set) var start: Double?
    /// The lag-over-time points; set by `read`.
    private(set) var envelope: [LagEnvelope.Point] = []
    /// The lag CDF's points (lag in seconds, fraction of the shown samples at or below it); set by `read`.
    private(set) var distribution: [(lag: Double, fraction: Double)] = []

    private var firstTime: Double?
    private var lastTime: Double?
    private var building = LagEnvelope(count: 0, first: nil, last: nil)
    private var ranks = OrderStatistics(count: 0, ranks: [])

    /// CDF points taken from the sorted lags: every `count / cdfPoints`-th one.
    static let cdfPoints = 400

    /// The ranks of the sorted lags the CDF draws, in order.
    private var cdfRanks: [Int] {
        count == 0 ? [] : Array(stride(from: 0, to: count, by: max(1, count / Self.cdfPoints))) + [count - 1]
    }

    /// The series of the runs of `table`.
    static func read(_ table: RunSeriesTable) throws -> [RunKey: LagSeries] {
        var runs = RunStates { LagSeries() }
        try table.forEachRow { key, x, y in
            runs.update(key) { run in
                run.start = min(run.start ?? x, x)
                guard y != nil else { return }
                run.count += 1
                if run.firstTime == nil { run.firstTime = x }
                run.lastTime = x
            }
        }
        runs.updateAll { run in
            run.building = LagEnvelope(count: run.count, first: run.firstTime, last: run.lastTime)
            run.ranks = OrderStatistics(count: run.count, ranks: run.cdfRanks)
        }
        var pass = 0
        var needed = true
        while needed {
            try table.forEachRow { key, x, y in
                guard let y else { return }
                runs.update(key) { run in
                    if pass == 0 { run.building.add(time: x, lag: y) }
                    run.ranks.add(y)
                }
            }
            pass += 1
            needed = false
            runs.updateAll { run in needed = run.ranks.endPass() || needed }
        }
        runs.updateAll { run in
            run.building.finish()
            run.envelope = run.building.points
            run.building = LagEnvelope(count: 0, first: nil, last: nil)
            let count = Double(run.count)
            run.distribution = run.cdfRanks.dropLast().map { (run.ranks[$0], Double($0 + 1) / count) }
            if run.count > 0 { run.distribution.append((run.ranks[run.count - 1], 1)) }
        }
        return runs.byRun
    }
}
