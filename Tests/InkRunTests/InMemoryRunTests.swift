import Foundation
import InkBench
import InkRun
import Testing

/// A run kept in memory (`BenchmarkRun.report(sink:tables:)`, what the fuzz harness runs): the
/// same report as without tables, the per-event rows in the tables given, and the machine the
/// settings name instead of this one.
struct InMemoryRunTests {
    static let environment = RunEnvironment(host: "fixed", cores: 1, operatingSystem: "Linux", architecture: "x86_64", swiftVersion: "6", gitCommit: nil)

    /// report.json as JSON, without the thread CPU time (wall-clock: the only field two runs may differ in).
    static func comparable(_ report: RunReport) throws -> NSDictionary {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return Dictionary(uniqueKeysWithValues: object.filter { $0.key != "threadCPUSeconds" }.map { ($0.key, strip($0.value)) })
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return try #require(strip(JSONSerialization.jsonObject(with: report.jsonData())) as? NSDictionary)
    }

    @Test func theTablesGetEveryRowAndTheReportIsTheSame() throws {
        let components = InkBenchComponents.builtIn
        let set = try #require(try ConfigurationSources(folder: nil, stages: components.stages, renderers: components.renderers.names).set(named: "default"))
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("line-short")).recipe)
        var settings = RunSettings(drawsDebugRenders: false, jobs: 2)
        settings.environment = Self.environment
        let run = BenchmarkRun(
            inputs: [RunInput(name: "line-short", trace: trace)], configurations: set.configurations,
            cost: RunCost(source: ModelledCost(coefficients: CostCoefficients(perCallback: 20e-6, perSample: 2e-6, perPointRecomputed: 0.2e-6, perRender: 50e-6, perPixel: 2e-9, perElementStroked: 0.5e-6)), capabilities: CostSourceComponent.modelled.capabilities),
            settings: settings, components: components
        )
        let callbacks = MemoryOutput(), frames = MemoryOutput(), samples = MemoryOutput(), predictions = MemoryOutput()
        let tables = try RunDataTables(callbacks: callbacks, frames: frames, samples: samples, predictions: { predictions })
        var sink = SilentRunSink()
        let kept = try run.report(sink: &sink, tables: tables)
        _ = try tables.finish()
        #expect(kept.environment.host == "fixed" && kept.environment.cores == 1 && kept.environment.gitCommit == nil)
        #expect(try Self.comparable(kept) == Self.comparable(run.report(sink: &sink)))
        let sampleRows = String(decoding: samples.bytes, as: UTF8.self).split(separator: "\n")
        #expect(sampleRows.first.map(String.init) == RunDataTables.samplesHeader)
        #expect(sampleRows.count == 1 + trace.samples.count * set.configurations.count)
        let callbackRows = String(decoding: callbacks.bytes, as: UTF8.self).split(separator: "\n")
        let counted = kept.traces[0].results.reduce(0) { $0 + $1.runs[0].callbacks }
        #expect(callbackRows.count == 1 + counted)
    }
}
