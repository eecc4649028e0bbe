/// A spec's parameter values as written (`key=value`), taken one key at a time with defaults,
/// every number held to its declared range, and the keys nobody read refused (`finish`), so a
/// misspelt parameter is an error instead of being ignored. The core of
/// `ComponentParameterReader` and InkPredict's `PredictorParameterReader`: it throws a plain
/// `ParameterProblem`, which each wraps in its own error type naming the spec.
public struct WrittenParameterValues: Sendable {
    private var remaining: [String: String]
    private let ranges: ParameterRanges

    /// The values `written`, for a component taking `parameters`.
    public init(_ written: [String: String], parameters: [ComponentParameter]) {
        remaining = written
        ranges = ParameterRanges(parameters)
    }

    /// A number in the parameter's declared range, or `fallback` when not given.
    public mutating func number(_ key: String, default fallback: Double) throws(ParameterProblem) -> Double {
        guard let text = remaining.removeValue(forKey: key) else { return fallback }
        guard let value = Double(wholeToken: text), value.isFinite else { throw ParameterProblem("\(key)=\(text) is not a number") }
        if let range = ranges[key], !range.contains(value) {
            throw ParameterProblem("\(key)=\(text) must lie in \(range)")
        }
        return value
    }

    /// `on`/`off` (also `true`/`false`, `1`/`0`), or `fallback`.
    public mutating func flag(_ key: String, default fallback: Bool) throws(ParameterProblem) -> Bool {
        guard let text = remaining.removeValue(forKey: key) else { return fallback }
        switch text {
        case "on", "true", "1": return true
        case "off", "false", "0": return false
        default: throw ParameterProblem("\(key)=\(text) must be on or off")
        }
    }

    /// Free text, or `fallback`.
    public mutating func text(_ key: String, default fallback: String) -> String {
        remaining.removeValue(forKey: key) ?? fallback
    }

    /// Whether `key` is given and not read yet.
    public func isGiven(_ key: String) -> Bool { remaining[key] != nil }

    /// The value of `key` as written, not taking it; nil when not given or read already.
    public func peek(_ key: String) -> String? { remaining[key] }

    /// Fails when a key was given that nothing read.
    public func finish(known: [String]) throws(ParameterProblem) {
        guard let unknown = remaining.keys.sorted().first else { return }
        throw ParameterProblem("unknown parameter '\(unknown)' (known: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
    }
}

/// What is wrong with one written parameter value, as a plain sentence (`beta=x is not a
/// number`); the reader that found it adds which spec it was.
public struct ParameterProblem: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
