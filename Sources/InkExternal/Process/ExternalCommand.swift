import Foundation
import InkModel

/// The command line of an external program: the program (looked up on `PATH` when it names no
/// folder) and its arguments, started directly — never through a shell, so no argument is ever
/// interpreted as shell syntax.
public struct ExternalCommand: Hashable, Sendable, CustomStringConvertible {
    /// The program followed by its arguments; never empty, the program never empty.
    public let arguments: [String]

    /// A command from `arguments` (program first). Throws one line when there is no program, the
    /// program is an empty string, or an argument contains a NUL byte (it cannot be passed on).
    public init(arguments: [String]) throws(ExternalCommandError) {
        guard let program = arguments.first else { throw ExternalCommandError("the command is empty: it needs at least the program to run") }
        guard !program.isEmpty else { throw ExternalCommandError("the command's program is an empty string") }
        if let index = arguments.firstIndex(where: { $0.utf8.contains(0) }) {
            throw ExternalCommandError("argument \(index + 1) of the command contains a NUL byte")
        }
        self.arguments = arguments
    }

    /// The program to run (the first argument).
    package var program: String { arguments[0] }

    /// The command as one line for messages: arguments separated by spaces, each quoted when it
    /// contains a space, a quote or a line break (shown, never run).
    public var description: String {
        arguments.map { argument in
            argument.isEmpty || argument.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" || $0.isNewline })
                ? "'" + argument.replacingOccurrences(of: "'", with: "'\\''").onOneLine + "'"
                : argument
        }.joined(separator: " ")
    }
}

/// Why a command line is not usable, as one line.
public struct ExternalCommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, one line.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
