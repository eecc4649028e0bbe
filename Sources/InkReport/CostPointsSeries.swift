import Foundation
import InkMetrics

/// What the cost-vs-points chart draws of one run, read from `data/callbacks.csv` (x: points in
/// the stroke, y: handler + render cost in seconds) in passes (`read`), keeping what is drawn and
/// per growth bin the few ranks its medians need, not the run's callbacks:
/// - the drawable callbacks (a point count of at least 1, a cost above 0): their number, every
///   k-th of them from the first (at most `limit`, as `ReportCharts.thinningStep` thins), and
///   whether all their point counts, and all their costs, are one value (`first…`, `…AreOne`);
/// - the growth exponent of every callback whose point count is a count
///   (`ReportCharts.pointCount`), the same `GrowthExponent(pointsInStroke:costs:)` gives: each
///   bin's medians come from exact order statistics (`OrderStatistics`) of its point counts and
///   costs (ln is increasing, so the median of the logarithms is that of the values' ranks).
struct CostPointsSeries {
    /// Drawable callbacks.
    private(set) var drawable = 0
    /// The drawn callbacks (points in the stroke, cost in seconds), in table order; at most `limit`.
    private(set) var shown: [(points: Double, cost: Double)] = []
    /// The first drawable callback's point count and cost (µs).
    private(set) var first: (points: Double, costMicroseconds: Double)?
    /// Whether every drawable callback has the first one's point count, and its cost.
    private(set) var pointsAreOne = true, costsAreOne = true
    /// The fit over every callback; set by `read`.
    private(set) var growth: GrowthExponent?

    private var step = 1
    private var seen = 0
    /// Growth observations per bin.
    private var binCounts: [Int: Int] = [:]
    /// The medians' ranks of the point counts and costs of each bin with enough observations.
    private var binRanks: [Int: (points: OrderStatistics, costs: OrderStatistics)] = [:]

    /// The series of the runs of `table`, at most `limit` callbacks drawn of each.
    static func read(_ table: RunSeriesTable, limit: Int) throws -> [RunKey: CostPointsSeries] {
        let binsPerDecade = GrowthExponent.defaultBinsPerDecade
        var runs = RunStates { CostPointsSeries() }
        try table.forEachRow { key, x, y in
            guard let y, let count = ReportCharts.pointCount(x) else { return }
            runs.update(key) { run in
                run.firstPass(points: x, count: count, cost: y, binsPerDecade: binsPerDecade)
            }
        }
        runs.updateAll { run in
            run.step = ReportCharts.thinningStep(count: run.drawable, limit: limit)
            run.shown.reserveCapacity(min(run.drawable, limit))
            for (bin, count) in run.binCounts where count >= GrowthExponent.defaultMinimumBinCount {
                let ranks = count % 2 == 1 ? [count / 2] : [count / 2 - 1, count / 2]
                run.binRanks[bin] = (OrderStatistics(count: count, ranks: ranks), OrderStatistics(count: count, ranks: ranks))
            }
        }
        var pass = 0
        var needed = true
        while needed {
            try table.forEachRow { key, x, y in
                guard let y, let count = ReportCharts.pointCount(x) else { return }
                runs.update(key) { run in
                    if pass == 0, x >= 1, y > 0 {
                        if run.seen % run.step == 0 { run.shown.append((x, y)) }
                        run.seen += 1
                    }
                    guard GrowthExponent.isObservation(points: count, cost: y) else { return }
                    let bin = GrowthExponent.bin(ofPoints: count, binsPerDecade: binsPerDecade)
                    guard run.binRanks[bin] != nil else { return }
                    run.binRanks[bin]!.points.add(Double(count))
                    run.binRanks[bin]!.costs.add(y)
                }
            }
            pass += 1
            needed = false
            runs.updateAll { run in
                for bin in run.binRanks.keys {
                    let morePoints = run.binRanks[bin]!.points.endPass(), moreCosts = run.binRanks[bin]!.costs.endPass()
                    needed = needed || morePoints || moreCosts
                }
            }
        }
        runs.updateAll { run in run.growth = run.fit(binsPerDecade: binsPerDecade) }
        return runs.byRun
    }

    /// Counts a callback with a point count (`points` as read, `count` as a count) and `cost` (s).
    private mutating func firstPass(points: Double, count: Int, cost: Double, binsPerDecade: Int) {
        if points >= 1, cost > 0 {
            drawable += 1
            let costMicroseconds = cost * 1e6
            if let first {
                pointsAreOne = pointsAreOne && points == first.points
                costsAreOne = costsAreOne && costMicroseconds == first.costMicroseconds
            } else {
                first = (points, costMicroseconds)
            }
        }
        if GrowthExponent.isObservation(points: count, cost: cost) {
            binCounts[GrowthExponent.bin(ofPoints: count, binsPerDecade: binsPerDecade), default: 0] += 1
        }
    }

    /// The growth exponent from the bins' medians, as `GrowthExponent(pointsInStroke:costs:)`
    /// takes them.
    private func fit(binsPerDecade: Int) -> GrowthExponent? {
        let medians = binRanks.keys.sorted().map { bin in
            let count = binCounts[bin]!, ranks = binRanks[bin]!
            let median = { (values: OrderStatistics) in
                count % 2 == 1 ? log(values[count / 2]) : (log(values[count / 2 - 1]) + log(values[count / 2])) / 2
            }
            return GrowthExponent.BinMedians(bin: bin, logPoints: median(ranks.points), logCost: median(ranks.costs), count: count)
        }
        return GrowthExponent(medians, binsPerDecade: binsPerDecade)
    }
}
