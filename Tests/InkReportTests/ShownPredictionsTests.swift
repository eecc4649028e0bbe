import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkReport
import InkSim
import InkSynth
import Testing

/// A renderer that draws nothing (the prediction rows need no pixels).
private struct NoPixelsRenderer: FrameRenderer {
    var name: String { "test/no-pixels" }
    mutating func absorb(_ pipeline: StrokePipeline) {}
    mutating func render(_ pipeline: StrokePipeline) -> RenderWork { RenderWork() }
}

@Suite("inkbench run's data/predictions.csv: the shown predicted points, evaluated as PredictionEvaluation evaluates recorded predictions")
struct ShownPredictionsTests {
    private func simulate(_ configuration: PipelineConfiguration) throws -> (Trace, SimulationRecord) {
        let dataset = try #require(BuiltInDataset.named("circle"))
        let trace = try Synthesizer.synthesize(dataset.recipe)
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost(callback: 0.002, render: 0.003), renderer: NoPixelsRenderer(),
            predictor: try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile)
        )
        return (trace, record)
    }

    @Test("one row per predicted point of every shown callback; the cells are the evaluation's records")
    func rowsMatchEvaluation() throws {
        let configuration = PipelineConfiguration(name: "kalman", geometry: .incremental, prediction: .predictor("kalman-ca"))
        let (trace, record) = try simulate(configuration)
        let memory = try MemoryRunTables()
        let measured = try memory.append(record, trace: trace, input: "circle", run: 0)
        var replay = trace
        replay.callbacks = try Self.carried(record, trace: trace)
        let records = try PredictionEvaluation(trace: replay, predictors: [PredictorSpec(name: "recorded")], horizons: []).records
        let shownStarts = Set(record.frames.filter(\.isPresented).map(\.contentTime))
        let carried = record.callbacks.filter { shownStarts.contains($0.start) }.reduce(0) { $0 + $1.predictionsCarried }
        #expect(records.count == carried, "every predicted point a shown callback carried, and no other")
        #expect(records.count > 50)
        #expect(records.allSatisfy { $0.predicted != nil }, "a shown point is never an abstention")

        #expect(memory.tables.hasPredictions)
        let lines = try memory.text(memory.predictions).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(lines[0] == ["trace", "configuration", "run", "callback", "target_time_s", "horizon_s", "predicted_x_pt", "predicted_y_pt",
                             "true_x_pt", "true_y_pt", "error_pt"])
        let rows = lines.dropFirst()
        try #require(rows.count == records.count)
        let truth = TruthPaths(trace)
        for (row, point) in zip(rows, records) {
            let callback = try #require(Int(row[3]))
            #expect(row[0] == "circle" && row[1] == "kalman" && row[2] == "0")
            #expect(record.callbacks[callback].start == point.callbackTime)
            #expect(Double(row[4]) == point.targetTime && Double(row[5]) == point.horizon)
            #expect(Double(row[6]) == point.predicted?.location.x && Double(row[7]) == point.predicted?.location.y)
            #expect(Double(row[8]) == point.truth?.x && Double(row[9]) == point.truth?.y)
            #expect(Double(row[10]) == point.error?.distance)
            if let trueLocation = point.truth, let predicted = point.predicted {
                #expect(truth.paths[point.touchID]?.position(at: point.targetTime) == trueLocation)
                #expect(abs(predicted.location.distance(to: trueLocation) - (Double(row[10]) ?? -1)) < 1e-12)
            }
            #expect(point.horizon > 0 && point.horizon <= 0.025 + 1e-9, "kalman-ca predicts up to its 25 ms cap")
        }
        let summaries = try #require(measured.predictionErrors)
        #expect(summaries == PredictorSummary(predictor: "any", records: records).buckets)
        #expect(summaries.reduce(0) { $0 + $1.requested } == records.count)
    }

    /// The simulated callbacks of `record` as recorded callbacks carrying the points a fresh
    /// provider gives each one when a presented frame shows it (its content time is the
    /// callback's start), none otherwise: what a recording of the run would hold.
    private static func carried(_ record: SimulationRecord, trace: Trace) throws -> [RecordedCallback] {
        var provider = try #require(try predictionProvider(for: record.configuration, trace: trace, profile: record.profile))
        let shownStarts = Set(record.frames.filter(\.isPresented).map(\.contentTime))
        var points: [TouchSample] = []
        return record.callbacks.map { probe in
            provider.predictions(at: probe.start, deliveredSamples: probe.samples.upperBound, in: trace, into: &points)
            return RecordedCallback(time: probe.start, samples: probe.samples, updates: probe.updates, predictions: shownStarts.contains(probe.start) ? points : [])
        }
    }

    @Test("a configuration without prediction has no shown predictions and writes no rows")
    func withoutPrediction() throws {
        let configuration = PipelineConfiguration(name: "plain", geometry: .incremental)
        let (trace, record) = try simulate(configuration)
        let memory = try MemoryRunTables()
        #expect(try memory.append(record, trace: trace, input: "circle", run: 0).predictionErrors == nil)
        #expect(!memory.tables.hasPredictions)
        #expect(try memory.text(memory.predictions).isEmpty, "the predictions table is never opened")
    }
}
