import Foundation
import InkModel
import Testing
import InkFormats

/// A hand-run measurement of native read and write throughput, off unless
/// `INKBENCH_MEASURE_THROUGHPUT` is set (it makes no timing assertion; speed is for benchmarks):
///
///     INKBENCH_MEASURE_THROUGHPUT=1 swift test -c release -Xswiftc -enable-testing --filter NativeThroughput
///
/// It writes a ~90 MB trace (300,000 samples, 300,000 updates) with `TraceWriter` (atomic, with
/// fsync) and reads it back with `TraceReader` (with validation) and record by record, three
/// times, printing MB/s.
@Suite("Native throughput (hand-run)")
struct NativeThroughputMeasurement {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKBENCH_MEASURE_THROUGHPUT"] != nil))
    func measure() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = NativeTestTraces.long(count: 300_000)
        let path = folder.file("throughput.inktrace")
        func seconds(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        for round in 1...3 {
            let writing = try seconds { try TraceWriter.write(trace, to: path, format: .native) }
            let megabytes = Double(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0) / 1e6
            var readBack: Trace?
            let reading = try seconds { readBack = try TraceReader.read(path: path) }
            var records = 0
            let streaming = try seconds {
                let reader = try NativeTraceReader(path: path)
                while try reader.next() != nil { records += 1 }
            }
            #expect(readBack == trace)
            #expect(records == trace.samples.count + trace.updates.count)
            print(String(
                format: "native throughput round %d: %.1f MB; write %.0f MB/s; read + validate %.0f MB/s; record by record %.0f MB/s",
                round, megabytes, megabytes / writing, megabytes / reading, megabytes / streaming
            ))
        }
    }
}
