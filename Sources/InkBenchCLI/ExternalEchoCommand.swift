import ArgumentParser
import Foundation
import InkExternal

/// `inkbench external-echo` (hidden): the echo child of the external-pipeline protocol. Answers
/// every line of standard input with `{}`; its round trip is the protocol overhead that measured
/// runs subtract and `inkbench external-overhead` reports.
struct ExternalEchoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ExternalEcho.subcommand,
        abstract: "Answer every line of standard input with {} (the external-pipeline protocol's echo child).",
        shouldDisplay: false
    )

    func run() throws {
        Foundation.exit(ExternalEcho.serve())
    }
}

/// The echo child of this very program: its own executable with the hidden subcommand.
enum ExternalEchoSelf {
    static var command: ExternalCommand? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return try? ExternalCommand(arguments: [executable, ExternalEcho.subcommand])
    }
}
