import InkModel
import InkPipeline
import InkRender
import InkSim
import Testing

/// The Cairo renderers as the simulator's render step.
struct SimulatorRendererTests {
    /// Two overlapping copies of a short handwriting stroke (so finished and unfinished strokes
    /// coexist) with kalman-ca predictions, simulated on the full 2048×2732 px canvas.
    static func simulate(_ renderer: some FrameRenderer, redraw: RedrawMode) throws -> SimulationRecord {
        let base = try RenderTestTraces.dataset("handwriting-short")
        let trace = RenderTestTraces.doubled(base, offset: Point(x: 30, y: 10), delay: 0.2)
        let configuration = PipelineConfiguration(
            name: "test", geometry: .incremental, prediction: .predictor("kalman-ca"), redraw: redraw, renderer: .naive
        )
        let predictor = try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile, predictors: .builtIn)
        return PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: renderer, predictor: predictor
        )
    }

    @Test(arguments: [RedrawMode.displayLink, .immediate])
    func theCountedNaiveWorkEqualsTheRealRenderersCounters(redraw: RedrawMode) throws {
        let profile = try RenderTestTraces.dataset("handwriting-short").header.profile
        let real = try Self.simulate(CairoFrameRenderer(kind: .naive, profile: profile), redraw: redraw)
        let counted = try Self.simulate(NaiveRenderCount(profile: profile), redraw: redraw)
        #expect(real.renderer == "cairo/naive" && counted.renderer == "cairo/naive (counted)")
        #expect(real.frames.count > 50)
        #expect(real.frames.map(\.work) == counted.frames.map(\.work))
        #expect(real.frames.contains { $0.tipIsPredicted })
        #expect(real.frames.allSatisfy { $0.work.pixelsCleared == profile.pixelWidth * profile.pixelHeight })
    }

    @Test func theIncrementalRendererTouchesFarFewerPixels() throws {
        let profile = try RenderTestTraces.dataset("handwriting-short").header.profile
        let naive = try Self.simulate(CairoFrameRenderer(kind: .naive, profile: profile), redraw: .displayLink)
        let incremental = try Self.simulate(CairoFrameRenderer(kind: .incremental, profile: profile), redraw: .displayLink)
        #expect(incremental.renderer == "cairo/incremental")
        let naivePixels = naive.frames.reduce(0) { $0 + $1.work.pixelsTouched }
        let incrementalPixels = incremental.frames.reduce(0) { $0 + $1.work.pixelsTouched }
        #expect(incrementalPixels > 0 && incrementalPixels * 20 < naivePixels)
        #expect(incremental.frames.reduce(0) { $0 + $1.work.elementsStroked } < naive.frames.reduce(0) { $0 + $1.work.elementsStroked })
    }
}

/// `inkbench render`'s replay with a named predictor.
struct MomentReplayPredictorTests {
    @Test func aNamedPredictorsTouchesAreTheDrawnTail() throws {
        let trace = try RenderTestTraces.dataset("handwriting-short")
        let configuration = PipelineConfiguration(name: "linear", geometry: .incremental, prediction: .predictor("linear"))
        let provider = try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile, predictors: .builtIn)
        let geometry = CanvasGeometry(pixelScale: 1, pixelWidth: 64, pixelHeight: 64)
        let replay = MomentReplay(
            trace: trace, configuration: configuration, schedule: .displayRate(trace), moment: 0.3,
            renderer: RendererKind.naive.makeRenderer(geometry: geometry, style: StrokeStyle()), predictor: provider
        )
        let touchID = try #require(replay.pipeline.touchIDs.first)
        let elements = try #require(replay.pipeline.elements(for: touchID))
        #expect(elements.last?.isPredicted == true)
        #expect(!replay.marks.currentPredictions.isEmpty)
    }
}
