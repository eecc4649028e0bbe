import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkPredict
import Testing
import InkTestSupport

@Suite("UIKit's recorded predictions in the Inkable files")
struct RecordedPredictionTests {
    /// The file's predicted touches, read directly from its JSON: timestamp, location, and the
    /// newest real sample time before each (the origin of its horizon).
    static func filePredictions(_ path: String) throws -> [(time: Double, location: Point, origin: Double)] {
        let events = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [[String: Any]])
        var newest: Double?
        var result: [(time: Double, location: Point, origin: Double)] = []
        for event in events {
            let time = try #require(event["timestamp"] as? Double)
            if event["isPrediction"] as? Bool == true {
                let location = try #require(event["location"] as? [Double])
                result.append((time, Point(x: location[0], y: location[1]), try #require(newest)))
            } else if event["isUpdate"] as? Bool != true {
                newest = max(newest ?? time, time)
            }
        }
        return result
    }

    @Test(
        "every recorded prediction becomes one target at its own time, answered exactly by 'recorded'",
        .needsRecordings("inkable/events.json", "inkable/pencil-antigrain2.json"), arguments: ["events.json", "pencil-antigrain2.json"]
    )
    func targetsAreThePlatformTimes(file: String) throws {
        let path = SharedRecordings.path("inkable/" + file)
        let expected = try Self.filePredictions(path)
        #expect(expected.count > 50)
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        let evaluation = try PredictionEvaluation(trace: trace, predictors: [ComponentSpec(name: "recorded"), ComponentSpec(name: "linear")], horizons: [0.008], catalog: .builtIn)
        #expect(evaluation.targets == .platformTimesAndHorizons([0.008]))
        #expect(evaluation.truthSource == .samples)
        let recorded = evaluation.records.filter { $0.predictor == 0 && !$0.isFixedHorizon }
        let linear = evaluation.records.filter { $0.predictor == 1 && !$0.isFixedHorizon }
        let fixed = evaluation.records.filter { $0.predictor == 1 && $0.isFixedHorizon }
        #expect(fixed.count > 40)
        #expect(fixed.allSatisfy { abs($0.horizon - 0.008) < 1e-9 })
        #expect(recorded.count == expected.count)
        #expect(linear.map(\.targetTime) == recorded.map(\.targetTime))
        // Foundation's JSON parser and InkFormats' may differ in the last bit of a number: 1 ns.
        for (record, prediction) in zip(recorded, expected) {
            #expect(abs(record.targetTime - prediction.time) < 1e-9)
            #expect(abs(record.originTime - prediction.origin) < 1e-9)
            #expect(record.horizon > 0 && record.horizon <= 0.0165)
            let answer = try #require(record.predicted)
            #expect(answer.time == record.targetTime)
            #expect(answer.location.distance(to: prediction.location) < 1e-9)
        }
        let medianError = try #require(PredictorSummary(predictor: "recorded", records: recorded).buckets.first?.medianError)
        #expect(medianError > 0.5 && medianError < 2, "UIKit's median miss \(medianError) pt is outside REFERENCE's 1.0–1.6 pt neighbourhood")
    }
}
