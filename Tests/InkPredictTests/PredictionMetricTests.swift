import InkMetrics
import InkModel
import InkPredict
import Testing

@Suite("Prediction-error metrics against hand-computed cases")
struct PredictionMetricTests {
    @Test("2 pt ahead along a straight path: +2 along-track, 0 cross-track; 2 pt behind: −2")
    func alongAndCross() throws {
        var path = TimedPath()
        path.append(time: 0, location: Point(x: 0, y: 0))
        path.append(time: 1, location: Point(x: 30, y: 40))
        let truth = try #require(path.position(at: 0.5))
        #expect(truth == Point(x: 15, y: 20))
        let direction = try #require(path.direction(at: 0.5))
        let ahead = PredictionError(predicted: Point(x: 16.2, y: 21.6), truth: truth, direction: direction)
        #expect(abs(ahead.distance - 2) < 1e-12)
        #expect(abs((ahead.alongTrack ?? 0) - 2) < 1e-12)
        #expect(abs(ahead.crossTrack ?? 1) < 1e-12)
        let behind = PredictionError(predicted: Point(x: 13.8, y: 18.4), truth: truth, direction: direction)
        #expect(abs((behind.alongTrack ?? 0) + 2) < 1e-12)
        let aside = PredictionError(predicted: Point(x: 15 + 1.6, y: 20 - 1.2), truth: truth, direction: direction)
        #expect(abs(aside.alongTrack ?? 1) < 1e-12)
        #expect(abs((aside.crossTrack ?? 0) - 2) < 1e-12)
    }

    @Test("jitter of two identical error vectors is 0; of opposite ones, twice their length")
    func jitter() {
        #expect(PredictionError.jitter(from: Point(x: 1.5, y: -2), to: Point(x: 1.5, y: -2)) == 0)
        #expect(PredictionError.jitter(from: Point(x: 3, y: 4), to: Point(x: -3, y: -4)) == 10)
    }

    @Test("the direction of a stationary stretch is that of the motion before it, else after it")
    func directionWhenStill() throws {
        var path = TimedPath()
        path.append(time: 0, location: Point(x: 0, y: 0))
        path.append(time: 1, location: Point(x: 0, y: 0))
        path.append(time: 2, location: Point(x: 0, y: 5))
        path.append(time: 3, location: Point(x: 0, y: 5))
        #expect(path.direction(at: 0.5) == Point(x: 0, y: 1))
        #expect(path.direction(at: 2.5) == Point(x: 0, y: 1))
        #expect(path.position(at: 1.5) == Point(x: 0, y: 2.5))
        #expect(path.position(at: 9) == Point(x: 0, y: 5))
    }

    @Test("horizon buckets are half-open [lo, hi), labelled so, and round to microseconds")
    func buckets() {
        #expect(HorizonBucket.standard.map(\.description) == ["[0, 4) ms", "[4, 8) ms", "[8, 12) ms", "[12, 16) ms", "[16, 24) ms", "[24, 32) ms", "[32, ∞) ms"])
        #expect(HorizonBucket.index(of: -0.001) == 0)
        #expect(HorizonBucket.index(of: 0) == 0)
        #expect(HorizonBucket.index(of: 0.0039) == 0)
        #expect(HorizonBucket.index(of: 0.004) == 1)
        #expect(HorizonBucket.index(of: 0.004 - 1e-10) == 1)
        #expect(HorizonBucket.index(of: 0.008) == 2)
        #expect(HorizonBucket.index(of: 0.0319) == 5)
        #expect(HorizonBucket.index(of: 0.032) == 6)
        #expect(HorizonBucket.standard[2].contains(0.008) && !HorizonBucket.standard[1].contains(0.008))
    }

    @Test("bucket summary: percentiles, availability, abstention fallback and pen-up targets")
    func bucketSummary() {
        func record(error: Double?, hold: Double?, pastPenUp: Bool = false) -> PredictionRecord {
            var record = PredictionRecord(
                predictor: 0, touchID: 1, slot: 0, callbackTime: 0, originTime: 0, targetTime: 0.008,
                predicted: error == nil && !pastPenUp ? nil : PredictedPoint(time: 0.008, location: .zero)
            )
            if !pastPenUp {
                record.truth = Point.zero
                record.holdError = hold
                record.error = error.map { PredictionError(predicted: Point(x: $0, y: 0), truth: Point.zero, direction: Point(x: 1, y: 0)) }
            } else {
                record.overshoot = 3
            }
            return record
        }
        let records = [record(error: 1, hold: 5), record(error: 2, hold: 5), record(error: 4, hold: 5), record(error: nil, hold: 9), record(error: nil, hold: nil, pastPenUp: true)]
        let summary = PredictionBucketSummary(bucket: HorizonBucket.standard[1], records: records)
        #expect(summary.requested == 5)
        #expect(summary.answered == 4)
        #expect(summary.pastPenUp == 1)
        #expect(summary.availability == 0.8)
        #expect(summary.medianError == 2)
        #expect(summary.p90Error == 4)
        #expect(summary.medianAlongTrack == 2)
        #expect(summary.medianCrossTrack == 0)
        #expect(summary.medianEffectiveError == 2)
        #expect(summary.maxOvershoot == 3)
        let score = PredictorSummary(predictor: "x", records: records)
        #expect(score.score == 2)
        #expect(score.scoreP90 == 9)
    }
}
