import InkModel
import InkPipeline
import InkRender
import InkSim
import InkSynth
import Testing

/// A simulation frees completed strokes' geometry once the incremental renderer has drawn them
/// into its finished layer (`StrokePipeline.releaseCompletedStrokes`), and records exactly what
/// it records when it keeps everything.
struct CompletedStrokeReleaseTests {
    /// The incremental count, but claiming to reread completed strokes, so the simulator keeps them.
    struct KeepingRenderer: FrameRenderer {
        var counter: IncrementalRenderCount
        var name: String { counter.name }
        var rereadsCompletedStrokes: Bool { true }
        mutating func absorb(_ pipeline: StrokePipeline) { counter.absorb(pipeline) }
        mutating func render(_ pipeline: StrokePipeline) -> RenderWork { counter.render(pipeline) }
    }

    /// Incremental geometry through every filter and smoother kind, with and without prediction
    /// and updates, in each redraw mode.
    static let configurations = [
        PipelineConfiguration(
            name: "sg-antigrain-predicted", geometry: .incremental, filters: [.savitzkyGolay(window: 5, order: 3)],
            smoother: .antigrain(smoothness: 0.7), prediction: .predictor("kalman-ca"), renderer: .incremental
        ),
        PipelineConfiguration(
            name: "dp-thinning-straight", geometry: .incremental,
            filters: [.douglasPeucker(epsilon: 0.45, chunking: .points(64)), .distanceThinning(distance: 1)],
            smoother: .straight, coalesced: true, updates: false, prediction: .predictor("linear"), redraw: .immediate, renderer: .incremental
        ),
        PipelineConfiguration(
            name: "catmull-rom-front-buffer", geometry: .incremental, smoother: .catmullRom(alpha: 0.5), prediction: .none, redraw: .frontBuffer,
            renderer: .incremental
        ),
    ]

    /// The record without this machine's clock readings.
    static func timeless(_ record: SimulationRecord) -> SimulationRecord {
        var record = record
        record.threadCPUNanoseconds = 0
        for index in record.callbacks.indices {
            record.callbacks[index].handlerElapsedNanoseconds = 0
            record.callbacks[index].handlerWallNanoseconds = 0
            record.callbacks[index].handlerDisturbed = false
        }
        for index in record.frames.indices {
            record.frames[index].renderElapsedNanoseconds = 0
            record.frames[index].renderWallNanoseconds = 0
            record.frames[index].renderDisturbed = false
        }
        return record
    }

    @Test("releasing completed strokes leaves every probe as it was", arguments: BuiltInDataset.all.map(\.name))
    func releaseLeavesTheRecordUnchanged(dataset: String) throws {
        let trace = try RenderShortcutTests.shortened(dataset)
        let profile = trace.header.profile
        for configuration in Self.configurations {
            let released = Self.timeless(try RenderShortcutTests.simulate(trace, configuration, renderer: IncrementalRenderCount(profile: profile)))
            let kept = Self.timeless(try RenderShortcutTests.simulate(
                trace, configuration, renderer: KeepingRenderer(counter: IncrementalRenderCount(profile: profile))
            ))
            #expect(!released.frames.isEmpty)
            #expect(released.callbacks == kept.callbacks, "\(dataset), \(configuration.name)")
            #expect(released.frames == kept.frames, "\(dataset), \(configuration.name)")
            #expect(released.sampleCallback == kept.sampleCallback && released.sampleEntered == kept.sampleEntered)
            #expect(released.updateCallback == kept.updateCallback)
        }
    }

    @Test("a released stroke keeps its status, sample count and tip; naive geometry keeps everything")
    func releasedStrokesKeepWhatTheSimulatorReads() throws {
        let trace = try RenderShortcutTests.shortened("handwriting")
        for geometry in GeometryMode.allCases {
            let configuration = PipelineConfiguration(
                name: "release", geometry: geometry, filters: [.savitzkyGolay(window: 5, order: 3)], smoother: .antigrain(smoothness: 0.7)
            )
            var pipeline = StrokePipeline(configuration: configuration)
            pipeline.process(CallbackSchedule.automatic(for: trace), in: trace)
            let completed = pipeline.completedTouchIDs
            #expect(completed.count > 1)
            let before = completed.map { (pipeline.elements(for: $0) ?? [], pipeline.realSampleCount(ofTouch: $0)) }
            pipeline.releaseCompletedStrokes()
            for (touchID, (elements, samples)) in zip(completed, before) {
                #expect(!elements.isEmpty)
                #expect(pipeline.status(of: touchID) == .complete)
                #expect(pipeline.realSampleCount(ofTouch: touchID) == samples)
                #expect(pipeline.inkEnd(for: touchID) == elements.last?.end)
                #expect(pipeline.elements(for: touchID)?.isEmpty == (geometry == .incremental))
                #expect(pipeline.polyline(for: touchID)?.isEmpty == (geometry == .incremental))
                #expect(pipeline.touchPath(for: touchID)?.samples.isEmpty == (geometry == .incremental))
            }
        }
    }
}
