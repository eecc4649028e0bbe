import InkBenchCore
import Testing

/// The platform's floor and what a pipeline adds over it, against the timing model's closed
/// forms: a callback costing c starts at its vsync V_k and its frame is committed for the first
/// vsync at or after V_k + c + commit lead (never before V_{k+1}); a zero-cost pipeline is
/// committed for V_{k+1}.
@Suite("The lag a pipeline adds over the platform's floor")
struct LagFloorTests {
    static let trace = BenchmarkRunTests.trace
    static let period = 1 / trace.header.profile.displayHz

    static func report(_ configurations: [PipelineConfiguration], callbackCost: Double, commitLead: Double) throws -> RunReport {
        var sink = BenchmarkRunTests.Log()
        return try BenchmarkRun(
            inputs: [RunInput(name: "line", trace: Self.trace)], configurations: configurations,
            cost: RunCost(source: ConstantCost(callback: callbackCost), capabilities: [.deterministic]), settings: RunSettings(commitLeadSeconds: commitLead),
            rendering: BenchmarkRunTests.BlankRendering(), predictors: .builtIn, metrics: .builtIn
        ).report(sink: &sink)
    }

    static let modes = [
        PipelineConfiguration(name: "display-link", geometry: .incremental, redraw: .displayLink),
        PipelineConfiguration(name: "immediate", geometry: .naive, redraw: .immediate),
    ]

    @Test("a zero-cost pipeline adds 0 at p50 and p99: its lag is the floor")
    func zeroCostAddsNothing() throws {
        let results = try Self.report(Self.modes, callbackCost: 0, commitLead: 0).traces[0].results
        for result in results {
            let floor = try #require(result.lagFloor), added = try #require(result.lagAdded)
            #expect(floor.p50 == result.runs[0].lag.p50 && floor.p99 == result.runs[0].lag.p99, "\(result.configuration)")
            #expect(added == RunReport.LagPercentiles(p50: 0, p99: 0), "\(result.configuration)")
            #expect(try #require(floor.p50) > 0)
        }
    }

    /// c = T/2: with no commit lead the frame still makes V_{k+1} (adds 0); with a lead of
    /// 0.6 T it needs c + lead = 1.1 T and makes V_{k+2}, one period later for every sample:
    /// adds T at every percentile (to the percentiles' precision), over the same floor.
    @Test("a callback costing half a frame adds 0 without a commit lead and one frame period with a lead of 0.6 frames")
    func constantCostAddsWhatTheModelPredicts() throws {
        let cost = Self.period / 2
        let floors = try Self.report(Self.modes, callbackCost: 0, commitLead: 0.6 * Self.period).traces[0].results.map(\.lagFloor)
        for (lead, expected) in [(0.0, 0.0), (0.6 * Self.period, Self.period)] {
            let results = try Self.report(Self.modes, callbackCost: cost, commitLead: lead).traces[0].results
            for result in results {
                let added = try #require(result.lagAdded), lag = result.runs[0].lag
                // Percentiles come from an HDR histogram of 3 significant digits: each is within
                // 0.1 % of its order statistic.
                #expect(abs(try #require(added.p50) - expected) <= 1e-3 * (try #require(lag.p50)) + 1e-9, "\(result.configuration), lead \(lead): \(added)")
                #expect(abs(try #require(added.p99) - expected) <= 1e-3 * (try #require(lag.p99)) + 1e-9, "\(result.configuration), lead \(lead): \(added)")
                #expect(result.runs[0].callbacks > 50)
            }
            if lead > 0 { #expect(results.map(\.lagFloor) == floors, "the floor does not depend on the pipeline's cost") }
        }
    }

    @Test("the verdict leads with what the configuration adds over the platform's floor")
    func verdictText() throws {
        let report = try Self.report([Self.modes[0]], callbackCost: Self.period / 2, commitLead: 0.6 * Self.period)
        let verdict = FrameBudgetVerdict(trace: report.traces[0], result: report.traces[0].results[0])
        let floor = try #require(report.traces[0].results[0].lagFloor), added = try #require(report.traces[0].results[0].lagAdded)
        let text = String(
            format: "adds %.1f ms at p50 / %.1f ms at p99 over the platform's %.1f ms / %.1f ms",
            try #require(added.p50) * 1e3, try #require(added.p99) * 1e3, try #require(floor.p50) * 1e3, try #require(floor.p99) * 1e3
        )
        #expect(text.hasPrefix("adds 8."))
        #expect(verdict.lagAddedText == text)
        #expect(RunTable.lines(report.traces[0], cost: report.cost).contains("- display-link " + text))
        #expect(RunSummaryMarkdown.render(report).contains("- line × display-link " + text))
    }

    @Test("the verdict matrix shows what each configuration adds over the floor, and states the floor once")
    func matrixShowsTheFloor() throws {
        let report = try Self.report([Self.modes[0]], callbackCost: Self.period / 2, commitLead: 0.6 * Self.period)
        let floor = try #require(report.traces[0].results[0].lagFloor), added = try #require(report.traces[0].results[0].lagAdded)
        let matrix = VerdictMatrix(report)
        let cell = VerdictMatrix.text(matrix.cell(row: 0, column: 0))
        #expect(cell.hasSuffix(String(format: " · +%.1f / +%.1f", try #require(added.p50) * 1e3, try #require(added.p99) * 1e3)), "\(cell)")
        let stated = String(format: "%.1f / %.1f ms on every trace", try #require(floor.p50) * 1e3, try #require(floor.p99) * 1e3)
        #expect(matrix.floorText == stated)
        #expect(RunSummaryMarkdown.render(report).contains("The platform's floor (lag p50 / p99): " + stated))
    }
}
