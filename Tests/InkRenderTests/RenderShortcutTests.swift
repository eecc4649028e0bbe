import InkModel
import InkPipeline
import InkRender
import InkSim
import InkSynth
import Testing

/// The shortcuts that spare modelled runs and pictures the rasterizing: counted renders give the
/// real renderer's counters, and a picture replayed the fast way is the picture replayed the
/// slow way, on every built-in dataset.
struct RenderShortcutTests {
    /// A built-in dataset cut to 2 s of pen-down time where its recipe allows (as `run --quick`).
    static func shortened(_ name: String) throws -> Trace {
        guard let dataset = BuiltInDataset.named(name) else { throw TestFailure("no built-in dataset \(name)") }
        var recipe = dataset.recipe
        if recipe.penDownDuration > 2 {
            var shorter = recipe
            shorter.extent = .duration(2)
            if (try? shorter.validate()) != nil { recipe = shorter }
        }
        return try Synthesizer.synthesize(recipe)
    }

    /// Naive geometry (every stroke changes from index 0 on every callback: whole-stroke dirty
    /// rectangles) and incremental geometry, both with kalman-ca predicted tails.
    static let configurations = [
        PipelineConfiguration(
            name: "naive-geometry", geometry: .naive, smoother: .antigrain(smoothness: 0.7), prediction: .predictor("kalman-ca"), renderer: .incremental
        ),
        PipelineConfiguration(
            name: "incremental", geometry: .incremental, filters: [.savitzkyGolay(window: 5, order: 3)], smoother: .antigrain(smoothness: 0.7),
            prediction: .predictor("kalman-ca"), renderer: .incremental
        ),
    ]

    static func simulate(_ trace: Trace, _ configuration: PipelineConfiguration, renderer: some FrameRenderer) throws -> SimulationRecord {
        let predictor = try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile, predictors: .builtIn)
        return PlatformSimulator.run(trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: renderer, predictor: predictor)
    }

    @Test("the counted incremental work equals the Cairo incremental renderer's counters", arguments: BuiltInDataset.all.map(\.name))
    func countedIncrementalWorkEqualsTheRealCounters(dataset: String) throws {
        let trace = try Self.shortened(dataset)
        let profile = trace.header.profile
        for configuration in Self.configurations {
            let real = try Self.simulate(trace, configuration, renderer: CairoFrameRenderer(kind: .incremental, profile: profile))
            let counted = try Self.simulate(trace, configuration, renderer: IncrementalRenderCount(profile: profile))
            #expect(counted.renderer == "cairo/incremental (counted)")
            #expect(!real.frames.isEmpty)
            #expect(real.frames.map(\.work) == counted.frames.map(\.work), "\(dataset), \(configuration.name)")
        }
    }

    @Test("a picture at a moment is pixel-identical to replaying every render", arguments: BuiltInDataset.all.map(\.name))
    func picturesMatchTheSlowReplay(dataset: String) throws {
        let trace = try Self.shortened(dataset)
        let middle = ((trace.samples.last?.timestamp ?? 0) - (trace.samples.first?.timestamp ?? 0)) / 2
        for configuration in Self.configurations {
            for kind in RendererKind.allCases {
                for moment in [middle, nil] {
                    var snapshot = InkSnapshot(configuration: configuration, predictors: .builtIn, moment: moment, rendererKind: kind, debug: true, showsRenderTime: false)
                    let fast = try snapshot.render(trace, label: dataset)
                    snapshot.replaysEveryRender = true
                    let slow = try snapshot.render(trace, label: dataset)
                    #expect(fast.callbacksReplayed == slow.callbacksReplayed)
                    #expect(
                        try fast.image.pngData() == slow.image.pngData(),
                        "\(dataset), \(configuration.name), \(kind) renderer, moment \(moment.map { "\($0)" } ?? "end")"
                    )
                }
            }
        }
    }
}
