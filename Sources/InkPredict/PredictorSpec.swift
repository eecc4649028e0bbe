import InkModel

/// A predictor chosen by name with parameter overrides, written `name` or
/// `name:key=value,key=value` (e.g. `kalman-ca:process-noise=0.02,turn-threshold=15`), as given
/// on the command line and in configurations, or `exec:COMMAND` for an external predictor.
/// Parameter keys and units: `inkbench list predictors`.
public struct PredictorSpec: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// Overrides by key, values as written.
    public var parameters: [String: String]

    public init(name: String, parameters: [String: String] = [:]) {
        self.name = name
        self.parameters = parameters
    }

    /// The name of external predictors: `exec:COMMAND` runs COMMAND (split into words by
    /// `CommandWords`, no shell) as a child process speaking the external predictor protocol
    /// (docs/external-predictor-protocol.md). Everything after `exec:` is the command, kept as
    /// the `command` parameter.
    public static let externalName = "exec"
    /// The parameter holding an external predictor's command line.
    public static let commandKey = "command"

    /// Parses the written form described on the type.
    public init(parsing text: String) throws(PredictorSpecError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0]).trimmingSpaces
        guard !name.isEmpty else { throw PredictorSpecError(spec: text, message: "no predictor name") }
        var parameters: [String: String] = [:]
        if name == Self.externalName {
            let command = parts.count == 2 ? String(parts[1]).trimmingSpaces : ""
            guard !command.isEmpty else { throw PredictorSpecError(spec: text, message: "exec: needs a command, e.g. exec:python3 my_predictor.py") }
            parameters[Self.commandKey] = command
        } else if parts.count == 2 {
            for pair in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = String(keyValue[0]).trimmingSpaces
                guard keyValue.count == 2, !key.isEmpty, !keyValue[1].isEmpty else {
                    throw PredictorSpecError(spec: text, message: "'\(pair)' is not key=value")
                }
                guard parameters[key] == nil else { throw PredictorSpecError(spec: text, message: "'\(key)' is given twice") }
                parameters[key] = String(keyValue[1]).trimmingSpaces
            }
        }
        self.init(name: name, parameters: parameters)
    }

    /// The written form, parameters sorted by key (`exec:COMMAND` for an external predictor).
    public var description: String {
        if name == Self.externalName, parameters.count == 1, let command = parameters[Self.commandKey] { return name + ":" + command }
        guard !parameters.isEmpty else { return name }
        return name + ":" + parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" }.joined(separator: ",")
    }
}

/// A predictor name or parameter that cannot be used: the spec as written and what is wrong.
public struct PredictorSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public var spec: String
    public var message: String

    public init(spec: String, message: String) {
        self.spec = spec
        self.message = message
    }

    public var description: String { "predictor '\(spec)': \(message)".onOneLine }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
