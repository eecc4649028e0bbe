import InkModel
import InkPipeline
import InkRender

/// Replays a trace through one pipeline and feeds both renderers, callback by callback.
struct RenderHarness {
    let trace: Trace
    let schedule: CallbackSchedule
    var pipeline: StrokePipeline
    let naive: NaiveRenderer
    let incremental: IncrementalRenderer

    init(trace: Trace, configuration: PipelineConfiguration, geometry: CanvasGeometry, style: StrokeStyle = StrokeStyle()) {
        self.trace = trace
        schedule = .automatic(for: trace)
        pipeline = StrokePipeline(configuration: configuration)
        naive = NaiveRenderer(geometry: geometry, style: style)
        incremental = IncrementalRenderer(geometry: geometry, style: style)
    }

    /// A canvas around all of `trace`'s samples, `longSide` px on its longer side.
    static func geometry(fitting trace: Trace, longSide: Double = 320) -> CanvasGeometry {
        let xs = trace.samples.map(\.location.x), ys = trace.samples.map(\.location.y)
        return CanvasGeometry.fitting(
            minimum: Point(x: xs.min() ?? 0, y: ys.min() ?? 0), maximum: Point(x: xs.max() ?? 0, y: ys.max() ?? 0),
            margin: 12, longSide: longSide, scaleRange: 0.1...4
        )
    }

    /// Runs every callback; the incremental renderer renders after each, the naive one when
    /// `checkNaive(index)` is true, and then `check(index)` runs.
    mutating func run(checkNaive: (Int) -> Bool = { _ in true }, check: (Int, inout RenderHarness) throws -> Void) rethrows {
        for (index, callback) in schedule.callbacks.enumerated() {
            _ = pipeline.process(callback, in: trace)
            naive.absorb(pipeline)
            incremental.absorb(pipeline)
            _ = incremental.render(pipeline)
            if checkNaive(index) {
                _ = naive.render(pipeline)
                try check(index, &self)
            }
        }
    }
}
