import Foundation
import InkConfiguration
import InkModel
import InkPipeline
import InkSynth

/// Traces for the renderer tests, built from built-in datasets.
enum RenderTestTraces {
    static func dataset(_ name: String) throws -> Trace {
        guard let dataset = BuiltInDataset.named(name) else { throw TestFailure("no built-in dataset \(name)") }
        return try Synthesizer.synthesize(dataset.recipe)
    }

    /// `trace` with its display-rate callbacks recorded, each carrying two predicted touches
    /// per touch still down, extrapolated linearly 6 ms and 12 ms past its newest sample.
    static func withPredictions(_ trace: Trace) -> Trace {
        var result = trace
        result.callbacks = CallbackSchedule.displayRate(trace).callbacks.map { callback in
            var callback = callback
            var newest: [Int: Int] = [:]
            for index in callback.samples { newest[trace.samples[index].touchID] = index }
            for (touchID, index) in newest.sorted(by: { $0.key < $1.key }) {
                let sample = trace.samples[index]
                guard !sample.phase.endsTouch, index > 0 else { continue }
                guard let previous = trace.samples[..<index].last(where: { $0.touchID == touchID }) else { continue }
                let dt = max(sample.timestamp - previous.timestamp, 1e-3)
                let velocity = (sample.location - previous.location) / dt
                for horizon in [0.006, 0.012] {
                    var predicted = sample
                    predicted.timestamp += horizon
                    predicted.location = sample.location + velocity * horizon
                    predicted.phase = .moved
                    predicted.estimatedProperties = []
                    predicted.expectingUpdates = []
                    predicted.updateIndex = nil
                    callback.predictions.append(predicted)
                }
            }
            return callback
        }
        return result
    }

    /// Two copies of `trace` drawn at once: the second shifted by `offset` points and `delay`
    /// seconds, with touch IDs and update indices moved out of the first's way, so the strokes
    /// cross while both are live. With `cancellingCopy`, the copy's last sample cancels it.
    static func doubled(_ trace: Trace, offset: Point, delay: Double, cancellingCopy: Bool = false) -> Trace {
        let idShift = 1_000, updateShift = 1_000_000
        var samples = trace.samples
        for var sample in trace.samples {
            sample.touchID += idShift
            sample.timestamp += delay
            sample.location = sample.location + offset
            sample.updateIndex = sample.updateIndex.map { $0 + updateShift }
            samples.append(sample)
        }
        if cancellingCopy { samples[samples.count - 1].phase = .cancelled }
        var updates = trace.updates
        for var update in trace.updates {
            update.touchID += idShift
            update.arrival += delay
            update.updateIndex += updateShift
            update.location = update.location.map { $0 + offset }
            updates.append(update)
        }
        var result = trace
        result.samples = samples.enumerated().sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }.map(\.element)
        result.updates = updates.enumerated().sorted { ($0.element.arrival, $0.offset) < ($1.element.arrival, $1.offset) }.map(\.element)
        result.groundTruth = []
        result.callbacks = []
        return result
    }

    /// A pipeline configuration from the shipped `configs/` folder, optionally drawing recorded
    /// predictions.
    static func configuration(_ name: String, predictions: Bool = false) throws -> PipelineConfiguration {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("configs").path
        guard var configuration = try PipelineCatalog.load(directory: directory, stages: .builtIn, renderers: RendererMode.builtInNames).configuration(named: name) else {
            throw TestFailure("no configuration \(name)")
        }
        if predictions { configuration.prediction = .recorded }
        return configuration
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
