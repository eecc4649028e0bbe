import InkModel

/// The predictors configurations and `--predictor` can name: how the CLI, configurations and the
/// simulator's `prediction: NAME` build one. Start from `builtIn` (or empty), `register` your own
/// `PredictorComponent`, and pass the catalog to whatever builds predictors. Every predictor also
/// takes `horizon-cap` and `reset-gap` (milliseconds; `PredictionLimits`), read before its own.
public typealias PredictorCatalog = ComponentRegistry<PredictorComponent>

extension ComponentRegistry where Component == PredictorComponent {
    /// The built-in predictors (`BuiltInPredictors.all`), registered like any other; their names
    /// are distinct, as a test checks, so none is refused.
    public static var builtIn: PredictorCatalog { BuiltInPredictors.catalog }

    /// The predictor the shipped configurations draw (configs/default.yaml), as written there:
    /// what `inkbench predict` judges the others against when no predictor is named.
    package static let shippedDefault = "by-kind"

    /// The parameters every predictor takes.
    package static var limitParameters: [ComponentParameter] { BuiltInPredictors.limitParameters }

    /// The predictor `spec` names, with its parameters applied.
    public func make(_ spec: ComponentSpec) throws(ComponentSpecError) -> any TouchPredictor {
        try make(spec, context: self)
    }

    /// The predictor called `name` with `parameters` (values as written).
    public func make(name: String, parameters: [String: String] = [:]) throws(ComponentSpecError) -> any TouchPredictor {
        try make(ComponentSpec(name: name, parameters: parameters))
    }

    /// The predictor written as `text` (`ComponentSpec`'s form).
    public func make(parsing text: String) throws(ComponentSpecError) -> any TouchPredictor {
        try make(ComponentSpec(parsing: text, role: PredictorComponent.role))
    }
}
