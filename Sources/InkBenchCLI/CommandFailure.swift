/// A failure found while running a command (bad input, unknown name, a bad value of a
/// well-formed option, failed write): reported as one line on stderr ("Error: …") with exit code
/// 1. Malformed command lines (unknown option, missing value or argument, options that do not go
/// together) are the argument parser's, with exit code 64 and a usage hint.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
