import Foundation
import InkFormats
import InkModel
import InkSynth
import Testing

/// `TraceContentHash` keys a trace by what its records hold: the same records give the same
/// hash whatever the file is called, how its records are ordered or which header it has, and
/// any change of a record changes it.
struct TraceContentHashTests {
    @Test("a built-in dataset and the file synthesized from it hash alike, under any name")
    func datasetAndItsFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = try NativeScanTraces.dataset("handwriting")
        let bytes = Data(try NativeTraceWriter.encode(trace))
        for name in ["handwriting.inktrace", "renamed.inktrace"] {
            try bytes.write(to: URL(fileURLWithPath: folder.file(name)))
            #expect(TraceContentHash(try NativeTraceReader.readTrace(path: folder.file(name), limits: .defaults)) == TraceContentHash(trace))
        }
        #expect(TraceContentHash(trace).description.wholeMatch(of: /[0-9a-f]{16}/) != nil)
    }

    @Test("the header and the order of the records do not count; every field of a record does")
    func whatCounts() throws {
        let trace = try NativeScanTraces.dataset("handwriting")
        let hash = TraceContentHash(trace)
        var renamed = trace
        renamed.header.source = "somewhere else"
        #expect(TraceContentHash(renamed) == hash)
        var reordered = trace
        reordered.samples.reverse()
        reordered.updates.reverse()
        reordered.groundTruth.reverse()
        #expect(TraceContentHash(reordered) == hash)

        var moved = trace
        moved.samples[100].location.x += 1e-9
        #expect(TraceContentHash(moved) != hash)
        var later = trace
        later.updates[0].arrival += 1e-6
        #expect(TraceContentHash(later) != hash)
        var truth = trace
        truth.groundTruth[7].location.y -= 0.5
        #expect(TraceContentHash(truth) != hash)
        var shorter = trace
        shorter.samples.removeLast()
        #expect(TraceContentHash(shorter) != hash)
        var swapped = trace
        swapped.samples[3].location = trace.samples[4].location
        swapped.samples[4].location = trace.samples[3].location
        #expect(TraceContentHash(swapped) != hash, "records, not just their values, are hashed")
    }

    @Test("the two built-in datasets of the same shape and different seeds differ")
    func differentTracesDiffer() throws {
        let hashes = try ["handwriting", "handwriting-short", "scribble-fast", "circle"].map { TraceContentHash(try NativeScanTraces.dataset($0)) }
        #expect(Set(hashes).count == hashes.count)
    }
}
