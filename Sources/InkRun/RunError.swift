import InkModel

/// Why a benchmark run could not start or finish: one line saying what is wrong and where (an
/// input, a configuration, the time limit). Nothing of a failed run is written.
package struct RunError: Error, CustomStringConvertible, Sendable {
    package var description: String

    package init(_ description: String) {
        self.description = description.onOneLine
    }
}
