import InkModel
import InkPredict

/// A grid search over predictor settings on training traces (docs/prediction.md; tune on
/// synthesized traces only, never on the real recordings, which are the test).
///
/// Every candidate is evaluated on every training trace at `horizons` (default 8, 12, 16, 24 ms:
/// `PredictionHorizons.aroundOneFrame`, the default horizons around one display frame).
/// The effective errors (`PredictionRecord.effectiveError`, points) of all traces' in-range
/// targets are pooled, and the candidate is scored by the mean of their median and 90th
/// percentile; ties keep grid order. Lower is better. The median alone rewards filters so stiff
/// that they are right on the easy, slow stretches and far off in every turn (on the training set
/// it kept falling as the process noise went to 0 while the 90th percentile grew by half), so
/// the score weighs the typical and the bad case alike.
public enum KalmanSweep {
    /// One candidate's result.
    public struct Result: Hashable, Sendable {
        public var predictor: ComponentSpec
        /// (median + p90) / 2, points; nil when no target was in range.
        package var score: Double?
        /// Pooled median effective error, points.
        public var median: Double?
        /// Pooled 90th percentile of the same, points.
        public var p90: Double?
    }

    /// The horizons the sweep scores, seconds.
    public static let scoredHorizons = PredictionHorizons.aroundOneFrame

    /// Every candidate's result, best first, each built from `catalog`. `jobs` candidates are
    /// evaluated at once on each trace (`PredictionEvaluation`); the results are the same for any
    /// number.
    public static func run(
        candidates: [ComponentSpec], traces: [Trace], horizons: [Double] = scoredHorizons, jobs: Int = 1, catalog: PredictorCatalog
    ) throws(ComponentSpecError) -> [Result] {
        var pooled = Array(repeating: [Double](), count: candidates.count)
        for trace in traces {
            let evaluation = try PredictionEvaluation(trace: trace, predictors: candidates, horizons: horizons, jobs: jobs, catalog: catalog)
            for record in evaluation.records {
                if let error = record.effectiveError { pooled[record.predictor].append(error) }
            }
        }
        let results = zip(candidates, pooled).map { candidate, errors in
            let sorted = errors.sorted()
            let median = DistributionSummary.exactPercentile(50, ofSorted: sorted)
            let p90 = DistributionSummary.exactPercentile(90, ofSorted: sorted)
            let score = median.flatMap { m in p90.map { (m + $0) / 2 } }
            return Result(predictor: candidate, score: score, median: median, p90: p90)
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
    public static let constantAccelerationGrid: [ComponentSpec] = {
        var grid: [ComponentSpec] = []
        for noise in ["0.0001", "0.001", "0.01", "0.1", "1", "10"] {
            for turn in ["off", "15"] {
                for cutoff in ["off", "on"] {
                    for anchor in ["estimate", "sample"] {
                        grid.append(ComponentSpec(name: "kalman-ca", parameters: [
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
    package static let jerkGrid: [ComponentSpec] = {
        var grid: [ComponentSpec] = []
        for noise in ["0.000001", "0.00001", "0.0001", "0.001", "0.01", "0.1"] {
            for weights in [("0.5", "0.1"), ("1", "0.5"), ("1", "1")] {
                for maxSpeed in ["60", "20"] {
                    grid.append(ComponentSpec(name: "kalman-jerk", parameters: [
                        "process-noise": noise, "measurement-noise": "1", "acceleration-weight": weights.0,
                        "jerk-weight": weights.1, "max-speed": maxSpeed, "min-speed": "5",
                    ]))
                }
            }
        }
        return grid
    }()
}
