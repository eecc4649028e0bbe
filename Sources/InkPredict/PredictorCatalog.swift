import InkModel

/// Every predictor by name, with its parameters: how the CLI, configurations and (later) the
/// simulator's `prediction: NAME` build one. Every predictor also takes `horizon-cap` and
/// `reset-gap` (milliseconds; `PredictionLimits`).
public enum PredictorCatalog {
    /// One parameter a predictor takes: its key, default as written, meaning with unit, and for
    /// numbers the range its reader enforces (in the unit it is written in: ms for durations).
    public struct Parameter: Hashable, Sendable {
        public var key: String
        public var defaultValue: String
        public var meaning: String
        public var range: ValueRange?
        /// The other words it takes (`on`/`off`, `estimate`/`sample`, `off` beside a number).
        public var words: [String]

        public init(key: String, defaultValue: String, meaning: String, range: ValueRange? = nil, words: [String] = []) {
            self.key = key
            self.defaultValue = defaultValue
            self.meaning = meaning
            self.range = range
            self.words = words
        }

        /// The valid values as `inkbench list predictors` prints them: "0…1", "on|off",
        /// "0…180 °|off", or "a predictor name".
        public var validValues: String {
            let forms = (range.map { [$0.description] } ?? []) + words
            return forms.isEmpty ? "a predictor name" : forms.joined(separator: "|")
        }
    }

    /// A predictor the catalog builds.
    public struct Entry: Sendable {
        public var name: String
        public var summary: String
        /// Its own parameters (the shared limits excluded).
        public var parameters: [Parameter]
        let build: @Sendable (inout PredictorParameterReader, PredictionLimits) throws(PredictorSpecError) -> any TouchPredictor
    }

    /// The parameters every predictor takes.
    public static let limitParameters = [
        Parameter(
            key: "horizon-cap", defaultValue: "25", meaning: "longest horizon predicted, ms (later targets are shortened)",
            range: .predictionHorizonMilliseconds
        ),
        Parameter(
            key: "reset-gap", defaultValue: "20", meaning: "a gap between samples longer than this resets the predictor, ms",
            range: .positive(upTo: 10_000, unit: "ms")
        ),
    ]

    /// The names of every predictor, in catalog order.
    public static var names: [String] { entries.map(\.name) }

    /// The predictor `spec` names, with its parameters applied.
    public static func make(_ spec: PredictorSpec) throws(PredictorSpecError) -> any TouchPredictor {
        guard let entry = entries.first(where: { $0.name == spec.name }) else {
            throw PredictorSpecError(spec: spec.description, message: "unknown predictor (known: \(names.joined(separator: ", ")))")
        }
        var reader = PredictorParameterReader(spec, parameters: limitParameters + entry.parameters)
        let defaults = PredictionLimits()
        let limits = PredictionLimits(
            horizonCap: try reader.milliseconds("horizon-cap", defaultSeconds: defaults.horizonCap),
            resetGap: try reader.milliseconds("reset-gap", defaultSeconds: defaults.resetGap)
        )
        let predictor = try entry.build(&reader, limits)
        try reader.finish(known: (limitParameters + entry.parameters).map(\.key))
        return predictor
    }

    /// The predictor called `name` with `parameters` (values as written).
    public static func make(name: String, parameters: [String: String] = [:]) throws(PredictorSpecError) -> any TouchPredictor {
        try make(PredictorSpec(name: name, parameters: parameters))
    }

    /// The predictor written as `text` (`PredictorSpec`'s form).
    public static func make(parsing text: String) throws(PredictorSpecError) -> any TouchPredictor {
        try make(PredictorSpec(parsing: text))
    }

    /// Every predictor, in the order tables list them.
    public static let entries: [Entry] = [
        Entry(name: "none", summary: "no prediction: the ink ends at the newest sample (the baseline)", parameters: []) { _, limits in
            HoldPredictor(limits: limits)
        },
        Entry(name: "linear", summary: "first order: velocity of the newest two samples", parameters: []) { _, limits in
            LinearPredictor(order: 1, limits: limits)
        },
        Entry(name: "linear2", summary: "second order: velocity and acceleration of the newest three samples", parameters: []) { _, limits in
            LinearPredictor(order: 2, limits: limits)
        },
        Entry(
            name: "quadratic", summary: "least-squares quadratic in time over the newest 6 samples (smooths what linear2 interpolates)",
            parameters: [Parameter(key: "points", defaultValue: "6", meaning: "samples in the fit (3: the same as linear2)", range: ValueRange(3, 1000, wholeNumbers: true))]
        ) { reader, limits throws(PredictorSpecError) in
            QuadraticPredictor(points: try reader.count("points", default: QuadraticPredictor.defaultPoints), limits: limits)
        },
        AdaptiveCatalogEntry.entry,
        KalmanCatalogEntries.constantAcceleration,
        KalmanCatalogEntries.jerk,
        ReferenceCatalogEntries.chromium,
        ReferenceCatalogEntries.strokeModeler,
        ReferenceCatalogEntries.androidx,
        Entry(
            name: "resample", summary: "Android-style linear resampling: extrapolation capped at min(8 ms, half the last interval)",
            parameters: [
                Parameter(key: "max-extrapolation", defaultValue: "8", meaning: "longest extrapolation, ms", range: .positive(upTo: 1000, unit: "ms")),
                Parameter(key: "gap-fraction", defaultValue: "0.5", meaning: "share of the newest interval that may be extrapolated", range: ValueRange(0, 1)),
            ]
        ) { reader, limits throws(PredictorSpecError) in
            ResamplingPredictor(
                maxExtrapolation: try reader.milliseconds("max-extrapolation", defaultSeconds: 0.008),
                gapFraction: try reader.number("gap-fraction", default: 0.5), limits: limits
            )
        },
        Entry(
            name: "one-euro", summary: "1€-filtered samples feeding another predictor",
            parameters: [
                Parameter(key: "inner", defaultValue: "linear", meaning: "the predictor fed with filtered samples (by name, its defaults)"),
                Parameter(key: "min-cutoff", defaultValue: "5.0", meaning: "cut-off at rest, Hz", range: ValueRange(0, 1000, unit: "Hz")),
                Parameter(key: "beta", defaultValue: "1.0", meaning: "cut-off increase per pt/s of speed, Hz", range: ValueRange(0, 1000)),
                Parameter(key: "derivative-cutoff", defaultValue: "30.0", meaning: "cut-off of the speed estimate, Hz", range: ValueRange(0, 1000, unit: "Hz")),
            ]
        ) { reader, limits throws(PredictorSpecError) in
            let innerName = reader.text("inner", default: "linear")
            guard innerName != "one-euro", innerName != "recorded" else {
                throw reader.problem("inner=\(innerName) cannot be filtered (choose a predictor that uses the samples)")
            }
            let inner = try make(PredictorSpec(name: innerName, parameters: [
                "horizon-cap": String(limits.horizonCap * 1000), "reset-gap": String(limits.resetGap * 1000),
            ]))
            return OneEuroPredictor(
                inner: inner, minCutoff: try reader.number("min-cutoff", default: OneEuroPredictor.defaultMinCutoff),
                beta: try reader.number("beta", default: OneEuroPredictor.defaultBeta),
                derivativeCutoff: try reader.number("derivative-cutoff", default: OneEuroPredictor.defaultDerivativeCutoff)
            )
        },
        Entry(
            name: "recorded", summary: "the platform's own predictions stored in a recorded trace (UIKit's in Inkable files)", parameters: []
        ) { _, limits in
            RecordedPredictor(limits: limits)
        },
    ]
}
