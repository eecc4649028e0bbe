import InkModel
import InkPredict

/// A grid search over predictor settings on training traces (DESIGN §7; issue: tune on
/// synthesized traces only, never on the real recordings, which are the test).
///
/// Every candidate is evaluated on every training trace at `horizons` (default 8, 12, 16, 24 ms)
/// and scored by the median effective error (`PredictionRecord.effectiveError`, points) pooled
/// over all traces' in-range targets; ties keep grid order. Lower is better.
public enum KalmanSweep {
    /// One candidate's result.
    public struct Result: Hashable, Sendable {
        public var predictor: PredictorSpec
        /// Pooled median effective error, points; nil when no target was in range.
        public var score: Double?
        /// Pooled 90th percentile of the same, points.
        public var p90: Double?
    }

    /// The horizons the sweep scores, seconds.
    public static let scoredHorizons = [0.008, 0.012, 0.016, 0.024]

    /// Every candidate's result, best first.
    public static func run(
        candidates: [PredictorSpec], traces: [Trace], horizons: [Double] = scoredHorizons
    ) throws(PredictorSpecError) -> [Result] {
        var pooled = Array(repeating: [Double](), count: candidates.count)
        for trace in traces {
            let evaluation = try PredictionEvaluation(trace: trace, predictors: candidates, horizons: horizons)
            for record in evaluation.records {
                if let error = record.effectiveError { pooled[record.predictor].append(error) }
            }
        }
        let results = zip(candidates, pooled).map { candidate, errors in
            let sorted = errors.sorted()
            return Result(
                predictor: candidate, score: DistributionSummary.exactPercentile(50, ofSorted: sorted),
                p90: DistributionSummary.exactPercentile(90, ofSorted: sorted)
            )
        }
        return results.enumerated().sorted { a, b in
            switch (a.element.score, b.element.score) {
            case let (x?, y?): x < y || (x == y && a.offset < b.offset)
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a.offset < b.offset
            }
        }.map(\.element)
    }

    /// The `kalman-ca` grid: process noise × turn threshold × direction cut-off × anchor
    /// (measurement noise fixed at 1 pt²: only the ratio matters).
    public static let constantAccelerationGrid: [PredictorSpec] = {
        var grid: [PredictorSpec] = []
        for noise in ["0.0001", "0.001", "0.01", "0.1", "1", "10"] {
            for turn in ["off", "15"] {
                for cutoff in ["off", "on"] {
                    for anchor in ["estimate", "sample"] {
                        grid.append(PredictorSpec(name: "kalman-ca", parameters: [
                            "process-noise": noise, "measurement-noise": "1", "turn-threshold": turn,
                            "direction-cutoff": cutoff, "anchor": anchor,
                        ]))
                    }
                }
            }
        }
        return grid
    }()

    /// The `kalman-jerk` grid: process noise × acceleration and jerk weights × full-confidence
    /// speed (measurement noise fixed at 1 pt²).
    public static let jerkGrid: [PredictorSpec] = {
        var grid: [PredictorSpec] = []
        for noise in ["0.000001", "0.00001", "0.0001", "0.001", "0.01", "0.1"] {
            for weights in [("0.5", "0.1"), ("1", "0.5"), ("1", "1")] {
                for maxSpeed in ["60", "20"] {
                    grid.append(PredictorSpec(name: "kalman-jerk", parameters: [
                        "process-noise": noise, "measurement-noise": "1", "acceleration-weight": weights.0,
                        "jerk-weight": weights.1, "max-speed": maxSpeed, "min-speed": "5",
                    ]))
                }
            }
        }
        return grid
    }()
}
