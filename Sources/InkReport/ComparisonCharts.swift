import Foundation
import InkMetrics

/// The distribution charts of the compare page, as a benchmark change report draws them: one
/// chart per trace × configuration in both reports, two panels — the touch-to-display lag CDF
/// (ms) and the callback cost CDF (handler + render, µs) — each with the base (red, dashed, drawn
/// first and thicker) and the current run (blue, solid) overlaid.
///
/// Each side is the pair's representative run. A panel draws every event when both reports'
/// folders hold the table it reads (`data/samples.csv` for lag, `data/callbacks.csv` for cost),
/// so the two curves are alike in kind; otherwise both curves are the reports' own digests as
/// points (min, p50, p90, p99, p99.9, max at fractions 0, .5, .9, .99, .999, 1) joined by lines,
/// and the caption says which. Chart names are `pair-N-SLUG` (N counts the pairs from 1), unique
/// in the page.
package enum ComparisonCharts {
    /// One trace × configuration in both reports: the configuration's result on each side and
    /// the trace it ran on.
    struct Pair {
        var baseTrace: RunReport.TraceResult
        var base: RunReport.ConfigurationResult
        var currentTrace: RunReport.TraceResult
        var current: RunReport.ConfigurationResult

        /// The name the compare page gives the pair's section (`trace/configuration`, the current report's names).
        var name: String { "\(currentTrace.input)/\(current.configuration)" }
    }

    /// What one side's per-event tables hold for the charts: the CDF points of each run, by run
    /// (nil when the table is not there).
    struct SideTables {
        var lags: [RunKey: LagSeries]?
        var costs: [RunKey: LagSeries]?
    }

    /// The charts of the pairs of `base` and `current`; the texts are each side's
    /// `data/samples.csv` and `data/callbacks.csv`, if any.
    package static func charts(
        base: RunReport, current: RunReport, baseSamplesCSV: String? = nil, baseCallbacksCSV: String? = nil,
        currentSamplesCSV: String? = nil, currentCallbacksCSV: String? = nil
    ) -> [(pair: String, chart: GnuplotChart)] {
        // Reading a text cannot fail (only a file can).
        let sides = [(base, baseSamplesCSV, baseCallbacksCSV), (current, currentSamplesCSV, currentCallbacksCSV)].map { report, samples, callbacks in
            (try? tables(
                lags: samples.map { RunSeriesTable($0, x: ReportCharts.lagColumns.x, y: ReportCharts.lagColumns.y, keeping: keys(report)) },
                costs: callbacks.map { RunSeriesTable($0, x: ReportCharts.costColumns.x, y: ReportCharts.costColumns.y, keeping: keys(report)) }
            )) ?? SideTables()
        }
        return charts(pairs(base: base, current: current), base: sides[0], current: sides[1])
    }

    /// The charts of the pairs of `base` and `current`, reading each side's tables from the
    /// `data` folder beside its report.json (`baseFolder`, `currentFolder`; nil: no tables).
    static func charts(base: RunReport, baseFolder: String?, current: RunReport, currentFolder: String?) throws -> [(pair: String, chart: GnuplotChart)] {
        let sides = try [(base, baseFolder), (current, currentFolder)].map { report, folder in
            guard let folder else { return SideTables() }
            let data = (folder as NSString).appendingPathComponent("data")
            let table = { (name: String, columns: (x: String, y: [String])) in
                try RunSeriesTable(path: (data as NSString).appendingPathComponent(name), x: columns.x, y: columns.y, keeping: keys(report))
            }
            return try tables(lags: table("samples.csv", ReportCharts.lagColumns), costs: table("callbacks.csv", ReportCharts.costColumns))
        }
        return charts(pairs(base: base, current: current), base: sides[0], current: sides[1])
    }

    /// The trace × configuration pairs in both reports, in the current report's order, matched
    /// as `ReportComparison` matches them (traces by content, then by name; configurations by name).
    static func pairs(base: RunReport, current: RunReport) -> [Pair] {
        let pairing = TracePairing(base: base.traces, current: current.traces)
        return current.traces.enumerated().flatMap { index, trace -> [Pair] in
            guard let baseIndex = pairing.baseIndex[index] else { return [] }
            let baseTrace = base.traces[baseIndex]
            return trace.results.compactMap { result in
                baseTrace.results.first { $0.configuration == result.configuration }.map { Pair(baseTrace: baseTrace, base: $0, currentTrace: trace, current: result) }
            }
        }
    }

    private static func keys(_ report: RunReport) -> Set<RunKey> {
        Set(report.traces.flatMap { trace in trace.results.map { RunKey(trace, $0) } })
    }

    private static func tables(lags: RunSeriesTable?, costs: RunSeriesTable?) throws -> SideTables {
        // The CDF points are order statistics of the y column, whatever it holds: lag, or a
        // callback's handler + render cost.
        SideTables(lags: try lags.map(LagSeries.read), costs: try costs.map(LagSeries.read))
    }

    private static func charts(_ pairs: [Pair], base: SideTables, current: SideTables) -> [(pair: String, chart: GnuplotChart)] {
        pairs.enumerated().map { index, pair in
            let name = "pair-\(index + 1)-" + GnuplotChart.slug(GnuplotChart.slug(pair.currentTrace.input) + "--" + GnuplotChart.slug(pair.current.configuration))
            return (pair.name, ComparisonDistributionChart(pair: pair, name: name, base: base, current: current).chart)
        }
    }
}
