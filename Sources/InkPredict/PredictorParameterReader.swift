import InkModel

/// Takes a spec's parameters one key at a time, with defaults, and rejects keys nobody asked for
/// (`finish()`), so a misspelt parameter is an error instead of being silently ignored. Every
/// number is held to the range its `PredictorCatalog.Parameter` documents (`inkbench list
/// predictors` prints the same ranges), so a parameter's range is written once; the reading
/// itself is `WrittenParameterValues`', shared with `ComponentParameterReader`. A registered
/// predictor's builder (`PredictorCatalog.Entry`) reads its parameters through it.
public struct PredictorParameterReader {
    private var values: WrittenParameterValues
    private let spec: PredictorSpec
    /// The catalog building the predictor: where a predictor wrapping another (`one-euro`'s
    /// `inner`) finds it.
    public let catalog: PredictorCatalog

    /// A reader of `spec`'s values for the predictor taking `parameters`, built from `catalog`.
    init(_ spec: PredictorSpec, parameters: [PredictorCatalog.Parameter], catalog: PredictorCatalog) {
        self.spec = spec
        self.catalog = catalog
        values = WrittenParameterValues(spec.parameters, parameters: parameters)
    }

    /// A number in the parameter's documented range, or `fallback` when not given.
    public mutating func number(_ key: String, default fallback: Double) throws(PredictorSpecError) -> Double {
        do { return try values.number(key, default: fallback) } catch { throw problem(error.message) }
    }

    /// A whole number in the parameter's documented range, or `fallback`.
    public mutating func count(_ key: String, default fallback: Int) throws(PredictorSpecError) -> Int {
        Int(try number(key, default: Double(fallback)))
    }

    /// A duration given in milliseconds (in the documented range), returned in seconds.
    public mutating func milliseconds(_ key: String, defaultSeconds: Double) throws(PredictorSpecError) -> Double {
        try number(key, default: defaultSeconds * 1000) / 1000
    }

    /// Whether the spec sets `key` (and it has not been read yet).
    public func isGiven(_ key: String) -> Bool { values.isGiven(key) }

    /// A given number in the documented range, or nil for `off` (check `isGiven` first).
    public mutating func numberOrOff(_ key: String) throws(PredictorSpecError) -> Double? {
        if values.peek(key) == "off" {
            _ = values.text(key, default: "off")
            return nil
        }
        return try number(key, default: 0)
    }

    /// `on`/`off` (also `true`/`false`, `1`/`0`), or `fallback`.
    public mutating func flag(_ key: String, default fallback: Bool) throws(PredictorSpecError) -> Bool {
        do { return try values.flag(key, default: fallback) } catch { throw problem(error.message) }
    }

    /// Free text, or `fallback`.
    public mutating func text(_ key: String, default fallback: String) -> String {
        values.text(key, default: fallback)
    }

    /// Fails when a key was given that no predictor setting read.
    func finish(known: [String]) throws(PredictorSpecError) {
        do { try values.finish(known: known) } catch { throw problem(error.message) }
    }

    public func problem(_ message: String) -> PredictorSpecError {
        PredictorSpecError(spec: spec.description, message: message)
    }
}
