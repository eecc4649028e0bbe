/// Takes a `ComponentSpec`'s parameter values (as written, `key=value`) one key at a time, with
/// defaults, holding every number to the range its `ComponentParameter` declares, and refuses
/// the keys nobody read (`finish`), so a misspelt parameter is an error instead of being ignored.
/// What every registered component's builder reads its parameters through — stages from a
/// configuration's YAML, predictors, cost sources — so every kind gives the same messages:
/// `damping=2 must lie in 0…1`, `beta=x is not a number`.
public struct ComponentParameterReader {
    /// The spec being read, as written.
    public let spec: ComponentSpec
    /// What kind of component, e.g. `predictor`, as errors name it.
    public let role: String
    private var remaining: [String: String]
    private let declared: [ComponentParameter]

    /// A reader of `spec`'s values for a component (named `role` in errors) taking `parameters`.
    public init(_ spec: ComponentSpec, role: String, parameters: [ComponentParameter]) {
        self.spec = spec
        self.role = role
        remaining = spec.parameters
        declared = parameters
    }

    /// A number in the parameter's declared range, or `fallback` when not given.
    public mutating func number(_ key: String, default fallback: Double) throws(ComponentSpecError) -> Double {
        guard let text = remaining.removeValue(forKey: key) else { return fallback }
        guard let value = Double(wholeToken: text), value.isFinite else { throw problem(key, "\(key)=\(text) is not a number") }
        if let range = declared.first(where: { $0.key == key })?.range, !range.contains(value) {
            throw problem(key, "\(key)=\(text) must lie in \(range)")
        }
        return value
    }

    /// A whole number in the parameter's declared range, or `fallback` when not given.
    package mutating func integer(_ key: String, default fallback: Int) throws(ComponentSpecError) -> Int {
        let written = remaining[key]
        let value = try number(key, default: Double(fallback))
        guard value.rounded() == value, abs(value) <= Double(Int32.max) else { throw problem(key, "\(key)=\(written ?? "") is not a whole number") }
        return Int(value)
    }

    /// A duration given in milliseconds (in the declared range), returned in seconds.
    public mutating func milliseconds(_ key: String, defaultSeconds: Double) throws(ComponentSpecError) -> Double {
        try number(key, default: defaultSeconds * 1000) / 1000
    }

    /// A given number in the declared range, or nil for `off` (check `isGiven` first).
    package mutating func numberOrOff(_ key: String) throws(ComponentSpecError) -> Double? {
        if remaining[key] == "off" {
            remaining[key] = nil
            return nil
        }
        return try number(key, default: 0)
    }

    /// `on`/`off` (also `true`/`false`, `1`/`0`), or `fallback`.
    package mutating func flag(_ key: String, default fallback: Bool) throws(ComponentSpecError) -> Bool {
        guard let text = remaining.removeValue(forKey: key) else { return fallback }
        switch text {
        case "on", "true", "1": return true
        case "off", "false", "0": return false
        default: throw problem(key, "\(key)=\(text) must be on or off")
        }
    }

    /// Free text, or `fallback`.
    public mutating func text(_ key: String, default fallback: String) -> String {
        remaining.removeValue(forKey: key) ?? fallback
    }

    /// Free text, or nil when not given.
    public mutating func text(_ key: String) -> String? {
        remaining.removeValue(forKey: key)
    }

    /// Whether the spec sets `key` and it has not been read yet.
    package func isGiven(_ key: String) -> Bool { remaining[key] != nil }

    /// Fails when a key was given that nothing read.
    package func finish() throws(ComponentSpecError) {
        guard let unknown = remaining.keys.sorted().first else { return }
        let known = declared.map(\.key)
        throw problem(unknown, "unknown parameter '\(unknown)' (known: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
    }

    /// A problem with the spec, as one line naming it: throw it from a builder for a check the
    /// declared ranges cannot express.
    public func problem(_ message: String) -> ComponentSpecError {
        ComponentSpecError(role: role, spec: spec.description, message: message)
    }

    /// A problem with the value of `key` (errors from a configuration file place it on that
    /// key's line).
    public func problem(_ key: String, _ message: String) -> ComponentSpecError {
        ComponentSpecError(role: role, spec: spec.description, message: message, key: key)
    }
}
