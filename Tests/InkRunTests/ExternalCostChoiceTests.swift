import Foundation
import InkBenchCore
import Testing

/// The cost of a pipeline in another program: chosen from its hello when the run is not told one,
/// and refused in one line when the program does not report what the cost source prices.
@Suite("External pipelines: the cost chosen from the hello, and refused when nothing prices it")
struct ExternalCostChoiceTests {
    static func external(_ name: String, _ script: String, protocolVersion: Int = 2) -> PipelineConfiguration {
        PipelineConfiguration(
            name: name, geometry: .incremental, external: ExternalPipelineSpec(arguments: ["/bin/sh", "-c", script], protocolVersion: protocolVersion)
        )
    }

    /// Answers the hello with `reports`, then every callback with `reply`.
    static func script(reports: String, reply: String) -> String {
        #"read -r hello; echo '{"version":2,"reports":[\#(reports)]}'; while IFS= read -r line; do echo '\#(reply)'; done"#
    }

    static func run(_ configurations: [PipelineConfiguration], cost: RunCost, choosesCost: Bool) -> BenchmarkRun {
        var settings = RunSettings(repetitions: 3)
        settings.external.choosesCost = choosesCost
        return BenchmarkRun(
            inputs: [RunInput(name: "line", trace: BenchmarkRunTests.trace)], configurations: configurations, cost: cost, settings: settings,
            rendering: BenchmarkRunTests.BlankRendering(), predictors: .builtIn, metrics: .builtIn
        )
    }

    @Test("without --cost: reported for a program that reports handler_us (one run), measured for one that does not (repetitions pooled), the run's cost for built-ins")
    func chosenFromTheHello() throws {
        let configurations = [
            Self.external("reporting", Self.script(reports: #""handler_us""#, reply: #"{"handler_us":250}"#)),
            Self.external("silent", Self.script(reports: "", reply: "{}")),
            BenchmarkRunTests.configurations[1],
        ]
        var log = BenchmarkRunTests.Log()
        let report = try Self.run(configurations, cost: RunCost(source: ConstantCost(callback: 1e-5), capabilities: [.deterministic]), choosesCost: true).report(sink: &log)
        let results = report.traces[0].results
        #expect(results[0].runs.count == 1 && results[0].runs[0].costKind.rawValue == "reported" && results[0].runs[0].handlerCost.p50 == 250e-6)
        #expect(results[1].runs.count == 4 && results[1].pooledRun == 3 && results[1].runs.allSatisfy { $0.costKind == .measured })
        #expect(results[2].runs.count == 1 && results[2].runs[0].costKind == .constant)
        #expect(report.configurations[0].external?.cost?.hasPrefix("reported") == true && report.configurations[1].external?.cost?.hasPrefix("measured") == true)
        #expect(results[0].startup?.seconds.count == 1 && results[1].startup?.seconds.count == 4, "each start of a program is timed")
        #expect(report.cost.measurement?.clock == "thread-cpu")
    }

    @Test("--cost modelled for a program that reports no work counter, and --cost reported for one without handler_us, are refused before anything runs")
    func refusedFromTheHello() throws {
        let silent = Self.external("silent", Self.script(reports: #""tip""#, reply: "{}"))
        let calibration = try CalibrationLocation.resolve(nil)
        let cases: [(RunCost, String)] = [
            (try .modelled(calibrationPath: calibration, timerOverheadNanoseconds: 0), "configuration 'silent': --cost modelled prices the work counters a pipeline reports"),
            (RunCost(source: ReportedCost(), capabilities: CostSourceComponent.reported.capabilities), "configuration 'silent': --cost reported takes the handler_us each reply reports"),
        ]
        for (cost, expected) in cases {
            var log = BenchmarkRunTests.Log()
            #expect {
                try Self.run([silent], cost: cost, choosesCost: false).report(sink: &log)
            } throws: { error in
                String(describing: error).hasPrefix(expected) && !String(describing: error).contains("\n")
            }
            #expect(log.events.isEmpty, "nothing ran")
        }
    }

    @Test("a protocol-1 program priced modelled whose replies carry no work counter fails after it ran, in one line")
    func versionOneWithoutCounters() throws {
        let old = Self.external("old", "while IFS= read -r line; do echo '{}'; done", protocolVersion: 1)
        var log = BenchmarkRunTests.Log()
        #expect {
            try Self.run([old], cost: try .modelled(calibrationPath: try CalibrationLocation.resolve(nil), timerOverheadNanoseconds: 0), choosesCost: false)
                .report(sink: &log)
        } throws: { error in
            String(describing: error).hasPrefix("configuration 'old': --cost modelled prices the work counters a pipeline reports")
        }
    }
}
