import Benchmark
import BenchmarkSupport
import InkModel
import InkPipeline
import InkRender

/// Drives one render benchmark: each iteration delivers the next callback to the pipeline
/// (not measured) and measures the renderer's frame for it: `absorb` (taking the element
/// changes) plus `render`.
///
/// A fresh pipeline and renderer are brought to `length` points outside the measurement (one
/// callback carrying them all, then one unmeasured render that draws them), then
/// `framesPerBuild` consecutive frames are measured before the next rebuild, so the stroke
/// stays within about 5% of `length`. A reference type because the benchmark closure advances
/// it from iteration to iteration.
final class LiveInkRun {
    let stroke: LiveStroke
    let length: Int
    let kind: RendererKind
    let framesPerBuild: Int
    private let configuration: PipelineConfiguration
    private let geometry: CanvasGeometry
    private var pipeline: StrokePipeline
    private var renderer: any InkRenderer
    private var delivered = 0
    private var measuredSinceBuild = 0

    init(stroke: LiveStroke, length: Int, kind: RendererKind, configuration: PipelineConfiguration) throws {
        framesPerBuild = max(4, length / 60)
        let needed = length + framesPerBuild * LiveStroke.samplesPerCallback
        guard needed < stroke.sampleCount else {
            throw BenchmarkFixtureError("a run at \(length) points needs \(needed) samples; the stroke has \(stroke.sampleCount)")
        }
        self.stroke = stroke
        self.length = length
        self.kind = kind
        self.configuration = configuration
        geometry = CanvasGeometry(profile: stroke.trace.header.profile)
        guard geometry.pixelWidth == 2048 && geometry.pixelHeight == 2732 else {
            throw BenchmarkFixtureError("the benchmark canvas must be 2048×2732 px, is \(geometry.pixelWidth)×\(geometry.pixelHeight)")
        }
        pipeline = StrokePipeline(configuration: configuration)
        renderer = kind.makeRenderer(geometry: geometry, style: StrokeStyle())
        rebuild()
    }

    /// Delivers the next callback and measures the frame that draws it.
    func measureNextFrame(_ benchmark: Benchmark) {
        if measuredSinceBuild == framesPerBuild { rebuild() }
        let samples = delivered..<(delivered + LiveStroke.samplesPerCallback)
        _ = pipeline.process(stroke.callback(samples: samples), in: stroke.trace)
        benchmark.startMeasurement()
        renderer.absorb(pipeline)
        let work = renderer.render(pipeline)
        benchmark.stopMeasurement()
        blackHole(work)
        delivered = samples.upperBound
        measuredSinceBuild += 1
    }

    private func rebuild() {
        pipeline = StrokePipeline(configuration: configuration)
        renderer = kind.makeRenderer(geometry: geometry, style: StrokeStyle())
        _ = pipeline.process(stroke.callback(samples: 0..<length), in: stroke.trace)
        renderer.absorb(pipeline)
        _ = renderer.render(pipeline)
        delivered = length
        measuredSinceBuild = 0
    }
}
