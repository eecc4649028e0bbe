import InkModel
import InkPipeline
import InkPredict

/// A predictor that `replaysRecordedPredictions` (the built-in `recorded`) replays the
/// platform's own predictions, which only app-level recordings (Inkable JSON) hold. Asked of any
/// other trace it would predict nothing and quietly measure the same as `none`, so it is refused
/// in one line instead.
package enum RecordedPredictionCheck {
    /// Whether `trace` holds at least one recorded platform prediction.
    package static func hasRecordedPredictions(_ trace: Trace) -> Bool {
        trace.callbacks.contains { !$0.predictions.isEmpty }
    }

    /// Throws for the first configuration whose predictor (looked up in `catalog`) replays
    /// recorded predictions when `trace` has none.
    package static func check(_ trace: Trace, input: String, configurations: [PipelineConfiguration], catalog: PredictorCatalog) throws {
        guard !hasRecordedPredictions(trace) else { return }
        for configuration in configurations {
            guard let entry = catalog.component(for: configuration.prediction), entry.capabilities.contains(.replaysRecordedPredictions) else { continue }
            throw RunError(refusal(input: input, what: "configuration '\(configuration.name)' has prediction: \(entry.name)"))
        }
    }

    /// Throws when `predictors` names one that replays recorded predictions (looked up in
    /// `catalog`) and `trace` has none.
    package static func check(_ trace: Trace, input: String, predictors: [ComponentSpec], catalog: PredictorCatalog) throws {
        guard !hasRecordedPredictions(trace),
              let replaying = predictors.first(where: { catalog.component(named: $0.name)?.capabilities.contains(.replaysRecordedPredictions) == true })
        else { return }
        throw RunError(refusal(input: input, what: "--predictor \(replaying.name)"))
    }

    private static func refusal(input: String, what: String) -> String {
        "\(input): \(what), but the trace holds no recorded platform predictions (only recordings such as Inkable JSON carry them); "
            + "choose another predictor"
    }
}
