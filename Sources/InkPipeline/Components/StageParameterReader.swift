import InkModel
import Yams

/// Reads one stage's parameters from its YAML mapping (`{ kind: antigrain, smoothness: 0.7 }`)
/// for a registered `StageComponent`. Every problem is a `PipelineConfigurationError` naming the
/// file, the line of the offending value and the configuration. Numbers are held to the range
/// the component declares for the key (`ComponentParameter.range`), with the message every
/// stage gives: `antigrain smoothness must be in 0…1 (got 2.0)`.
public struct StageParameterReader {
    private let yaml: ConfigurationYAMLReader
    private let mapping: Node.Mapping
    private let node: Node
    /// The stage's kind, as messages name it.
    public let kind: String
    private let ranges: ParameterRanges

    init(yaml: ConfigurationYAMLReader, mapping: Node.Mapping, node: Node, kind: String, parameters: [ComponentParameter]) {
        self.yaml = yaml
        self.mapping = mapping
        self.node = node
        self.kind = kind
        ranges = ParameterRanges(parameters)
    }

    /// A finite number in the key's declared range, or `fallback` when the key is absent.
    public func number(_ key: String, default fallback: Double) throws(PipelineConfigurationError) -> Double {
        let value = try yaml.number(mapping[key], key: key, default: fallback)
        try check(key, value, written: "\(value)")
        return value
    }

    /// A whole number in the key's declared range, or `fallback` when the key is absent.
    public func integer(_ key: String, default fallback: Int) throws(PipelineConfigurationError) -> Int {
        let value = try yaml.integer(mapping[key], key: key, default: fallback)
        try check(key, Double(value), written: "\(value)")
        return value
    }

    /// The key's value as written, or nil when it is absent (for values that are not plain
    /// numbers, e.g. `chunk: whole-stroke`).
    public func text(_ key: String) throws(PipelineConfigurationError) -> String? {
        guard let value = mapping[key] else { return nil }
        return try yaml.text(value, key: key)
    }

    /// A problem with `key`'s value (or with the stage when the key is absent), placed at its
    /// line: throw it from a component's reader for a check the ranges cannot express.
    public func problem(_ key: String, _ message: String) -> PipelineConfigurationError {
        yaml.fail(mapping[key] ?? node, message)
    }

    private func check(_ key: String, _ value: Double, written: String) throws(PipelineConfigurationError) {
        guard let range = ranges[key], !range.contains(value) else { return }
        throw problem(key, "\(kind) \(key) must be in \(range) (got \(written))")
    }
}
