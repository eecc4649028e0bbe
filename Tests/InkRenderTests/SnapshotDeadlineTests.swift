import InkModel
import InkPipeline
import InkRender
import Testing

/// `InkSnapshot.deadline`: a replay that reaches it stops and draws nothing.
struct SnapshotDeadlineTests {
    @Test("a deadline already passed stops the replay at its first callback with passedDeadline; none draws the picture")
    func passedDeadline() throws {
        let trace = try RenderTestTraces.dataset("handwriting-short")
        let configuration = PipelineConfiguration(name: "plain", geometry: .incremental)
        let stopped = InkSnapshot(configuration: configuration, predictors: .builtIn, debug: true, deadline: 0)
        #expect(throws: RenderError("stopped at the time limit after 0 callbacks", passedDeadline: true)) {
            try stopped.render(trace, label: "handwriting-short")
        }
        let drawn = try InkSnapshot(configuration: configuration, predictors: .builtIn, debug: true).render(trace, label: "handwriting-short")
        #expect(drawn.callbacksReplayed > 50)
    }
}
