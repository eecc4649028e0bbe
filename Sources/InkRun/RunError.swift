import InkModel

/// Why a benchmark run could not start or finish: one line saying what is wrong and where (an
/// input, a configuration, the time limit). Nothing of a failed run is written.
public struct RunError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description.onOneLine
    }
}
