/// Takes a `ComponentSpec`'s parameters one key at a time, with defaults, holding every number to
/// the range its `ComponentParameter` declares, and rejects keys nobody read (`finish`), so a
/// misspelt parameter is an error instead of being ignored. What a registered component's
/// builder reads its parameters through (cost sources; predictors use `PredictorParameterReader`,
/// which gives the same messages).
public struct ComponentParameterReader {
    private var remaining: [String: String]
    private let spec: ComponentSpec
    private let role: String
    private let ranges: [String: ValueRange]

    /// A reader of `spec`'s values for a component (named `role` in errors) taking `parameters`.
    public init(_ spec: ComponentSpec, role: String, parameters: [ComponentParameter]) {
        self.spec = spec
        self.role = role
        remaining = spec.parameters
        ranges = Dictionary(parameters.compactMap { parameter in parameter.range.map { (parameter.key, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// A number in the parameter's declared range, or `fallback` when not given.
    public mutating func number(_ key: String, default fallback: Double) throws(ComponentSpecError) -> Double {
        guard let text = remaining.removeValue(forKey: key) else { return fallback }
        guard let value = Double(wholeToken: text), value.isFinite else { throw problem("\(key)=\(text) is not a number") }
        if let range = ranges[key], !range.contains(value) {
            throw problem("\(key)=\(text) must lie in \(range)")
        }
        return value
    }

    /// `on`/`off` (also `true`/`false`, `1`/`0`), or `fallback`.
    public mutating func flag(_ key: String, default fallback: Bool) throws(ComponentSpecError) -> Bool {
        guard let text = remaining.removeValue(forKey: key) else { return fallback }
        switch text {
        case "on", "true", "1": return true
        case "off", "false", "0": return false
        default: throw problem("\(key)=\(text) must be on or off")
        }
    }

    /// Free text, or `fallback`.
    public mutating func text(_ key: String, default fallback: String) -> String {
        remaining.removeValue(forKey: key) ?? fallback
    }

    /// Fails when a key was given that nothing read.
    public func finish(known: [String]) throws(ComponentSpecError) {
        guard let unknown = remaining.keys.sorted().first else { return }
        throw problem("unknown parameter '\(unknown)' (known: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
    }

    /// A problem with the spec, as one line naming it.
    public func problem(_ message: String) -> ComponentSpecError {
        ComponentSpecError(role: role, spec: spec.description, message: message)
    }
}
