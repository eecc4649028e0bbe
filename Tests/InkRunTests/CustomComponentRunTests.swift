import Foundation
import InkBench
import Synchronization
import Testing

/// A run with components registered next to the built-ins: the report names the custom
/// smoother, predictor and cost source as it names built-ins, and a renderer nobody registered
/// is refused before anything runs.
struct CustomComponentRunTests {
    /// The components of this test: `gentle` (Antigrain curves under another name), `held`
    /// (the newest sample, held), `flat` (10 µs per callback, nothing per frame).
    static func components() throws -> InkBenchComponents {
        var components = InkBenchComponents.builtIn
        try components.register(SmootherComponent(name: "gentle", summary: "test") { _ throws(ComponentSpecError) in
            SmootherSpec(kind: "gentle", shape: AntigrainShape(smoothness: 0.5))
        })
        try components.register(PredictorComponent(name: "held", summary: "test", parameters: []) { _, context in HeldPredictor(limits: context.limits) })
        try components.register(CostSourceComponent(name: "flat", summary: "test", capabilities: [.deterministic, .countsRenders, .parallelSafe, .streamable]) { _, _ in FlatCost() })
        return components
    }

    /// Predicts the newest sample.
    struct HeldPredictor: TouchPredictor {
        var limits: PredictionLimits
        var newest: PredictorSample?
        var name: String { "held" }
        mutating func reset() { newest = nil }
        mutating func add(_ sample: PredictorSample) { newest = sample }
        func predict(at time: Double) -> PredictedPoint? { newest.map { PredictedPoint(time: limits.cappedTime(time, after: $0.time), location: $0.location) } }
    }

    struct FlatCost: CostSource {
        var kind: CostKind { CostKind(rawValue: "flat") }
        func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double { 10e-6 }
        func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double { 0 }
    }

    static let yaml = """
        configurations:
          - name: custom
            geometry: incremental
            smoother: { kind: gentle }
            prediction: held
        """

    @Test func theReportNamesTheCustomComponents() throws {
        let components = try Self.components()
        let set = try PipelineConfigurationSet.load(yaml: Self.yaml, source: "custom.yaml", stages: components.stages, renderers: components.renderers.names)
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("line-short")).recipe)
        let run = BenchmarkRun(
            inputs: [RunInput(name: "line-short", trace: trace)], configurations: set.configurations,
            cost: try RunCost.named(ComponentSpec(name: "flat"), in: components.costSources, calibrationPath: nil, timerOverheadNanoseconds: 0),
            components: components
        )
        var sink = SilentRunSink()
        let report = try run.report(sink: &sink)
        #expect(report.cost.mode.rawValue == "flat")
        #expect(report.configurations.map(\.smoother) == ["gentle"])
        #expect(report.configurations.map(\.prediction) == ["held"])
        let result = try #require(report.traces.first?.results.first)
        #expect(result.runs.first?.callbackCost.p50 == 10e-6)
        #expect(result.runs.first?.predictor == "held")
    }

    /// A rendering that remembers, per frame renderer asked for, whether counting was allowed.
    final class RecordingRendering: RunRendering, Sendable {
        let countsSuffice = Mutex<[Bool]>([])

        func frameRenderer(for configuration: PipelineConfiguration, profile: DeviceProfile, countsSuffice: Bool) -> any FrameRenderer {
            self.countsSuffice.withLock { $0.append(countsSuffice) }
            return BenchmarkRunTests.BlankRendering.Blank()
        }

        func debugPicture(of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String) throws -> DebugPicture {
            throw DebugPictureUnavailable("no pictures")
        }
    }

    @Test("the run reads what the cost source declares: whether frames may be counted follows its capabilities, not its name")
    func capabilitiesDecideCounting() throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("line-short")).recipe)
        for (capabilities, counts) in [(ComponentCapabilities([.deterministic, .countsRenders]), true), ([], false)] {
            let rendering = RecordingRendering()
            let run = BenchmarkRun(
                inputs: [RunInput(name: "line-short", trace: trace)], configurations: [PipelineConfiguration(name: "plain", geometry: .incremental)],
                cost: RunCost(source: FlatCost(), capabilities: capabilities), rendering: rendering, predictors: .builtIn, metrics: .builtIn
            )
            var sink = SilentRunSink()
            _ = try run.report(sink: &sink)
            #expect(rendering.countsSuffice.withLock { $0 } == [counts], "\(capabilities)")
        }
    }

    @Test func anUnregisteredRendererIsRefusedBeforeTheRun() throws {
        var configuration = PipelineConfiguration(name: "tiled", geometry: .incremental)
        configuration.renderer = RendererMode(rawValue: "tiles")
        let run = BenchmarkRun(
            inputs: [RunInput(name: "nothing") { throw RunError("not read") }], configurations: [configuration],
            cost: RunCost(source: ConstantCost.zero, capabilities: []), rendering: CairoRunRendering(components: .builtIn), predictors: .builtIn, metrics: .builtIn
        )
        var sink = SilentRunSink()
        let error = #expect(throws: RunError.self) { try run.report(sink: &sink) }
        #expect("\(error.map { "\($0)" } ?? "")" == "configuration 'tiled': unknown renderer 'tiles' (known: naive, incremental)")
    }
}
