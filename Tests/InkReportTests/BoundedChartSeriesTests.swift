import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkSim
import InkSynth
import Testing

@testable import InkReport

/// A renderer that draws nothing (the tables need no pixels).
private struct BlankRenderer: FrameRenderer {
    var name: String { "test/blank" }
    mutating func absorb(_ pipeline: StrokePipeline) {}
    mutating func render(_ pipeline: StrokePipeline) -> RenderWork { RenderWork() }
}

/// A seeded generator (SplitMix64), so every run of the tests reads the same tables.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The charts read each data table in passes and keep what they draw (`LagSeries`,
/// `ThinnedSeries`, `CostPointsSeries`), not the run's rows; what they draw must be exactly what
/// the whole series read into arrays gave (`WholeSeries`, the charts' reading before), so every
/// chart file keeps its bytes.
@Suite("Chart series read in bounded memory")
struct BoundedChartSeriesTests {
    /// Values with many repeats, both zeros, infinities and a wide spread of magnitudes.
    private static func values(_ count: Int, seed: UInt64) -> [Double] {
        var random = SplitMix(state: seed)
        let specials: [Double] = [0, -0.0, .infinity, -.infinity, 1e-300, -1e300, 0.029, 0.025]
        return (0..<count).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0: specials.randomElement(using: &random)!
            case 1...3: Double(Int.random(in: 0..<50, using: &random)) / 1000
            default: Double.random(in: -1...1, using: &random) * pow(10, Double(Int.random(in: -12...6, using: &random)))
            }
        }
    }

    @Test("order statistics are the sorted values at every rank asked, zeros' signs and repeats included", arguments: [1, 7, 4096, 4097, 60_000])
    func orderStatistics(count: Int) {
        let values = Self.values(count, seed: UInt64(count))
        let sorted = values.sorted()
        let ranks = Set([0, count - 1, count / 2] + stride(from: 0, to: count, by: max(1, count / 400)))
        var statistics = OrderStatistics(count: count, ranks: ranks, keptLimit: 4096)
        var passes = 0
        repeat {
            for value in values { statistics.add(value) }
            passes += 1
        } while statistics.endPass()
        #expect(passes <= 8, "64 bits, 11 a pass, and a pass for a zero's sign")
        for rank in ranks {
            #expect(statistics[rank].bitPattern == sorted[rank].bitPattern, "rank \(rank) of \(count)")
        }
    }

    @Test("a rank among equal zeros takes that zero's sign in reading order, as the stable sort does")
    func zeroSigns() {
        let values: [Double] = [1, -0.0, 0, -0.0, -1, 0, 0]
        let sorted = values.sorted()
        var statistics = OrderStatistics(count: values.count, ranks: values.indices, keptLimit: 4096)
        repeat { values.forEach { statistics.add($0) } } while statistics.endPass()
        #expect(values.indices.map { statistics[$0].bitPattern } == sorted.map(\.bitPattern))
    }

    /// The data tables of built-in datasets through `configurations`, as a run writes them.
    private static func tables(_ datasets: [String], _ configurations: [PipelineConfiguration]) throws -> MemoryRunTables {
        let memory = try MemoryRunTables()
        for name in datasets {
            let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named(name)).recipe)
            for configuration in configurations {
                let record = PlatformSimulator.run(
                    trace: trace, configuration: configuration, cost: ConstantCost(callback: 0.002, render: 0.003), renderer: BlankRenderer(),
                    predictor: try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile)
                )
                try memory.append(record, trace: trace, input: name, run: 0)
            }
        }
        return memory
    }

    /// A callbacks table of `count` callbacks per configuration with seeded point counts and
    /// costs: repeats, zero and negative-zero costs, point counts of 0, and rows without a cost.
    private static func callbacksCSV(count: Int, seed: UInt64) -> String {
        var random = SplitMix(state: seed)
        var text = "trace,configuration,run,points_in_stroke,handler_cost_s,render_cost_s\n"
        for configuration in ["a", "b", "c"] {
            for index in 0..<count {
                let points = Int.random(in: 0..<3, using: &random) == 0 ? index % 7 : Int.random(in: 0...20_000, using: &random)
                let cost: String = switch Int.random(in: 0..<20, using: &random) {
                case 0: "0.0"
                case 1: "-0.0"
                case 2: ""
                case 3...6: "\(Double(points % 13) * 1e-6)"
                default: "\(Double.random(in: 0...1, using: &random) * 1e-7 * pow(Double(max(points, 1)), configuration == "a" ? 1 : 0.3))"
                }
                text += "t,\(configuration),0,\(points),\(cost),\(index % 5 == 0 ? "0" : "1e-7")\n"
            }
        }
        return text
    }

    /// Checks the bounded readings of `samples`, `frames` and `callbacks` against the whole series.
    private static func expectSame(samples: RunSeriesTable, frames: RunSeriesTable, callbacks: RunSeriesTable) throws {
        let lags = try LagSeries.read(samples), wholeLags = try WholeSeries(samples)
        #expect(Set(lags.keys) == Set(wholeLags.start.keys))
        for (key, series) in lags {
            #expect(series.start?.bitPattern == wholeLags.start[key]?.bitPattern)
            let whole = wholeLags.series(key) ?? ([], [])
            #expect(series.count == whole.y.count)
            guard !whole.y.isEmpty else { continue }
            let sorted = whole.y.sorted()
            let step = max(1, sorted.count / 400)
            var distribution: [[UInt64]] = stride(from: 0, to: sorted.count, by: step).map { rank in
                [sorted[rank].bitPattern, (Double(rank + 1) / Double(sorted.count)).bitPattern]
            }
            distribution.append([sorted[sorted.count - 1].bitPattern, 1.0.bitPattern])
            #expect(series.distribution.map { [$0.lag.bitPattern, $0.fraction.bitPattern] } == distribution)
            #expect(series.envelope == WholeSeries.envelope(times: whole.x, lags: whole.y))
            #expect(series.envelope.count <= max(whole.y.count <= 2 * LagEnvelope.buckets ? whole.y.count : 0, 2 * LagEnvelope.buckets))
        }
        let gaps = try ThinnedSeries.read(frames, limit: ReportCharts.timeSeriesPointsShown), wholeGaps = try WholeSeries(frames)
        #expect(Set(gaps.keys) == Set(wholeGaps.start.keys))
        for (key, series) in gaps {
            let whole = wholeGaps.series(key) ?? ([], [])
            #expect(series.start?.bitPattern == wholeGaps.start[key]?.bitPattern && series.count == whole.y.count)
            #expect(series.shown.count <= ReportCharts.timeSeriesPointsShown)
            let thinned = WholeSeries.thinned(Array(zip(whole.x, whole.y)), to: ReportCharts.timeSeriesPointsShown)
            #expect(series.shown.map { [$0.x.bitPattern, $0.y.bitPattern] } == thinned.map { [$0.0.bitPattern, $0.1.bitPattern] })
        }
        let costs = try CostPointsSeries.read(callbacks, limit: ReportCharts.costPointsShown), wholeCosts = try WholeSeries(callbacks)
        for (key, whole) in wholeCosts.y.keys.map({ ($0, wholeCosts.series($0)!) }) {
            let series = try #require(costs[key])
            let counted = zip(whole.x, whole.y).compactMap { point, cost in ReportCharts.pointCount(point).map { (point: point, count: $0, cost: cost) } }
            let drawable = counted.filter { $0.point >= 1 && $0.cost > 0 }.map { ($0.point, $0.cost) }
            #expect(series.drawable == drawable.count)
            #expect(series.shown.count <= ReportCharts.costPointsShown)
            let thinned = WholeSeries.thinned(drawable, to: ReportCharts.costPointsShown)
            #expect(series.shown.map { [$0.points.bitPattern, $0.cost.bitPattern] } == thinned.map { [$0.0.bitPattern, $0.1.bitPattern] })
            #expect(series.first?.points == drawable.first?.0 && series.first?.costMicroseconds == drawable.first.map { $0.1 * 1e6 })
            #expect(series.pointsAreOne == drawable.allSatisfy { $0.0 == drawable[0].0 })
            #expect(series.costsAreOne == drawable.allSatisfy { $0.1 * 1e6 == drawable[0].1 * 1e6 })
            let growth = GrowthExponent(pointsInStroke: counted.map(\.count), costs: counted.map(\.cost))
            #expect(series.growth == growth, "\(key)")
        }
    }

    @Test("built-in datasets: the lag, tip gap and cost series are those of the whole tables", arguments: [
        ["circle", "handwriting"], ["session", "tap"], ["scribble-fast", "signature"],
    ])
    func datasets(names: [String]) throws {
        let configurations = [
            PipelineConfiguration(name: "incremental", geometry: .incremental),
            PipelineConfiguration(name: "naive", geometry: .naive),
        ]
        let memory = try Self.tables(names, configurations)
        let table = { (text: String, columns: (x: String, y: [String])) in RunSeriesTable(text, x: columns.x, y: columns.y) }
        try Self.expectSame(
            samples: table(try memory.text(memory.samples), ReportCharts.lagColumns),
            frames: table(try memory.text(memory.frames), ReportCharts.tipGapColumns),
            callbacks: table(try memory.text(memory.callbacks), ReportCharts.costColumns)
        )
    }

    @Test("seeded long tables read from files: every series is that of the whole table, the kept rows bounded")
    func seededFiles() throws {
        var random = SplitMix(state: 7)
        var samples = "trace,configuration,run,time_s,lag_s\n", frames = "trace,configuration,run,presentation_s,tip_gap_pt\n"
        for configuration in ["a", "b"] {
            for index in 0..<30_000 {
                let lag = Int.random(in: 0..<10, using: &random) == 0 ? "" : "\(Double(Int.random(in: 0..<60, using: &random)) / 1000)"
                samples += "t,\(configuration),0,\(Double(index) / 240),\(lag)\n"
                frames += "t,\(configuration),0,\(Double(index) / 120),\(index % 9 == 0 ? "" : "\(Double.random(in: 0...30, using: &random))")\n"
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-bounded-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = { (name: String, text: String, columns: (x: String, y: [String])) throws -> RunSeriesTable in
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
            return try #require(try RunSeriesTable(path: "\(folder)/\(name)", x: columns.x, y: columns.y))
        }
        let callbacks = try file("callbacks.csv", Self.callbacksCSV(count: 40_000, seed: 11), ReportCharts.costColumns)
        try Self.expectSame(
            samples: file("samples.csv", samples, ReportCharts.lagColumns), frames: file("frames.csv", frames, ReportCharts.tipGapColumns),
            callbacks: callbacks
        )
        let fits = try CostPointsSeries.read(callbacks, limit: ReportCharts.costPointsShown).values.map(\.growth)
        #expect(fits.count == 3 && fits.allSatisfy { $0 != nil }, "every configuration has a fit to compare")
    }
}
