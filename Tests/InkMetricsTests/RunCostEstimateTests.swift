import InkMetrics
import InkModel
import InkPipeline
import InkSim
import Testing

@Suite("Run cost estimate: a dry run of the simulator with the work model's counts, priced by the calibration's linear model")
struct RunCostEstimateTests {
    /// 2⁻²⁰ s (≈ 0.95 µs): a power of two, so sums of whole multiples of it are exact.
    private static let perPoint = 1.0 / 1_048_576

    /// One stroke of `count` samples at 240 Hz, offset half a sample period, on a 120 Hz display
    /// with no input latency: exactly two samples become available in each frame.
    private static func stroke(count: Int) -> Trace {
        var profile = DeviceProfile.ipadPencil60
        profile.digitizerHz = 240
        profile.displayHz = 120
        profile.inputLatency = 0
        let samples = (0..<count).map { j in
            TouchSample(
                touchID: 1, timestamp: (Double(j) + 0.5) / 240, location: Point(x: Double(j), y: 10), force: 1, type: .stylus,
                phase: j == 0 ? .began : (j == count - 1 ? .ended : .moved)
            )
        }
        return Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "hand-built"), samples: samples)
    }

    /// The configuration estimated: its input policy and redraw mode matter, its stages do not
    /// (the work model stands in for them).
    private static let configuration = PipelineConfiguration(name: "estimated", geometry: .naive)

    private static func coefficients(perPointRecomputed: Double = 0, perElementStroked: Double = 0) -> CostCoefficients {
        CostCoefficients(
            perCallback: 0, perSample: 0, perPointRecomputed: perPointRecomputed, perRender: 0, perPixel: 0, perElementStroked: perElementStroked
        )
    }

    @Test("naive handler: n points delivered k per callback cost c × Σ_j j·k, exactly")
    func naiveHandlerClosedForm() {
        let n = 200, k = 2
        let trace = Self.stroke(count: n)
        let estimate = RunCostEstimate(
            trace: trace, profile: trace.header.profile, configuration: Self.configuration,
            work: PipelineWorkModel(pointsPerSampleEntered: 0, pointsPerStrokePoint: 1), coefficients: Self.coefficients(perPointRecomputed: Self.perPoint)
        )
        let callbacks = n / k
        let handCounted = (1...callbacks).reduce(0) { $0 + $1 * k }
        #expect(handCounted == 10_100)
        #expect(estimate.callbacks == callbacks)
        #expect(estimate.renders == callbacks)
        #expect(estimate.handlerSeconds == Self.perPoint * Double(handCounted))
        #expect(estimate.renderSeconds == 0)
    }

    @Test("incremental handler: the same stroke costs c × n (each point once)")
    func incrementalHandlerClosedForm() {
        let trace = Self.stroke(count: 200)
        let estimate = RunCostEstimate(
            trace: trace, profile: trace.header.profile, configuration: Self.configuration, work: PipelineWorkModel(pointsPerSampleEntered: 3, pointsPerStrokePoint: 0),
            coefficients: Self.coefficients(perPointRecomputed: Self.perPoint)
        )
        #expect(estimate.handlerSeconds == Self.perPoint * 600)
    }

    @Test("naive renders stroke all delivered ink: per-element cost × Σ_j j·k; wall time counts them only when drawn")
    func naiveRenderClosedForm() {
        let trace = Self.stroke(count: 200)
        let estimate = RunCostEstimate(
            trace: trace, profile: trace.header.profile, configuration: Self.configuration,
            work: PipelineWorkModel(pointsPerSampleEntered: 0, pointsPerStrokePoint: 0, elementsPerDeliveredSample: 1),
            coefficients: Self.coefficients(perElementStroked: Self.perPoint)
        )
        #expect(estimate.renderSeconds == Self.perPoint * 10_100)
        #expect(estimate.wallSeconds(rendersExecute: true) == Self.perPoint * 10_100)
        #expect(estimate.wallSeconds(rendersExecute: false) == 0)
    }

    @Test("a main thread busy past the next vsync folds callbacks together, as the simulator does")
    func slowCallbacksFold() {
        let trace = Self.stroke(count: 200)
        let estimate = RunCostEstimate(
            trace: trace, profile: trace.header.profile, configuration: Self.configuration, work: PipelineWorkModel(pointsPerSampleEntered: 0, pointsPerStrokePoint: 1),
            coefficients: Self.coefficients(perPointRecomputed: 1e-4)
        )
        #expect(estimate.callbacks < 100)
        #expect(estimate.callbacks > 0)
        #expect(estimate.handlerSeconds < 1e-4 * 10_100)
    }

    @Test("cpuScale slows the virtual clock (more folding) but the costs stay in calibration-machine seconds")
    func cpuScaleFolds() {
        let trace = Self.stroke(count: 200)
        let work = PipelineWorkModel(pointsPerSampleEntered: 0, pointsPerStrokePoint: 1)
        let coefficients = Self.coefficients(perPointRecomputed: Self.perPoint)
        let plain = RunCostEstimate(trace: trace, profile: trace.header.profile, configuration: Self.configuration, work: work, coefficients: coefficients)
        let slow = RunCostEstimate(trace: trace, profile: trace.header.profile, configuration: Self.configuration, work: work, coefficients: coefficients, cpuScale: 100)
        #expect(plain.callbacks == 100)
        #expect(slow.callbacks < 100)
    }

    @Test(
        "the dry run is the simulator's: at zero cost it runs the real run's callbacks, update-only ones included, whatever the policy",
        arguments: [
            PipelineConfiguration(name: "display-link", geometry: .incremental),
            PipelineConfiguration(name: "immediate-live", geometry: .naive, coalesced: false, redraw: .immediate),
            PipelineConfiguration(name: "front-buffer", geometry: .incremental, updates: false, redraw: .frontBuffer),
        ]
    )
    func dryRunIsTheSimulators(configuration: PipelineConfiguration) throws {
        let trace = try #require(ChunkedRuns.trace("handwriting-short"))
        #expect(!trace.updates.isEmpty)
        let real = PlatformSimulator.run(trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: BlankRenderer(), predictor: nil)
        let estimate = RunCostEstimate(
            trace: trace, profile: trace.header.profile, configuration: configuration,
            work: PipelineWorkModel(pointsPerSampleEntered: 1, pointsPerStrokePoint: 0), coefficients: Self.coefficients(perPointRecomputed: Self.perPoint)
        )
        #expect(estimate.callbacks == real.callbacks.count)
        #expect(estimate.callbacks > real.callbacks.count(where: { !$0.samples.isEmpty }), "callbacks carrying only updates run too")
        let entered = real.callbacks.reduce(0) { $0 + $1.samplesEntered }
        #expect(estimate.handlerSeconds == Self.perPoint * Double(entered), "one point a sample entered, under the configuration's coalescing")
    }

    @Test("a naive pilot over two strokes fits its work on all the ink, not the carried stroke alone")
    func fitsNaiveWorkOnAllInk() throws {
        let trace = HandStrokes.two(count: 150)
        let configuration = PipelineConfiguration(name: "naive", geometry: .naive)
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: BlankRenderer(), predictor: nil
        )
        let model = try #require(PipelineWorkModel(fitting: record, rebuildsAllInk: true, redrawsAllInk: false))
        #expect(model.pointsPerStrokePoint == 0)
        #expect(model.pointsPerDeliveredSample > 0.5)
        let last = try #require(record.callbacks.last)
        let delivered = record.callbacks.reduce(0) { $0 + $1.samplesEntered }
        let predicted = model.pointsRecomputed(entered: last.samplesEntered, strokePoints: last.pointsInStroke + last.samplesEntered, delivered: delivered)
        #expect(abs(predicted - Double(last.pointsRecomputed)) <= 0.02 * Double(last.pointsRecomputed))
    }

    @Test("the work model fitted on a one-stroke naive pilot run recovers its per-stroke-point work")
    func fitsNaivePilot() throws {
        let trace = Self.stroke(count: 300)
        let configuration = PipelineConfiguration(name: "naive", geometry: .naive)
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: BlankRenderer(), predictor: nil
        )
        let model = try #require(PipelineWorkModel(fitting: record, rebuildsAllInk: false, redrawsAllInk: false))
        let predicted = record.callbacks.map { model.pointsRecomputed(entered: $0.samplesEntered, strokePoints: $0.pointsInStroke + $0.samplesEntered, delivered: $0.pointsInStroke + $0.samplesEntered) }
        for (probe, estimate) in zip(record.callbacks, predicted) {
            #expect(abs(estimate - Double(probe.pointsRecomputed)) <= 0.01 * Double(probe.pointsRecomputed) + 1)
        }
        #expect(model.pointsPerStrokePoint > 0.5)
        #expect(model.pointsPerDeliveredSample == 0)
    }
}

/// Hand-built strokes for the pilot fits.
private enum HandStrokes {
    /// Two strokes of `count` samples at 240 Hz, the second starting 0.5 s after the first ends.
    static func two(count: Int) -> Trace {
        var profile = DeviceProfile.ipadPencil60
        profile.inputLatency = 0
        var samples: [TouchSample] = []
        for stroke in 0..<2 {
            let start = Double(stroke) * (Double(count) / 240 + 0.5)
            for j in 0..<count {
                samples.append(TouchSample(
                    touchID: stroke + 1, timestamp: start + (Double(j) + 0.5) / 240, location: Point(x: Double(j), y: 10 + 50 * Double(stroke)),
                    force: 1, type: .stylus, phase: j == 0 ? .began : (j == count - 1 ? .ended : .moved)
                ))
            }
        }
        return Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "hand-built"), samples: samples)
    }
}

/// A renderer that draws nothing and reports no work.
private struct BlankRenderer: FrameRenderer {
    var name: String { "none" }
    mutating func absorb(_ pipeline: StrokePipeline) {}
    mutating func render(_ pipeline: StrokePipeline) -> RenderWork { .zero }
}
