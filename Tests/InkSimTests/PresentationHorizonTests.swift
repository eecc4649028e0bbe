import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkSim
import InkTestSupport
import Testing

/// `prediction-horizon: auto` through the whole simulator, in the closed form of
/// `PausedLineLagTests`: on `ipad-pencil-60` at zero cost every frame is presented
/// 10 / 240 s + 8 ms = 49.67 ms after its newest sample, so that is each callback's horizon, and
/// `linear` (exact on a line at constant speed) draws the tip where the pen is when the frame is
/// on screen: effective lag 0.
@Suite("Predictions aimed at the expected presentation")
struct PresentationHorizonTests {
    static let line: [(start: Double, pieces: [(seconds: Double, speed: Double)])] = [(start: 0, pieces: [(0.6, 100)])]

    static func run(_ configuration: PipelineConfiguration) throws -> (record: SimulationRecord, metrics: SimulationMetrics) {
        let trace = PausedLineLagTests.trace(Self.line, groundTruth: true)
        let provider = try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile)
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: ElementCountRenderer(), predictor: provider
        )
        return (record, SimulationMetrics(record, trace: trace, truth: TruthPaths(trace), seed: 1))
    }

    @Test("each callback's horizon is the time from its newest sample to its frame's presentation, and the tip lands on the pen")
    func horizonToPresentation() throws {
        let configuration = PipelineConfiguration(name: "auto", geometry: .incremental, prediction: .predictor("linear"), predictsToPresentation: true)
        let (record, metrics) = try Self.run(configuration)
        let horizons = record.callbacks.compactMap(\.predictionHorizon)
        #expect(horizons.count > 30)
        for horizon in horizons { #expect(abs(horizon - PausedLineLagTests.newestSampleLag) < 1e-9) }
        for (callback, frame) in zip(record.callbacks, record.frames) {
            #expect(abs((callback.predictionTarget ?? 0) - frame.presentation) < 1e-9)
        }
        let horizon = try #require(metrics.predictionHorizon)
        #expect(abs((horizon.p50 ?? 0) - PausedLineLagTests.newestSampleLag) < 1e-4, "within the summary's resolution")
        #expect(abs(metrics.effectiveLag.p50 ?? 1) < 1e-6, "the tip is predicted for the presentation time exactly")
        #expect(abs(metrics.effectiveLag.p90 ?? 1) < 1e-6)
    }

    @Test("the stated cap limits the horizon; a fixed horizon stays fixed and leaves the rest of the lag")
    func capAndFixed() throws {
        let capped = PipelineConfiguration(
            name: "auto-30", geometry: .incremental, prediction: .predictor("linear"), predictionHorizon: 0.030, predictsToPresentation: true
        )
        let (record, metrics) = try Self.run(capped)
        #expect(record.callbacks.compactMap(\.predictionHorizon).allSatisfy { abs($0 - 0.030) < 1e-9 })
        #expect(abs((metrics.effectiveLag.p50 ?? 0) - (PausedLineLagTests.newestSampleLag - 0.030)) < 1e-6)
        let fixed = PipelineConfiguration(name: "fixed", geometry: .incremental, prediction: .predictor("linear"), predictionHorizon: 0.020)
        let (fixedRecord, fixedMetrics) = try Self.run(fixed)
        #expect(fixedRecord.callbacks.allSatisfy { $0.predictionTarget == nil })
        #expect(abs((fixedMetrics.predictionHorizon?.p99 ?? 0) - 0.020) < 1e-4)
        #expect(abs((fixedMetrics.effectiveLag.p50 ?? 0) - (PausedLineLagTests.newestSampleLag - 0.020)) < 1e-6)
        let beyondCap = PipelineConfiguration(name: "fixed-30", geometry: .incremental, prediction: .predictor("linear"), predictionHorizon: 0.030)
        let beyond = try Self.run(beyondCap).metrics
        #expect(abs((beyond.effectiveLag.p50 ?? 0) - (PausedLineLagTests.newestSampleLag - 0.030)) < 1e-6, "a stated horizon raises the 25 ms cap")
        let none = PipelineConfiguration(name: "none", geometry: .incremental)
        #expect(try Self.run(none).metrics.predictionHorizon == nil)
    }

    @Test("aiming raises the predictor's own horizon cap to the stated one unless the spec sets it")
    func predictorCap() throws {
        let trace = PausedLineLagTests.trace(Self.line, groundTruth: false)
        let auto = PipelineConfiguration(name: "a", geometry: .incremental, prediction: .predictor("linear"), predictsToPresentation: true)
        let provider = try #require(try predictionProvider(for: auto, trace: trace, profile: trace.header.profile) as? PredictorPredictionProvider)
        #expect(provider.aimsAtPresentation && abs(provider.horizon - PipelineConfiguration.defaultPresentationHorizonCap) < 1e-12)
        let own = PipelineConfiguration(name: "b", geometry: .incremental, prediction: .predictor("linear:horizon-cap=20"), predictsToPresentation: true)
        let (_, metrics) = try Self.run(own)
        #expect(abs((metrics.effectiveLag.p50 ?? 0) - (PausedLineLagTests.newestSampleLag - 0.020)) < 1e-6, "the predictor shortens at its own 20 ms cap")
    }
}
