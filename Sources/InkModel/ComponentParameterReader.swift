/// Takes a `ComponentSpec`'s parameters one key at a time, with defaults, holding every number to
/// the range its `ComponentParameter` declares, and rejects keys nobody read (`finish`), so a
/// misspelt parameter is an error instead of being ignored. What a registered component's
/// builder reads its parameters through (cost sources; predictors use `PredictorParameterReader`,
/// which shares the same `WrittenParameterValues` and so gives the same messages).
public struct ComponentParameterReader {
    private var values: WrittenParameterValues
    private let spec: ComponentSpec
    private let role: String

    /// A reader of `spec`'s values for a component (named `role` in errors) taking `parameters`.
    public init(_ spec: ComponentSpec, role: String, parameters: [ComponentParameter]) {
        self.spec = spec
        self.role = role
        values = WrittenParameterValues(spec.parameters, parameters: parameters)
    }

    /// A number in the parameter's declared range, or `fallback` when not given.
    public mutating func number(_ key: String, default fallback: Double) throws(ComponentSpecError) -> Double {
        do { return try values.number(key, default: fallback) } catch { throw problem(error.message) }
    }

    /// `on`/`off` (also `true`/`false`, `1`/`0`), or `fallback`.
    public mutating func flag(_ key: String, default fallback: Bool) throws(ComponentSpecError) -> Bool {
        do { return try values.flag(key, default: fallback) } catch { throw problem(error.message) }
    }

    /// Free text, or `fallback`.
    public mutating func text(_ key: String, default fallback: String) -> String {
        values.text(key, default: fallback)
    }

    /// Fails when a key was given that nothing read.
    public func finish(known: [String]) throws(ComponentSpecError) {
        do { try values.finish(known: known) } catch { throw problem(error.message) }
    }

    /// A problem with the spec, as one line naming it.
    public func problem(_ message: String) -> ComponentSpecError {
        ComponentSpecError(role: role, spec: spec.description, message: message)
    }
}
