import InkModel

/// The catalog entries of the reference predictors: open-source predictors re-implemented from
/// their published algorithms (sources in docs/prediction.md), with their published constants.
enum ReferenceCatalogEntries {
    static let chromium = PredictorCatalog.Entry(
        name: "chromium-kalman", summary: "reference: Chromium's Kalman predictor (ui/base/prediction), turn heuristic and direction cut-off",
        parameters: [
            .init(key: "heuristics", defaultValue: "on", meaning: "add acceleration only after a turn of over 15° in the last 40 ms", words: ["on", "off"]),
            .init(key: "direction-cutoff", defaultValue: "on", meaning: "abstain when the predicted velocity reverses", words: ["on", "off"]),
        ]
    ) { reader, limits throws(PredictorSpecError) in
        ChromiumKalmanPredictor(
            heuristics: try reader.flag("heuristics", default: true), directionCutoff: try reader.flag("direction-cutoff", default: true),
            limits: limits
        )
    }

    static let androidx = PredictorCatalog.Entry(
        name: "androidx-kalman", summary: "reference: androidx's motion predictor (input-motionprediction), jerk Kalman filter, jerk-limited length",
        parameters: [
            .init(key: "tool", defaultValue: "stylus", meaning: "the confidence ranges androidx uses for a stylus or a finger", words: ["stylus", "finger"]),
            .init(
                key: "strategy", defaultValue: "balanced", meaning: "androidx's prediction strategy: confidence-sized, at least one sample, or always full",
                words: AndroidxKalmanPredictor.Strategy.allCases.map(\.rawValue)
            ),
            .init(key: "lift", defaultValue: "off", meaning: "stop where the predicted force falls below 0.1 (androidx's debug switch)", words: ["on", "off"]),
        ]
    ) { reader, limits throws(PredictorSpecError) in
        let stylus: Bool
        switch reader.text("tool", default: "stylus") {
        case "stylus": stylus = true
        case "finger": stylus = false
        case let other: throw reader.problem("tool=\(other) must be stylus or finger")
        }
        let written = reader.text("strategy", default: "balanced")
        guard let strategy = AndroidxKalmanPredictor.Strategy(rawValue: written) else {
            throw reader.problem("strategy=\(written) must be balanced, safe or aggressive")
        }
        return AndroidxKalmanPredictor(stylus: stylus, strategy: strategy, predictsLift: try reader.flag("lift", default: false), limits: limits)
    }

    static let strokeModeler = PredictorCatalog.Entry(
        name: "stroke-modeler-kalman",
        summary: "reference: google/ink-stroke-modeler's Kalman predictor, a connector to its estimate then a confidence-limited cubic",
        parameters: [
            .init(
                key: "prediction-interval", defaultValue: "16.667", meaning: "longest prediction past the estimate, ms (the library's tests: 1/60 s, or 25)",
                range: .positive(upTo: 1000, unit: "ms")
            ),
            .init(
                key: "output-rate", defaultValue: "180", meaning: "predicted points per second (the library's tests: 180, or 200)",
                range: .positive(upTo: 100_000, unit: "Hz")
            ),
        ]
    ) { reader, limits throws(PredictorSpecError) in
        var settings = StrokeModelerSettings.libraryTests
        settings.predictionInterval = try reader.milliseconds("prediction-interval", defaultSeconds: settings.predictionInterval)
        settings.outputRate = try reader.number("output-rate", default: settings.outputRate)
        return StrokeModelerKalmanPredictor(settings: settings, limits: limits)
    }
}
