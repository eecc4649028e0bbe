import InkModel
import InkPipeline
import InkPredict

/// `recorded` replays the platform's own predictions, which only app-level recordings (Inkable
/// JSON) hold. Asked of any other trace it would predict nothing and quietly measure the same as
/// `none`, so it is refused in one line instead.
public enum RecordedPredictionCheck {
    /// Whether `trace` holds at least one recorded platform prediction.
    public static func hasRecordedPredictions(_ trace: Trace) -> Bool {
        trace.callbacks.contains { !$0.predictions.isEmpty }
    }

    /// Throws for the first configuration with `prediction: recorded` when `trace` has no recorded predictions.
    public static func check(_ trace: Trace, input: String, configurations: [PipelineConfiguration]) throws {
        guard !hasRecordedPredictions(trace) else { return }
        for configuration in configurations {
            guard case .predictor(let text) = configuration.prediction, (try? PredictorSpec(parsing: text))?.name == "recorded" else { continue }
            throw RunError(refusal(input: input, what: "configuration '\(configuration.name)' has prediction: recorded"))
        }
    }

    /// Throws when `predictors` names `recorded` and `trace` has no recorded predictions.
    public static func check(_ trace: Trace, input: String, predictors: [PredictorSpec]) throws {
        guard !hasRecordedPredictions(trace), predictors.contains(where: { $0.name == "recorded" }) else { return }
        throw RunError(refusal(input: input, what: "--predictor recorded"))
    }

    private static func refusal(input: String, what: String) -> String {
        "\(input): \(what), but the trace holds no recorded platform predictions (only recordings such as Inkable JSON carry them); "
            + "choose another predictor"
    }
}
