import InkModel

/// The catalog entries of the reference predictors: open-source predictors re-implemented from
/// their published algorithms (sources in docs/prediction.md), with their published constants.
enum ReferenceCatalogEntries {
    static let chromium = PredictorComponent(
        name: "chromium-kalman", summary: "reference: Chromium's Kalman predictor (ui/base/prediction), turn heuristic and direction cut-off",
        parameters: [
            .init(key: "heuristics", defaultValue: "on", meaning: "add acceleration only after a turn of over 15° in the last 40 ms", words: ["on", "off"]),
            .init(key: "direction-cutoff", defaultValue: "on", meaning: "abstain when the predicted velocity reverses", words: ["on", "off"]),
        ]
    ) { reader, context throws(ComponentSpecError) in
        ChromiumKalmanPredictor(
            heuristics: try reader.flag("heuristics", default: true), directionCutoff: try reader.flag("direction-cutoff", default: true),
            limits: context.limits
        )
    }

    static let androidx = PredictorComponent(
        name: "androidx-kalman", summary: "reference: androidx's motion predictor (input-motionprediction), jerk Kalman filter, jerk-limited length",
        parameters: [
            .init(key: "tool", defaultValue: "stylus", meaning: "the confidence ranges androidx uses for a stylus or a finger", words: ["stylus", "finger"]),
        ]
    ) { reader, context throws(ComponentSpecError) in
        switch reader.text("tool", default: "stylus") {
        case "stylus": AndroidxKalmanPredictor(stylus: true, limits: context.limits)
        case "finger": AndroidxKalmanPredictor(stylus: false, limits: context.limits)
        case let other: throw reader.problem("tool=\(other) must be stylus or finger")
        }
    }

    static let strokeModeler = PredictorComponent(
        name: "stroke-modeler-kalman",
        summary: "reference: google/ink-stroke-modeler's Kalman predictor, its estimated state extrapolated, confidence-limited length",
        parameters: []
    ) { _, context in
        StrokeModelerKalmanPredictor(limits: context.limits)
    }
}
