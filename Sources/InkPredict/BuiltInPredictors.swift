import InkModel

/// The built-in predictors, in the order tables list them, registered like any custom one
/// (`PredictorCatalog.builtIn`), and the limits every predictor takes.
enum BuiltInPredictors {
    static let catalog: PredictorCatalog = {
        var catalog = PredictorCatalog()
        for predictor in all { try? catalog.register(predictor) }
        return catalog
    }()

    static let limitParameters = [
        ComponentParameter(
            key: "horizon-cap", defaultValue: "25", meaning: "longest horizon predicted, ms (later targets are shortened)",
            range: .predictionHorizonMilliseconds
        ),
        ComponentParameter(
            key: "reset-gap", defaultValue: "20", meaning: "a gap between samples longer than this resets the predictor, ms",
            range: .positive(upTo: 10_000, unit: "ms")
        ),
    ]

    static let all: [PredictorComponent] = [
        PredictorComponent(name: "none", summary: "no prediction: the ink ends at the newest sample (the baseline)", parameters: []) { _, context in
            HoldPredictor(limits: context.limits)
        },
        PredictorComponent(name: "linear", summary: "first order: velocity of the newest two samples", parameters: []) { _, context in
            LinearPredictor(order: 1, limits: context.limits)
        },
        PredictorComponent(name: "linear2", summary: "second order: velocity and acceleration of the newest three samples", parameters: []) { _, context in
            LinearPredictor(order: 2, limits: context.limits)
        },
        PredictorComponent(
            name: "quadratic", summary: "least-squares quadratic in time over the newest 6 samples (smooths what linear2 interpolates)",
            parameters: [ComponentParameter(key: "points", defaultValue: "6", meaning: "samples in the fit (3: the same as linear2)", range: ValueRange(3, 1000, wholeNumbers: true))]
        ) { reader, context throws(ComponentSpecError) in
            QuadraticPredictor(points: try reader.integer("points", default: QuadraticPredictor.defaultPoints), limits: context.limits)
        },
        HorizonBlendCatalogEntry.entry,
        ExpertMixCatalogEntry.entry,
        TouchKindCatalogEntry.entry,
        AdaptiveCatalogEntry.steady,
        AdaptiveCatalogEntry.entry,
        KalmanCatalogEntries.constantAcceleration,
        KalmanCatalogEntries.jerk,
        ReferenceCatalogEntries.chromium,
        ReferenceCatalogEntries.strokeModeler,
        ReferenceCatalogEntries.androidx,
        PredictorComponent(
            name: "resample", summary: "Android-style linear resampling: extrapolation capped at min(8 ms, half the last interval)",
            parameters: [
                ComponentParameter(key: "max-extrapolation", defaultValue: "8", meaning: "longest extrapolation, ms", range: .positive(upTo: 1000, unit: "ms")),
                ComponentParameter(key: "gap-fraction", defaultValue: "0.5", meaning: "share of the newest interval that may be extrapolated", range: ValueRange(0, 1)),
            ]
        ) { reader, context throws(ComponentSpecError) in
            ResamplingPredictor(
                maxExtrapolation: try reader.milliseconds("max-extrapolation", defaultSeconds: 0.008),
                gapFraction: try reader.number("gap-fraction", default: 0.5), limits: context.limits
            )
        },
        PredictorComponent(
            name: "one-euro", summary: "1€-filtered samples feeding another predictor",
            parameters: [
                ComponentParameter(key: "inner", defaultValue: "linear", meaning: "the predictor fed with filtered samples (by name, its defaults)", freeForm: "a predictor name"),
                ComponentParameter(key: "min-cutoff", defaultValue: "5.0", meaning: "cut-off at rest, Hz", range: ValueRange(0, 1000, unit: "Hz")),
                ComponentParameter(key: "beta", defaultValue: "1.0", meaning: "cut-off increase per pt/s of speed, Hz", range: ValueRange(0, 1000)),
                ComponentParameter(key: "derivative-cutoff", defaultValue: "30.0", meaning: "cut-off of the speed estimate, Hz", range: ValueRange(0, 1000, unit: "Hz")),
            ]
        ) { reader, context throws(ComponentSpecError) in
            let innerName = reader.text("inner", default: "linear")
            guard innerName != "one-euro", context.predictors.component(named: innerName)?.predictsFromSamples ?? true else {
                throw reader.problem("inner=\(innerName) cannot be filtered (choose a predictor that uses the samples)")
            }
            let inner = try context.predictors.make(ComponentSpec(name: innerName, parameters: [
                "horizon-cap": String(context.limits.horizonCap * 1000), "reset-gap": String(context.limits.resetGap * 1000),
            ]))
            return OneEuroPredictor(
                inner: inner, minCutoff: try reader.number("min-cutoff", default: OneEuroPredictor.defaultMinCutoff),
                beta: try reader.number("beta", default: OneEuroPredictor.defaultBeta),
                derivativeCutoff: try reader.number("derivative-cutoff", default: OneEuroPredictor.defaultDerivativeCutoff)
            )
        },
        PredictorComponent(
            name: "recorded", summary: "the platform's own predictions stored in a recorded trace (UIKit's in Inkable files)", parameters: [],
            capabilities: .replaysRecordedPredictions
        ) { _, context in
            RecordedPredictor(limits: context.limits)
        },
    ]
}
