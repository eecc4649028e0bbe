import InkBenchCore

/// What `inkbench calibrate` does, as a library call: synthesizes the built-in datasets, replays
/// them through geometry pipelines and simulates the render datasets with the `naive` and
/// `incremental` renderers of the component set (the built-ins: Cairo's, drawing), all with
/// measured costs, and fits the modelled cost (`CostCalibrator`).
///
/// The datasets are synthesized on up to `jobs` threads (the same traces for any number); the
/// measured replays run one at a time, always, so that no replay's timings are disturbed by
/// another's.
package struct CalibrationRun: Sendable {
    /// Built-in datasets replayed through `configurations` (callback cost).
    package var datasets: [String]
    /// Built-in datasets simulated with the naive and incremental renderers (render cost).
    package var renderDatasets: [String]
    /// Where the `naive` and `incremental` renderers come from (`InkBenchComponents.renderers`).
    package var renderers: FrameRendererRegistry
    /// Geometry pipelines replayed.
    package var configurations: [PipelineConfiguration]
    /// Replays per dataset and configuration, and simulations per render dataset and renderer.
    package var repetitions: Int
    /// Threads synthesizing the datasets.
    package var jobs: Int

    package init(
        datasets: [String], renderDatasets: [String], renderers: FrameRendererRegistry, configurations: [PipelineConfiguration], repetitions: Int,
        jobs: Int = 1
    ) {
        self.datasets = datasets
        self.renderDatasets = renderDatasets
        self.renderers = renderers
        self.configurations = configurations
        self.repetitions = repetitions
        self.jobs = jobs
    }

    /// An unknown dataset name.
    package struct UnknownDataset: Error, CustomStringConvertible {
        package var description: String
    }

    /// Every dataset named (replayed or rendered), each once, in order of first mention, with
    /// its trace; synthesized on up to `jobs` threads.
    package func traces() throws -> [(name: String, trace: Trace)] {
        var names: [String] = []
        for name in datasets + renderDatasets where !names.contains(name) { names.append(name) }
        let recipes = try names.map { name in
            guard let dataset = BuiltInDataset.named(name) else {
                throw UnknownDataset(description: "unknown dataset '\(name)' (known: \(BuiltInDataset.all.map(\.name).joined(separator: ", ")))")
            }
            return dataset.recipe
        }
        let traces = try ParallelJobs(jobs: jobs).throwingMap(recipes.count) { index in try Synthesizer.synthesize(recipes[index]) }
        return Array(zip(names, traces))
    }

    /// Replays and simulates every dataset with measured costs, one at a time, on the traces of
    /// `traces()`; `progress` is called after each dataset with a line to show. Returns the
    /// calibrator holding every timed callback and render, ready to fit.
    package func measure(
        timerOverheadNanoseconds overhead: UInt64, progress: (String) -> Void = { _ in }
    ) throws -> CostCalibrator {
        let traces = Dictionary(try traces(), uniquingKeysWith: { first, _ in first })
        var calibrator = CostCalibrator(timerOverheadNanoseconds: overhead)
        for name in datasets {
            guard let trace = traces[name] else { continue }
            for configuration in configurations {
                calibrator.measure(configuration, on: trace, repetitions: repetitions)
            }
            progress("calibrate: \(name): \(calibrator.rows.count) callbacks so far")
        }
        for name in renderDatasets {
            guard let trace = traces[name] else { continue }
            for kind in RendererKind.allCases {
                let configuration = PipelineConfiguration(
                    name: "render-\(kind.rawValue)", geometry: .incremental, renderer: kind == .naive ? .naive : .incremental
                )
                let context = FrameRendererContext(profile: trace.header.profile, configuration: configuration, countsSuffice: false)
                for _ in 0..<max(1, repetitions) {
                    guard let renderer = renderers.make(context) else {
                        throw RunError("no renderer '\(configuration.renderer)' to calibrate (known: \(renderers.names.joined(separator: ", ")))")
                    }
                    calibrator.addRenders(
                        from: Self.simulate(trace, configuration: configuration, renderer: renderer, overhead: overhead), fullRedraws: kind == .naive
                    )
                }
            }
            progress("calibrate: \(name): \(calibrator.renderCount) renders so far")
        }
        return calibrator
    }

    /// One measured simulation with `renderer` (opened from its existential so the simulator is
    /// specialized for it).
    private static func simulate(_ trace: Trace, configuration: PipelineConfiguration, renderer: some FrameRenderer, overhead: UInt64) -> SimulationRecord {
        PlatformSimulator.run(trace: trace, configuration: configuration, cost: MeasuredCost(timerOverheadNanoseconds: overhead), renderer: renderer, predictor: nil)
    }
}
