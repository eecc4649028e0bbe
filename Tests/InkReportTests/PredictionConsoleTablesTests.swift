import Foundation
import InkMetrics
import InkModel
import InkPredict
@testable import InkReport
import Testing

@Suite("inkbench predict's compact tables and verdict")
struct PredictionConsoleTablesTests {
    /// A predictor's summary with, per horizon (seconds), `count` answered errors spread evenly
    /// from 0.5 to 1.5 × `errors[horizon]` points (so its median is that value).
    static func summary(_ name: String, errors: [Double: Double], count: Int = 21) -> PredictorSummary {
        var records: [PredictionRecord] = []
        for (horizon, error) in errors.sorted(by: { $0.key < $1.key }) {
            for index in 0..<count {
                let size = error * (0.5 + Double(index) / Double(count - 1))
                var record = PredictionRecord(
                    predictor: 0, touchID: 1, slot: 0, callbackTime: Double(index), originTime: Double(index), targetTime: Double(index) + horizon,
                    predicted: PredictedPoint(time: Double(index) + horizon, location: Point(x: size, y: 0))
                )
                record.truth = Point.zero
                record.error = PredictionError(predicted: Point(x: size, y: 0), truth: .zero, direction: Point(x: 1, y: 0))
                record.holdError = 2 * error
                records.append(record)
            }
        }
        return PredictorSummary(predictor: name, records: records)
    }

    @Test("best at every horizon, and the subject's lost cells named with both values")
    func verdict() {
        let winner = Self.summary("mix", errors: [0.006: 0.5, 0.010: 1.0, 0.020: 2.0])
        let rival = Self.summary("chromium-kalman", errors: [0.006: 0.6, 0.010: 0.9, 0.020: 2.5])
        let third = Self.summary("linear", errors: [0.006: 0.7, 0.010: 1.2, 0.020: 3.0])
        let verdict = PredictionVerdict([winner, rival, third], subject: "mix")
        #expect(verdict.buckets.map(\.description) == ["[4, 8) ms", "[8, 12) ms", "[16, 24) ms"])
        #expect(verdict.bestEverywhere == nil)
        #expect(verdict.bestMedian == [["mix"], ["chromium-kalman"], ["mix"]])
        #expect(verdict.losses.map { "\($0.statistic) \($0.bucket) \($0.winner)" } == ["median [8, 12) ms chromium-kalman", "p90 [8, 12) ms chromium-kalman"])
        let text = verdict.lines().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.hasPrefix("verdict: best median: [4, 8) mix, [8, 12) chromium-kalman, [16, 24) mix; mix loses 2 of 6: median [8, 12) to chromium-kalman (0.90 < 1.00)"))
        let clean = PredictionVerdict([winner, third], subject: "mix")
        #expect(clean.bestEverywhere == "mix")
        #expect(clean.lines() == ["verdict: best median at every horizon: mix; mix loses none of 6 cells"])
    }

    @Test("a bucket with fewer than 10 errors for any predictor is not judged")
    func smallBuckets() {
        let many = Self.summary("a", errors: [0.006: 0.5, 0.010: 1.0])
        var few = Self.summary("b", errors: [0.006: 0.4])
        few.buckets += Self.summary("b", errors: [0.010: 0.1], count: 5).buckets
        let verdict = PredictionVerdict([many, few], subject: "a")
        #expect(verdict.buckets.map(\.description) == ["[4, 8) ms"])
        #expect(verdict.losses.count == 2)
    }

    @Test("the compact table fits 100 columns, long specs becoming numbered labels with a legend")
    func compactWidth() {
        let horizons: [Double: Double] = [0.002: 0.2, 0.006: 0.5, 0.010: 1.0, 0.014: 2.0, 0.020: 12.5, 0.028: 33.3, 0.040: 123.4]
        let long = "kalman-blend:near=kalman-adaptive:step=steady,far=androidx-kalman,far-weight=0.25"
        let lines = PredictionConsoleTables.compact(
            [Self.summary("kalman-mix", errors: horizons), Self.summary(long, errors: horizons)], title: "at fixed horizons"
        )
        #expect(lines.dropLast().allSatisfy { $0.count <= PredictionConsoleTables.width }, "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "[1] \(long)")
        #expect(lines.contains { $0.hasPrefix("[1] ") && $0.contains("/") })
        #expect(lines.contains { $0.hasPrefix("kalman-mix ") && $0.contains("0.50/0.70") && $0.contains("12.5/") })
        #expect(lines.contains { $0.hasPrefix("targets ") && $0.contains("21") })
    }
}
