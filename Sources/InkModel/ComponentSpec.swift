/// A registered component chosen by name with parameter overrides, written `name` or
/// `name:key=value,key=value` (`--cost modelled`, `--predictor kalman-ca:process-noise=0.02`),
/// or `exec:COMMAND` for a component that runs another program: everything after `exec:` is its
/// command line, kept as the `command` parameter. The one spec of every kind of component.
public struct ComponentSpec: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// Overrides by key, values as written.
    public var parameters: [String: String]

    public init(name: String, parameters: [String: String] = [:]) {
        self.name = name
        self.parameters = parameters
    }

    /// The name of components that run another program: `exec:COMMAND` runs COMMAND (split into
    /// words by `CommandWords`, no shell).
    package static let externalName = "exec"
    /// The parameter holding such a component's command line.
    package static let commandKey = "command"

    /// Parses the written form; `role` (e.g. `cost source`) names the component in errors.
    public init(parsing text: String, role: String) throws(ComponentSpecError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0]).trimmingCharacters(equalTo: " ")
        guard !name.isEmpty else { throw ComponentSpecError(role: role, spec: text, message: "no \(role) name") }
        var parameters: [String: String] = [:]
        if name == Self.externalName {
            let command = parts.count == 2 ? String(parts[1]).trimmingCharacters(equalTo: " ") : ""
            guard !command.isEmpty else { throw ComponentSpecError(role: role, spec: text, message: "exec: needs a command, e.g. exec:python3 my_predictor.py") }
            parameters[Self.commandKey] = command
        } else if parts.count == 2 {
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

    /// The written form, parameters sorted by key (`exec:COMMAND` for a component running a
    /// program).
    public var description: String {
        if name == Self.externalName, parameters.count == 1, let command = parameters[Self.commandKey] { return name + ":" + command }
        guard !parameters.isEmpty else { return name }
        return name + ":" + parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" }.joined(separator: ",")
    }
}

/// A component name or parameter that cannot be used: `cost source 'x:gain=2': …`,
/// `predictor 'damped:damping=2': damping=2 must lie in 0…1`. The one error of every spec and
/// parameter reader.
public struct ComponentSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of component, e.g. `cost source`.
    public var role: String
    /// The spec as written.
    public var spec: String
    public var message: String
    /// The parameter whose value is wrong, when one is (a configuration file names its line).
    public var key: String?

    public init(role: String, spec: String, message: String, key: String? = nil) {
        self.role = role
        self.spec = spec
        self.message = message
        self.key = key
    }

    public var description: String { "\(role) '\(spec)': \(message)".onOneLine }
}

extension String {
    /// The string without leading and trailing `character`s.
    package func trimmingCharacters(equalTo character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
