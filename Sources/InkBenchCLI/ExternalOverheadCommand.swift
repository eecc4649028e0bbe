import ArgumentParser
import Foundation
import InkExternal

/// `inkbench external-overhead`: the external-pipeline protocol's round-trip time per callback
/// with the echo child, median and p99 — what a measured run subtracts from every round trip.
struct ExternalOverheadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "external-overhead",
        abstract: "Measure the external-pipeline protocol's round trip per callback with the built-in echo child (median and p99).",
        discussion: """
            Starts `inkbench external-echo`, which answers every request with {}, sends it a typical \
            callback request --exchanges times (after a warm-up) and prints the median and p99 round trip \
            in microseconds, and the echo child's median CPU time per round trip: the protocol's own \
            cost, which runs with measured costs subtract from an external pipeline's CPU time per \
            round trip (docs/external-protocol.md).
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Timed exchanges (after 200 untimed ones), 1…10000000.", valueName: "n"))
    var exchanges = 20_000

    func validate() throws {
        if !(1...10_000_000).contains(exchanges) { throw CommandFailure("--exchanges must be a whole number in 1…10000000") }
    }

    func run() throws {
        guard let echo = ExternalEchoSelf.command else { throw CommandFailure("cannot find this program's own executable (/proc/self/exe)") }
        let overhead: ProtocolOverhead
        do {
            overhead = try ProtocolOverhead.measure(echo: echo, exchanges: exchanges)
        } catch {
            throw CommandFailure(error.description)
        }
        print(String(
            format: "protocol round trip with the echo child: median %.1f µs, p99 %.1f µs (%d exchanges); the echo child's CPU time per round trip: median %.1f µs",
            Double(overhead.medianNanoseconds) / 1000, Double(overhead.p99Nanoseconds) / 1000, overhead.exchanges,
            Double(overhead.medianCPUNanoseconds) / 1000
        ))
    }
}
