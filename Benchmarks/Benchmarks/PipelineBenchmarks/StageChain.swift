import Benchmark
import BenchmarkSupport
import InkModel
import InkPipeline

/// The `incremental-smooth` chain cut after the measured stage, for per-stage costs: every stage
/// before the measured one is incremental (cheap, and its output is the same in either mode),
/// the measured one runs in the chosen mode, and only its `process` call is measured. The stages
/// are wired as `StrokePipeline` wires them (same existential stage types, same slot handling).
struct StageChain: CallbackSubject {
    let measured: MeasuredStage
    private var touchPaths: any TouchPathStage
    private var polylines: any GeometryStage<TouchPath, InkPoint>
    private var smoothing: any GeometryStage<[InkPoint], InkPoint>
    private var curves: any GeometryStage<[InkPoint], BezierElement>
    private var changes: [SlotChange] = []

    /// - Parameters:
    ///   - configurations: the naive and incremental configurations whose stage parameters
    ///     (Savitzky–Golay window and order, Antigrain smoothness) and input policy are used.
    ///   - mode: the mode of the measured stage.
    init(measuring measured: MeasuredStage, mode: GeometryMode, of configurations: SmoothChainConfigurations) {
        self.measured = measured
        let incremental = configurations.incremental
        let parameters = configurations.parameters
        func isNaive(_ stage: MeasuredStage) -> Bool { stage == measured && mode == .naive }
        touchPaths = isNaive(.touchPaths)
            ? NaiveTouchPathStage(configuration: configurations.naive)
            : IncrementalTouchPathStage(configuration: incremental)
        polylines = isNaive(.polylines) ? NaivePolylineStage() : IncrementalPolylineStage()
        smoothing = isNaive(.savitzkyGolay)
            ? NaiveSavitzkyGolayStage(window: parameters.window, order: parameters.order)
            : IncrementalSavitzkyGolayStage(window: parameters.window, order: parameters.order)
        let shape = AntigrainShape(smoothness: parameters.smoothness)
        curves = isNaive(.antigrain) ? NaiveSmootherStage(shape: shape) : IncrementalSmootherStage(shape: shape)
    }

    mutating func process(_ callback: RecordedCallback, in trace: Trace, measuring benchmark: Benchmark?) {
        var work = StageWork.zero
        var counts = CallbackWork(samplesCarried: callback.samples.count, updatesCarried: callback.updates.count)
        changes.removeAll(keepingCapacity: true)
        start(.touchPaths, benchmark)
        touchPaths.process(callback, in: trace, changes: &changes, work: &work, counts: &counts)
        stop(.touchPaths, benchmark)
        guard measured > .touchPaths else { return }
        while polylines.slotCount < touchPaths.slotCount {
            polylines.appendSlot()
            smoothing.appendSlot()
            curves.appendSlot()
        }
        for pathChange in changes {
            let slot = pathChange.slot
            let path = touchPaths.path(at: slot)
            start(.polylines, benchmark)
            var change = polylines.process(slot: slot, input: path, change: pathChange.change, work: &work)
            stop(.polylines, benchmark)
            guard measured > .polylines else { continue }
            let points = polylines.output(at: slot)
            start(.savitzkyGolay, benchmark)
            change = smoothing.process(slot: slot, input: points, change: change, work: &work)
            stop(.savitzkyGolay, benchmark)
            guard measured > .savitzkyGolay else { continue }
            let smoothed = smoothing.output(at: slot)
            start(.antigrain, benchmark)
            change = curves.process(slot: slot, input: smoothed, change: change, work: &work)
            stop(.antigrain, benchmark)
        }
        blackHole(work)
    }

    private func start(_ stage: MeasuredStage, _ benchmark: Benchmark?) {
        if stage == measured { benchmark?.startMeasurement() }
    }

    private func stop(_ stage: MeasuredStage, _ benchmark: Benchmark?) {
        if stage == measured { benchmark?.stopMeasurement() }
    }
}
