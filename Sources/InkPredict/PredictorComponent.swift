import InkModel

/// A predictor registered under a name — what configurations' `prediction:` and `--predictor`
/// select: its own parameters (the limits every predictor takes, `PredictorCatalog.limitParameters`,
/// excluded), what it declares, and how to build it from a reader of the written values (which
/// holds every number to its declared range) and the context (`PredictorContext`: the limits,
/// read already, and the catalog for predictors built inside it).
public struct PredictorComponent: BuildableComponent {
    public static var role: String { "predictor" }

    public var name: String
    public var summary: String
    /// Its own parameters (the shared limits excluded).
    public var parameters: [ComponentParameter]
    /// How it behaves: `streamable` (it needs nothing but the samples delivered, the usual
    /// case), `replaysRecordedPredictions` (it needs a trace that kept the platform's own
    /// predictions), `runsExternalProgram` (it asks another program). Only a predictor that
    /// does neither of the last two may be used inside another one, and only such a predictor is
    /// evaluated by `inkbench predict` when none is named.
    public var capabilities: ComponentCapabilities
    let make: @Sendable (inout ComponentParameterReader, PredictorContext) throws(ComponentSpecError) -> any TouchPredictor

    public init(
        name: String, summary: String, parameters: [ComponentParameter], capabilities: ComponentCapabilities = .streamable,
        build: @escaping @Sendable (inout ComponentParameterReader, PredictorContext) throws(ComponentSpecError) -> any TouchPredictor
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.capabilities = capabilities
        make = build
    }

    /// Whether it predicts from the samples alone, in this process: neither replaying recorded
    /// predictions nor asking another program (what a predictor used inside another must do).
    package var predictsFromSamples: Bool { capabilities.isDisjoint(with: [.replaysRecordedPredictions, .runsExternalProgram]) }

    /// The limits every predictor takes, then its own.
    public var acceptedParameters: [ComponentParameter] { PredictorCatalog.limitParameters + parameters }

    /// Reads the limits (`horizon-cap`, `reset-gap`), then builds the predictor with them.
    public func build(_ reader: inout ComponentParameterReader, _ catalog: PredictorCatalog) throws(ComponentSpecError) -> any TouchPredictor {
        let defaults = PredictionLimits()
        let limits = PredictionLimits(
            horizonCap: try reader.milliseconds("horizon-cap", defaultSeconds: defaults.horizonCap),
            resetGap: try reader.milliseconds("reset-gap", defaultSeconds: defaults.resetGap)
        )
        return try make(&reader, PredictorContext(limits: limits, predictors: catalog))
    }
}

/// What a predictor's builder is handed besides its parameters.
public struct PredictorContext: Sendable {
    /// The limits the spec gave (or their defaults).
    public var limits: PredictionLimits
    /// The catalog the predictor is built from: where a predictor wrapping others (`one-euro`'s
    /// `inner`, `kalman-mix`'s `experts`) finds them.
    public var predictors: PredictorCatalog
}
