import Benchmark
import BenchmarkSupport
import Foundation
import InkExternal

/// Registers `External protocol round trip (echo child)`: ONE exchange — a typical callback
/// request (`ProtocolOverhead.typicalRequest`) written to `inkbench external-echo` and its `{}`
/// reply read, through the same transport (`ExternalProcess`) that runs external pipelines. This
/// is the overhead a measured run subtracts from every round trip (docs/external-protocol.md).
///
/// The echo child is the `inkbench` binary named by `INKBENCH_BIN`, else the repository's
/// release build, else its debug build (`scripts/build` first).
enum EchoRoundTrip {
    static func register() {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock],
            timeUnits: .microseconds,
            warmupIterations: 200,
            maxDuration: .seconds(5),
            maxIterations: 50_000
        )
        Benchmark("External protocol round trip (echo child)", configuration: configuration) { benchmark, session in
            let request = Array(ProtocolOverhead.typicalRequest.utf8)
            for _ in benchmark.scaledIterations {
                blackHole(try session.process.exchangeLine(request, id: session.next(), callback: nil))
            }
        } setup: {
            try EchoSession()
        }
    }
}

/// The echo child of one benchmark run and the id of its next request.
final class EchoSession {
    let process: ExternalProcess
    private var id = 0

    init() throws {
        let environment = ProcessInfo.processInfo.environment["INKBENCH_BIN"].map { [$0] } ?? []
        let candidates = environment + [RepositoryPaths.root + "/.build/release/inkbench", RepositoryPaths.root + "/.build/debug/inkbench"]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BenchmarkFixtureError("no inkbench binary for the echo child: build it (scripts/build) or set INKBENCH_BIN")
        }
        process = try ExternalProcess(
            command: ExternalCommand(arguments: [binary, ExternalEcho.subcommand]), settings: ExternalProcessSettings(configuration: "echo")
        )
    }

    func next() -> Int {
        defer { id += 1 }
        return id
    }
}
