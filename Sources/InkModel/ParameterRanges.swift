/// The declared range of each parameter that has one (`ComponentParameter.range`), by key: what
/// every reader of written parameter values holds numbers to, so a range is written once.
public struct ParameterRanges: Sendable {
    private let ranges: [String: ValueRange]

    /// The ranges `parameters` declare; of two entries for one key the first counts.
    public init(_ parameters: [ComponentParameter]) {
        ranges = Dictionary(parameters.compactMap { parameter in parameter.range.map { (parameter.key, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The range declared for `key`, or nil when it has none.
    public subscript(key: String) -> ValueRange? { ranges[key] }
}
