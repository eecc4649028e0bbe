import InkModel
import InkPipeline
import InkRender
import Testing

/// Every pixel that changes between two frames of the full redraw lies inside a rectangle the
/// incremental renderer redrew, or inside last or this frame's prediction rectangle.
struct DirtyRectangleTests {
    static func expectCoverage(_ trace: Trace, _ configuration: PipelineConfiguration, label: String) {
        var harness = RenderHarness(trace: trace, configuration: configuration, geometry: RenderHarness.geometry(fitting: trace))
        var previous = Frames.presented(harness.naive)
        var previousPrediction = PixelRect.empty
        var changedFrames = 0, failures = 0
        harness.run { index, harness in
            let frame = Frames.presented(harness.naive)
            let diff = PixelDiff(previous, frame, keep: .max)
            let redrawn = harness.incremental.lastRedrawnRects
            let prediction = harness.incremental.lastPredictionRect
            if diff.count > 0 { changedFrames += 1 }
            for (x, y) in diff.pixels {
                let covered = redrawn.contains { $0.contains(x: x, y: y) }
                    || prediction.contains(x: x, y: y) || previousPrediction.contains(x: x, y: y)
                if !covered && failures < 3 {
                    failures += 1
                    Issue.record("\(label), callback \(index): pixel (\(x), \(y)) changed outside \(redrawn) and the prediction rectangles")
                }
            }
            previous = frame
            previousPrediction = prediction
        }
        #expect(changedFrames > harness.schedule.callbacks.count / 2, "\(label): most callbacks change the ink")
    }

    @Test func dirtyRectanglesCoverEveryChangedPixel() throws {
        let handwriting = try RenderTestTraces.dataset("handwriting-short")
        let crossing = RenderTestTraces.withPredictions(RenderTestTraces.doubled(handwriting, offset: Point(x: 5, y: 5), delay: 0.07))
        let cancelled = RenderTestTraces.doubled(handwriting, offset: Point(x: 3, y: 9), delay: 0.04, cancellingCopy: true)
        for name in ["incremental-smooth", "incremental"] {
            Self.expectCoverage(handwriting, try RenderTestTraces.configuration(name), label: "handwriting/\(name)")
            Self.expectCoverage(crossing, try RenderTestTraces.configuration(name, predictions: true), label: "crossing+predictions/\(name)")
            Self.expectCoverage(cancelled, try RenderTestTraces.configuration(name), label: "cancelled/\(name)")
        }
    }

    @Test func theRedrawnAreaStaysSmallWhileAStrokeGrows() throws {
        let trace = try RenderTestTraces.dataset("line-short")
        let geometry = CanvasGeometry(profile: trace.header.profile)
        var harness = RenderHarness(trace: trace, configuration: try RenderTestTraces.configuration("incremental-smooth"), geometry: geometry)
        var largest = 0, renders = 0
        for callback in harness.schedule.callbacks.dropLast() {
            _ = harness.pipeline.process(callback, in: harness.trace)
            harness.incremental.absorb(harness.pipeline)
            let work = harness.incremental.render(harness.pipeline)
            largest = max(largest, work.pixelsComposited / 2)
            renders += 1
        }
        #expect(renders > 20)
        #expect(largest > 0 && largest * 100 < geometry.pixelCount, "largest redrawn area \(largest) px of \(geometry.pixelCount)")
    }
}
