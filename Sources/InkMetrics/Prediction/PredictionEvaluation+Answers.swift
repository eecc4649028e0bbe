import InkPredict

extension PredictionEvaluation {
    /// The prediction for each of one callback's `targets` (nil where the touch has no live
    /// predictor or the predictor abstains), asked touch by touch with all of that touch's
    /// target times at once (`TouchPredictor.predictions(at:)`: one exchange for an external
    /// predictor), in the order the touches first appear.
    static func answers(to targets: [PredictionTarget], from live: [Int: any TouchPredictor]) -> [PredictedPoint?] {
        var answers = [PredictedPoint?](repeating: nil, count: targets.count)
        var asked: [Int] = []
        for target in targets where !asked.contains(target.touchID) {
            asked.append(target.touchID)
            guard let predictor = live[target.touchID] else { continue }
            let indices = targets.indices.filter { targets[$0].touchID == target.touchID }
            for (index, point) in zip(indices, predictor.predictions(at: indices.map { targets[$0].time })) { answers[index] = point }
        }
        return answers
    }
}
