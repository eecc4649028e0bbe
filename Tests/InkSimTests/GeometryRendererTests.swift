import InkModel
import InkPipeline
import InkSim
import Testing

/// The geometry render model: what naive and incremental renderers would touch.
struct GeometryRendererTests {
    @Test func naiveClearsTheCanvasAndStrokesEverythingIncrementalOnlyTheChange() {
        let trace = HandTraces.regularStrokes([(start: 0, count: 20, phase: 0.5)])
        let profile = trace.header.profile
        let schedule = CallbackSchedule.displayRate(trace)
        var naivePipeline = StrokePipeline(configuration: PipelineConfiguration(name: "n", geometry: .naive))
        var incrementalPipeline = StrokePipeline(configuration: PipelineConfiguration(name: "i", geometry: .incremental))
        var naive = GeometryFrameRenderer(mode: .naive, profile: profile, strokeWidth: 2)
        var incremental = GeometryFrameRenderer(mode: .incremental, profile: profile, strokeWidth: 2)
        #expect(naive.name == "geometry-model/naive")
        var naiveWork: [RenderWork] = [], incrementalWork: [RenderWork] = []
        for callback in schedule.callbacks {
            _ = naivePipeline.process(callback, in: trace)
            _ = incrementalPipeline.process(callback, in: trace)
            naiveWork.append(naive.render(naivePipeline, changes: naivePipeline.lastElementChanges))
            incrementalWork.append(incremental.render(incrementalPipeline, changes: incrementalPipeline.lastElementChanges))
        }
        let elements = naivePipeline.elements(for: 1) ?? []
        #expect(elements.count == 19)
        #expect(naiveWork.allSatisfy { $0.pixelsCleared == profile.pixelWidth * profile.pixelHeight })
        #expect(naiveWork.last?.elementsStroked == 19)
        #expect(incrementalWork.reduce(0) { $0 + $1.elementsStroked } == 19)
        // Each straight element of the 200 pt/s line is 200/240 pt long and 0 high; grown by
        // 1 pt on every side it covers (200/240 + 2) × 2 points, × 2² pixels.
        let elementPixels = Int(((200.0 / 240 + 2) * 2 * 4).rounded(.up))
        #expect(naiveWork.last?.pixelsRasterized == 19 * elementPixels)
        #expect(incrementalWork.dropFirst().allSatisfy { $0.pixelsRasterized == 4 * elementPixels })
    }
}
