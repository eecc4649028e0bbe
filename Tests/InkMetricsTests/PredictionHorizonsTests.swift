@testable import InkMetrics
import Testing

/// The one default horizon set: what `predict` asks, `predict --sweep` scores and the Kalman
/// grid search takes its part around one frame from.
struct PredictionHorizonsTests {
    @Test func theDefaultsAreOneHorizonAtTheLowerEndOfEachBucketFrom4ms() {
        #expect(PredictionHorizons.defaults.map { ($0 * 1e6).rounded() / 1e3 } == [4, 8, 12, 16, 24, 32])
        let buckets = PredictionHorizons.defaults.map(HorizonBucket.index(of:))
        #expect(buckets == Array(1..<HorizonBucket.standard.count))
        for (horizon, bucket) in zip(PredictionHorizons.defaults, buckets) {
            #expect(HorizonBucket.standard[bucket].lower == (horizon * 1e6).rounded() / 1e3)
        }
    }

    @Test func theKalmanSearchScoresThePartAroundOneFrameExactlyAsBefore() {
        #expect(PredictionHorizons.aroundOneFrame == [0.008, 0.012, 0.016, 0.024])
        #expect(KalmanSweep.scoredHorizons == PredictionHorizons.aroundOneFrame)
    }
}
