import Foundation
import InkFormats
import InkModel
import InkPipeline
import InkRender
import Testing
import InkTestSupport

/// Naive and incremental renderers show the same pixels after the same callbacks, on short
/// traces after every callback and on long ones at sampled moments, with predictions, late
/// force updates, taps, cancellations and crossing live strokes.
///
/// Real ink is identical, bit for bit. The one tolerance: where predicted ink only partly
/// covers a pixel (its anti-aliased edge), a channel may differ by 1/255 — the incremental
/// renderer composites the prediction from its own overlay (coverage first stored premultiplied
/// in 8 bits, then blended), while the full redraw blends the stroke straight into the canvas,
/// and Cairo rounds the two paths differently. Fully covered and uncovered pixels are exact.
struct RendererEquivalenceTests {
    /// Compares the two renderers' frames after every callback; returns the number of pixels
    /// that needed the tolerance.
    @discardableResult
    static func expectSameFramesAfterEveryCallback(_ trace: Trace, _ configuration: PipelineConfiguration, style: StrokeStyle = StrokeStyle(), label: String) -> Int {
        var harness = RenderHarness(trace: trace, configuration: configuration, geometry: RenderHarness.geometry(fitting: trace), style: style)
        var checked = 0, failures = 0, tolerated = 0
        harness.run { index, harness in
            checked += 1
            let problem = FrameComparison.problem(harness, tolerated: &tolerated)
            if let problem, failures < 3 {
                failures += 1
                Issue.record("\(label), callback \(index): \(problem)")
            }
        }
        #expect(checked == harness.schedule.callbacks.count && checked > 0)
        #expect(Frames.inkedPixelCount(Frames.presented(harness.naive)) > 100, "\(label): the final frame shows ink")
        return tolerated
    }

    @Test(arguments: ["handwriting-short", "line-short", "tap", "session"])
    func builtInDatasetsMatchAfterEveryCallback(dataset: String) throws {
        let trace = try RenderTestTraces.dataset(dataset)
        for name in ["incremental-smooth", "naive"] {
            let tolerated = Self.expectSameFramesAfterEveryCallback(trace, try RenderTestTraces.configuration(name), label: "\(dataset)/\(name)")
            #expect(tolerated == 0, "\(dataset)/\(name): without predictions every pixel is identical")
        }
    }

    @Test func predictionsAndCrossingLiveStrokesMatchAfterEveryCallback() throws {
        let base = try RenderTestTraces.dataset("handwriting-short")
        let trace = RenderTestTraces.withPredictions(RenderTestTraces.doubled(base, offset: Point(x: 6, y: 3), delay: 0.08))
        #expect(trace.firstProblem() == nil)
        #expect(trace.callbacks.contains { !$0.predictions.isEmpty })
        for name in ["incremental-smooth", "incremental"] {
            let configuration = try RenderTestTraces.configuration(name, predictions: true)
            Self.expectSameFramesAfterEveryCallback(trace, configuration, label: "crossing+predictions/\(name)")
            Self.expectSameFramesAfterEveryCallback(
                trace, configuration, style: StrokeStyle(widthMode: .constant, width: 3), label: "crossing+predictions/\(name)/constant"
            )
        }
    }

    @Test func aCancelledStrokeDisappearsFromBothCanvases() throws {
        let base = try RenderTestTraces.dataset("handwriting-short")
        let trace = RenderTestTraces.doubled(base, offset: Point(x: 4, y: 8), delay: 0.05, cancellingCopy: true)
        #expect(trace.firstProblem() == nil)
        let tolerated = Self.expectSameFramesAfterEveryCallback(trace, try RenderTestTraces.configuration("incremental-smooth"), label: "cancelled copy")
        #expect(tolerated == 0)
        var alone = RenderHarness(trace: base, configuration: try RenderTestTraces.configuration("incremental-smooth"), geometry: RenderHarness.geometry(fitting: trace))
        alone.run(checkNaive: { _ in false }) { _, _ in }
        var both = RenderHarness(trace: trace, configuration: try RenderTestTraces.configuration("incremental-smooth"), geometry: RenderHarness.geometry(fitting: trace))
        both.run(checkNaive: { _ in false }) { _, _ in }
        #expect(PixelDiff(Frames.presented(alone.incremental), Frames.presented(both.incremental)).isIdentical, "only the uncancelled stroke remains")
    }

    @Test func theLongSpiralMatchesAtSampledMoments() throws {
        let trace = try RenderTestTraces.dataset("spiral-long")
        let configuration = try RenderTestTraces.configuration("incremental-smooth")
        var harness = RenderHarness(trace: trace, configuration: configuration, geometry: RenderHarness.geometry(fitting: trace, longSide: 240))
        let count = harness.schedule.callbacks.count
        let sampled = Set(stride(from: 0, to: count, by: max(1, count / 40))).union([count - 1])
        var checked = 0
        harness.run(checkNaive: { sampled.contains($0) }) { index, harness in
            var tolerated = 0
            let problem = FrameComparison.problem(harness, tolerated: &tolerated)
            #expect(problem == nil, "spiral-long, callback \(index): \(problem ?? "")")
            checked += 1
        }
        #expect(checked == sampled.count && checked > 40)
    }

    @Test(.needsRecordings("inkable/events.json", "inkable/pencil-antigrain2.json"), arguments: ["events.json", "pencil-antigrain2.json"])
    func realPencilRecordingsWithPredictionsMatchAfterEveryCallback(file: String) throws {
        let trace = try TraceFormatRegistry.builtIn.read(path: SharedRecordings.path("inkable/" + file))
        #expect(trace.callbacks.contains { !$0.predictions.isEmpty })
        for name in ["incremental-smooth", "incremental"] {
            Self.expectSameFramesAfterEveryCallback(trace, try RenderTestTraces.configuration(name, predictions: true), label: "\(file)/\(name)")
        }
    }

    @Test func aFullSizeIPadCanvasMatchesAtSampledMoments() throws {
        let trace = try RenderTestTraces.dataset("handwriting-short")
        let geometry = CanvasGeometry(profile: trace.header.profile)
        #expect(geometry.pixelWidth == 2048 && geometry.pixelHeight == 2732)
        var harness = RenderHarness(trace: trace, configuration: try RenderTestTraces.configuration("incremental-smooth"), geometry: geometry)
        let count = harness.schedule.callbacks.count
        let sampled: Set<Int> = [count / 4, count / 2, count - 1]
        harness.run(checkNaive: { sampled.contains($0) }) { index, harness in
            let diff = PixelDiff(harness.naive.canvas, Frames.presented(harness.incremental))
            #expect(diff.isIdentical, "full canvas, callback \(index): \(diff.count) pixels differ")
        }
    }
}
