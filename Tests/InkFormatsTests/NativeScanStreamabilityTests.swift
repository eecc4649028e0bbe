import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// Valid files a streamed run cannot read kind by kind: the scan accepts them with the same
/// summary as `readTrace()`'s trace and says why in one line; and the cursors refuse a file
/// that changed after its scan.
@Suite("Native trace scan: streamability and changed files")
struct NativeScanStreamabilityTests {
    /// A valid trace that cannot be streamed, with the start of the expected reason.
    enum Obstacle: String, CaseIterable, Sendable {
        case callbacks, samplesByTouch, groundTruthSplit, groundTruthTimeRepeated, groundTruthOutOfTouchOrder, groundTruthWithoutSamples

        var expected: String {
            switch self {
            case .callbacks: "it has recorded callbacks"
            case .samplesByTouch: "the samples are not in time order in the file: line 51 at 0.05 s follows one at"
            case .groundTruthSplit: "the ground truth of touch 1 is not contiguous in the file: it resumes on line"
            case .groundTruthTimeRepeated: "the ground-truth times of touch 1 do not increase on line"
            case .groundTruthOutOfTouchOrder: "the ground truth of touch 1 on line"
            case .groundTruthWithoutSamples: "the ground truth of touch 77 on line"
            }
        }

        var trace: Trace {
            var trace = NativeScanTraces.twoTouches(byTouch: self == .samplesByTouch)
            switch self {
            case .callbacks:
                trace.callbacks = [RecordedCallback(time: 0.3, samples: 0..<trace.samples.count, updates: 0..<trace.updates.count)]
            case .samplesByTouch:
                break
            case .groundTruthSplit:
                trace.groundTruth.sort { $0.time < $1.time }
            case .groundTruthTimeRepeated:
                trace.groundTruth.insert(trace.groundTruth[3], at: 4)
            case .groundTruthOutOfTouchOrder:
                trace.groundTruth.sort { $0.touchID > $1.touchID }
            case .groundTruthWithoutSamples:
                trace.groundTruth.append(GroundTruthPoint(touchID: 77, time: 1, location: .zero))
            }
            return trace
        }
    }

    @Test("the scan says why a valid file cannot be streamed", arguments: Obstacle.allCases)
    func notStreamable(obstacle: Obstacle) throws {
        let trace = obstacle.trace
        #expect(trace.firstProblem() == nil)
        let scan = try NativeScanComparison.scan(NativeFileLayout.writer.bytes(trace))
        #expect(scan.notStreamableReason?.hasPrefix(obstacle.expected) == true, "\(scan.notStreamableReason ?? "streamable")")
    }

    @Test("a touch without ground truth still streams: the groups' touches need only keep the touches' order")
    func touchWithoutGroundTruth() throws {
        var trace = NativeScanTraces.twoTouches()
        trace.groundTruth.removeAll { $0.touchID == 1 }
        #expect(try NativeScanComparison.scan(NativeFileLayout.writer.bytes(trace)).isStreamable)
    }

    /// Kinds of change made to a scanned file before its cursors read it.
    enum Change: String, CaseIterable, Sendable {
        case sampleRemoved, sampleAdded, headerChanged, lineBroken, fileRemoved

        var expected: String {
            switch self {
            case .sampleRemoved: "minute.inktrace: the file changed since it was scanned: it now holds 49 samples, not the 50 the scan found"
            case .sampleAdded: "minute.inktrace:52: the file changed since it was scanned: it now holds more than the 50 samples the scan found"
            case .headerChanged: "minute.inktrace:1: the file changed since it was scanned: its header differs"
            case .lineBroken: "minute.inktrace:31: expected a quoted field name (column 2)"
            case .fileRemoved: "minute.inktrace: cannot open: No such file or directory"
            }
        }
    }

    @Test("a cursor refuses a file changed after its scan, in one line", arguments: Change.allCases)
    func changedFile(change: Change) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = NativeTestTraces.long(count: 50)
        let path = folder.file("minute.inktrace")
        let bytes = try NativeTraceWriter.encode(trace)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let scan = try NativeTraceScan(path: path, limits: .defaults)
        var lines = NativeFileText.lines(bytes).filter { !$0.isEmpty }
        switch change {
        case .sampleRemoved: lines.remove(at: 10)
        case .sampleAdded: lines.insert(lines[10], at: 10)
        case .headerChanged: lines[0] = lines[0].replacingOccurrences(of: #""source":"long""#, with: #""source":"longer""#)
        case .lineBroken: lines[30] = "{,}"
        case .fileRemoved: lines = []
        }
        if change == .fileRemoved {
            try FileManager.default.removeItem(atPath: path)
        } else {
            try Data(NativeFileText.bytes(lines)).write(to: URL(fileURLWithPath: path))
        }
        let error = #expect(throws: TraceFileError.self) {
            let cursor = try scan.samples()
            while try cursor.next() != nil {}
        }
        #expect(error?.description == change.expected.replacingOccurrences(of: "minute.inktrace", with: path))
    }
}
