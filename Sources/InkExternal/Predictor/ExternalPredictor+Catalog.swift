import InkModel
import InkPredict

extension ExternalPredictor {
    /// `exec:COMMAND` in the predictor catalog, waiting the default 10 s for each answer.
    package static let catalogEntry = entry(timeout: ExternalProcessSettings.defaultTimeout)

    /// `exec:COMMAND` in the predictor catalog: COMMAND split into words (`CommandWords`, no
    /// shell) is checked when the predictor is made and started when it is first asked; each
    /// answer may take `timeout` seconds (within `ExternalProcessSettings.timeoutRange`).
    public static func entry(timeout: Double) -> PredictorComponent {
        PredictorComponent(
            name: ComponentSpec.externalName,
            summary: "an external predictor: exec:COMMAND runs COMMAND (no shell) and asks it over docs/external-predictor-protocol.md",
            parameters: [
                ComponentParameter(key: ComponentSpec.commandKey, defaultValue: "", meaning: "the command line, e.g. python3 my_predictor.py", freeForm: "a command line")
            ],
            capabilities: [.streamable, .runsExternalProgram]
        ) { reader, context throws(ComponentSpecError) in
            let text = reader.text(ComponentSpec.commandKey, default: "")
            let words: [String]
            do throws(CommandWordsError) {
                words = try CommandWords.split(text)
            } catch {
                throw reader.problem(error.message)
            }
            do throws(ExternalCommandError) {
                return ExternalPredictor(command: try ExternalCommand(arguments: words), limits: context.limits, timeout: timeout)
            } catch {
                throw reader.problem(error.description)
            }
        }
    }
}

extension PredictorCatalog {
    /// The built-in predictors and external ones (`exec:COMMAND`): what `InkBenchComponents.builtIn`
    /// and the command line use.
    package static let withExternal: PredictorCatalog = {
        var catalog = PredictorCatalog.builtIn
        try? catalog.register(ExternalPredictor.catalogEntry)
        return catalog
    }()

    /// This catalog with its external predictor (if it has one) waiting `seconds` for each answer.
    package func withExternalTimeout(_ seconds: Double) -> PredictorCatalog {
        replacing(ExternalPredictor.entry(timeout: seconds))
    }
}
