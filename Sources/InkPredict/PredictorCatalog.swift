import InkModel

/// The predictors configurations and `--predictor` can name, each registered under a name with
/// its parameters and a builder: how the CLI, configurations and the simulator's
/// `prediction: NAME` build one. A value: start from `builtIn` (or empty), `register` your own
/// `Entry`, and pass the catalog to whatever builds predictors. Every predictor also takes
/// `horizon-cap` and `reset-gap` (milliseconds; `PredictionLimits`), read before its own.
///
/// The static `make`, `names` and `entries` are the built-in catalog's.
public struct PredictorCatalog: Sendable {
    /// One parameter a predictor takes (`ComponentParameter`).
    public typealias Parameter = ComponentParameter

    /// A predictor registered under `name`: its parameters (the shared limits excluded) and how
    /// to build it from a reader of the written values (which holds every number to the range
    /// its parameter declares) and the limits read already.
    public struct Entry: Sendable {
        public var name: String
        public var summary: String
        /// Its own parameters (the shared limits excluded).
        public var parameters: [Parameter]
        let build: @Sendable (inout PredictorParameterReader, PredictionLimits) throws(PredictorSpecError) -> any TouchPredictor

        public init(
            name: String, summary: String, parameters: [Parameter],
            build: @escaping @Sendable (inout PredictorParameterReader, PredictionLimits) throws(PredictorSpecError) -> any TouchPredictor
        ) {
            self.name = name
            self.summary = summary
            self.parameters = parameters
            self.build = build
        }
    }

    /// Registered predictors, in registration order (tables list them so).
    public private(set) var entries: [Entry]

    /// An empty catalog.
    public init() {
        entries = []
    }

    /// Adds `entry`; throws when its name is taken or unusable.
    public mutating func register(_ entry: Entry) throws(ComponentRegistryError) {
        try ComponentRegistryError.check(entry.name, role: "predictor", taken: names)
        entries.append(entry)
    }

    /// This catalog with `entry` in place of the entry of the same name (unchanged when it has
    /// none): how a command gives a registered predictor a setting of its own, e.g. the external
    /// predictor's timeout.
    public func replacing(_ entry: Entry) -> PredictorCatalog {
        var catalog = self
        if let index = catalog.entries.firstIndex(where: { $0.name == entry.name }) { catalog.entries[index] = entry }
        return catalog
    }

    /// The built-in predictors (`entries`), registered like any other; their names are distinct,
    /// as a test checks, so none is refused.
    public static let builtIn: PredictorCatalog = {
        var catalog = PredictorCatalog()
        for entry in entries { try? catalog.register(entry) }
        return catalog
    }()

    /// The predictor the shipped configurations draw (configs/default.yaml), as written there:
    /// what `inkbench predict` judges the others against when no predictor is named.
    public static let shippedDefault = "by-kind"

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
    public var names: [String] { entries.map(\.name) }

    /// The predictor registered as `name`, or nil.
    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The predictor `spec` names, with its parameters applied.
    public func make(_ spec: PredictorSpec) throws(PredictorSpecError) -> any TouchPredictor {
        guard let entry = entry(named: spec.name) else {
            throw PredictorSpecError(spec: spec.description, message: "unknown predictor (known: \(names.joined(separator: ", ")))")
        }
        var reader = PredictorParameterReader(spec, parameters: Self.limitParameters + entry.parameters, catalog: self)
        let defaults = PredictionLimits()
        let limits = PredictionLimits(
            horizonCap: try reader.milliseconds("horizon-cap", defaultSeconds: defaults.horizonCap),
            resetGap: try reader.milliseconds("reset-gap", defaultSeconds: defaults.resetGap)
        )
        let predictor = try entry.build(&reader, limits)
        try reader.finish(known: (Self.limitParameters + entry.parameters).map(\.key))
        return predictor
    }

    /// The predictor called `name` with `parameters` (values as written).
    public func make(name: String, parameters: [String: String] = [:]) throws(PredictorSpecError) -> any TouchPredictor {
        try make(PredictorSpec(name: name, parameters: parameters))
    }

    /// The predictor written as `text` (`PredictorSpec`'s form).
    public func make(parsing text: String) throws(PredictorSpecError) -> any TouchPredictor {
        try make(PredictorSpec(parsing: text))
    }

    /// The built-in predictor `spec` names (`builtIn.make(_:)`).
    public static func make(_ spec: PredictorSpec) throws(PredictorSpecError) -> any TouchPredictor {
        try builtIn.make(spec)
    }

    /// The built-in predictor called `name` with `parameters`.
    public static func make(name: String, parameters: [String: String] = [:]) throws(PredictorSpecError) -> any TouchPredictor {
        try builtIn.make(name: name, parameters: parameters)
    }

    /// The built-in predictor written as `text`.
    public static func make(parsing text: String) throws(PredictorSpecError) -> any TouchPredictor {
        try builtIn.make(parsing: text)
    }

    /// The names of the built-in predictors.
    public static var names: [String] { builtIn.names }

    /// The built-in predictors, in the order tables list them (one `Entry` each).
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
                Parameter(key: "inner", defaultValue: "linear", meaning: "the predictor fed with filtered samples (by name, its defaults)", freeForm: "a predictor name"),
                Parameter(key: "min-cutoff", defaultValue: "5.0", meaning: "cut-off at rest, Hz", range: ValueRange(0, 1000, unit: "Hz")),
                Parameter(key: "beta", defaultValue: "1.0", meaning: "cut-off increase per pt/s of speed, Hz", range: ValueRange(0, 1000)),
                Parameter(key: "derivative-cutoff", defaultValue: "30.0", meaning: "cut-off of the speed estimate, Hz", range: ValueRange(0, 1000, unit: "Hz")),
            ]
        ) { reader, limits throws(PredictorSpecError) in
            let innerName = reader.text("inner", default: "linear")
            guard innerName != "one-euro", innerName != "recorded" else {
                throw reader.problem("inner=\(innerName) cannot be filtered (choose a predictor that uses the samples)")
            }
            let inner = try reader.catalog.make(PredictorSpec(name: innerName, parameters: [
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
