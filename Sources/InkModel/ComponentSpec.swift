/// A registered component chosen by name with parameter overrides, written `name` or
/// `name:key=value,key=value` (e.g. `--cost modelled`), and the error of one that cannot be used.
/// Predictors have their own spec type (`PredictorSpec`) with the same written form.
public struct ComponentSpec: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// Overrides by key, values as written.
    public var parameters: [String: String]

    public init(name: String, parameters: [String: String] = [:]) {
        self.name = name
        self.parameters = parameters
    }

    /// Parses the written form; `role` (e.g. `cost source`) names the component in errors.
    public init(parsing text: String, role: String) throws(ComponentSpecError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0]).trimmingCharacters(equalTo: " ")
        guard !name.isEmpty else { throw ComponentSpecError(role: role, spec: text, message: "no name") }
        var parameters: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = String(keyValue[0]).trimmingCharacters(equalTo: " ")
                guard keyValue.count == 2, !key.isEmpty, !keyValue[1].isEmpty else {
                    throw ComponentSpecError(role: role, spec: text, message: "'\(pair)' is not key=value")
                }
                guard parameters[key] == nil else { throw ComponentSpecError(role: role, spec: text, message: "'\(key)' is given twice") }
                parameters[key] = String(keyValue[1]).trimmingCharacters(equalTo: " ")
            }
        }
        self.init(name: name, parameters: parameters)
    }

    /// The written form, parameters sorted by key.
    public var description: String {
        guard !parameters.isEmpty else { return name }
        return name + ":" + parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" }.joined(separator: ",")
    }
}

/// A component name or parameter that cannot be used: `cost source 'x:gain=2': …`.
public struct ComponentSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of component, e.g. `cost source`.
    public var role: String
    /// The spec as written.
    public var spec: String
    public var message: String

    public init(role: String, spec: String, message: String) {
        self.role = role
        self.spec = spec
        self.message = message
    }

    public var description: String { "\(role) '\(spec)': \(message)".onOneLine }
}

extension String {
    fileprivate func trimmingCharacters(equalTo character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
