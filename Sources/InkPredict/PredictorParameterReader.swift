/// Takes a spec's parameters one key at a time, with defaults, and rejects keys nobody asked for
/// (`finish()`), so a misspelt parameter is an error instead of being silently ignored.
struct PredictorParameterReader {
    private var remaining: [String: String]
    private let spec: PredictorSpec

    init(_ spec: PredictorSpec) {
        self.spec = spec
        remaining = spec.parameters
    }

    /// A number, or `fallback` when not given.
    mutating func number(_ key: String, default fallback: Double) throws(PredictorSpecError) -> Double {
        guard let text = remaining.removeValue(forKey: key) else { return fallback }
        guard let value = Double(text), value.isFinite else { throw problem("\(key)=\(text) is not a number") }
        return value
    }

    /// A non-negative number, or `fallback`.
    mutating func nonNegative(_ key: String, default fallback: Double) throws(PredictorSpecError) -> Double {
        let value = try number(key, default: fallback)
        guard value >= 0 else { throw problem("\(key) must not be negative (got \(value))") }
        return value
    }

    /// A whole number ≥ `minimum`, or `fallback`.
    mutating func count(_ key: String, default fallback: Int, minimum: Int) throws(PredictorSpecError) -> Int {
        let value = try number(key, default: Double(fallback))
        guard value == value.rounded(), value >= Double(minimum), value <= 1_000 else {
            throw problem("\(key) must be a whole number from \(minimum) to 1000 (got \(value))")
        }
        return Int(value)
    }

    /// A duration given in milliseconds, returned in seconds; must be positive.
    mutating func milliseconds(_ key: String, defaultSeconds: Double) throws(PredictorSpecError) -> Double {
        let value = try number(key, default: defaultSeconds * 1000)
        guard value > 0 else { throw problem("\(key) must be a positive number of milliseconds (got \(value))") }
        return value / 1000
    }

    /// `on`/`off` (also `true`/`false`, `1`/`0`), or `fallback`.
    mutating func flag(_ key: String, default fallback: Bool) throws(PredictorSpecError) -> Bool {
        guard let text = remaining.removeValue(forKey: key) else { return fallback }
        switch text {
        case "on", "true", "1": return true
        case "off", "false", "0": return false
        default: throw problem("\(key)=\(text) must be on or off")
        }
    }

    /// Free text, or `fallback`.
    mutating func text(_ key: String, default fallback: String) -> String {
        remaining.removeValue(forKey: key) ?? fallback
    }

    /// Fails when a key was given that no predictor setting read.
    func finish(known: [String]) throws(PredictorSpecError) {
        guard let unknown = remaining.keys.sorted().first else { return }
        throw problem("unknown parameter '\(unknown)' (known: \(known.joined(separator: ", ")))")
    }

    func problem(_ message: String) -> PredictorSpecError {
        PredictorSpecError(spec: spec.description, message: message)
    }
}
