import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkPipeline
import InkSim
import Testing
import InkTestSupport

/// The `recorded` predictor: the platform's predictions kept in an app-level recording.
struct RecordedPredictionTests {
    /// A 240 Hz stroke recorded with callbacks of two samples, each predicting the pen 8 ms
    /// past its newest sample.
    static func recordedTrace() -> Trace {
        var trace = HandTraces.regularStrokes([(start: 0, count: 96, phase: 0.5)], profile: HandTraces.profile(displayHz: 120))
        for first in stride(from: 0, to: trace.samples.count, by: 2) {
            let newest = trace.samples[first + 1]
            var predicted = newest
            predicted.timestamp += 0.008
            predicted.location.x += 200 * 0.008
            predicted.phase = .moved
            trace.callbacks.append(RecordedCallback(time: newest.timestamp, samples: first..<(first + 2), updates: 0..<0, predictions: [predicted]))
        }
        return trace
    }

    @Test func recordedPredictionsBecomeTheDrawnTip() throws {
        let trace = Self.recordedTrace()
        let predicted = PipelineConfiguration(name: "predicted", geometry: .incremental, prediction: .recorded)
        let provider = try predictionProvider(for: predicted, trace: trace, profile: trace.header.profile)
        #expect(provider?.name == "recorded")
        let record = PlatformSimulator.run(
            trace: trace, configuration: predicted, cost: ConstantCost.zero,
            renderer: ElementCountRenderer(), predictor: provider
        )
        #expect(record.predictor == "recorded")
        let live = record.frames.filter { $0.contentSamples < trace.samples.count }
        #expect(live.count > 20)
        #expect(live.allSatisfy { $0.tipIsPredicted })
        for frame in live {
            let newest = trace.samples[frame.contentSamples - 1]
            #expect(abs((frame.tip?.x ?? 0) - (newest.location.x + 1.6)) < 1e-9)
        }
        let none = PipelineConfiguration(name: "none", geometry: .incremental)
        #expect(try predictionProvider(for: none, trace: trace, profile: trace.header.profile) == nil)
        let plain = PlatformSimulator.run(
            trace: trace, configuration: none, cost: ConstantCost.zero,
            renderer: ElementCountRenderer(), predictor: nil
        )
        #expect(plain.frames.allSatisfy { !$0.tipIsPredicted })
    }

    @Test(.needsRecordings("inkable/events.json"))
    func theRealRecordingsRunWithTheirPredictions() throws {
        let trace = try TraceReader.read(path: SharedRecordings.path("inkable/events.json"))
        let configuration = PipelineConfiguration(name: "predicted", geometry: .incremental, prediction: .recorded)
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero,
            renderer: ElementCountRenderer(),
            predictor: try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile)
        )
        #expect(record.callbacks.filter { $0.predictionsCarried > 0 }.count > record.callbacks.count / 2)
        let truth = TruthPaths(trace)
        #expect(truth.source == .samples)
        let measured = WholeRecord(record, trace: trace, truth: truth)
        #expect(measured.metrics.droppedSamples.count == 0)
        #expect(!measured.tips.isEmpty)
    }
}
