import Benchmark
import InkFormats
import InkModel

/// Native `.inktrace` throughput on a ~50 MB trace (`NativeTraceFixture`), in bytes of trace
/// text per second: writing a file (atomic, with fsync) and reading one (whole trace with
/// validation, and record by record), and encoding/decoding in memory, which leaves out the
/// file system.
enum NativeFormatBenchmarks {
    static func register() {
        let folder = BenchmarkFolder(name: "inkbench-native-format-benchmarks")
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, RateMetrics.bytesPerSecond, .mallocCountTotal, .peakMemoryResident],
            timeUnits: .milliseconds,
            maxDuration: .seconds(10),
            maxIterations: 12
        )

        func measure(_ name: String, _ body: @escaping (NativeTraceFixture) throws -> Void) {
            Benchmark(name, configuration: configuration) { benchmark, fixture throws in
                let elapsed = try RateMetrics.nanoseconds { try body(fixture) }
                benchmark.measurement(RateMetrics.bytesPerSecond, RateMetrics.perSecond(fixture.bytes.count, in: elapsed))
            } setup: {
                try NativeTraceFixture(in: folder)
            } teardown: {
                folder.remove()
            }
        }

        measure("Native write file (TraceWriter)") { fixture in
            try TraceFormatRegistry.builtIn.write(fixture.trace, to: fixture.outputPath, format: .native)
        }
        measure("Native read file (TraceReader, validated)") { fixture in
            blackHole(try TraceFormatRegistry.builtIn.read(path: fixture.path, format: .native))
        }
        measure("Native read file record by record (NativeTraceReader.next)") { fixture in
            let reader = try NativeTraceReader(path: fixture.path)
            var records = 0
            while try reader.next() != nil { records += 1 }
            blackHole(records)
        }
        measure("Native encode in memory (NativeTraceWriter.encode)") { fixture in
            blackHole(try NativeTraceWriter.encode(fixture.trace))
        }
        measure("Native decode in memory (NativeTraceReader, validated)") { fixture in
            blackHole(try NativeTraceReader(bytes: fixture.bytes, file: "<memory>").readTrace())
        }
    }
}
