import Foundation
import InkFormats
import InkModel
import InkSynth
import Testing

/// `NativeTraceScan` and `NativeRecordCursor` on valid files: the scan's summary equals the
/// values `readTrace()`'s trace gives and the cursors return its records, whatever order the
/// file gives the kinds in.
@Suite("Native trace scan: valid files")
struct NativeTraceScanTests {
    @Test("built-in datasets in every layout", arguments: BuiltInDataset.all.map(\.name), [NativeFileLayout.writer, .timeOrder, .reversed])
    func builtInDatasets(name: String, layout: NativeFileLayout) throws {
        let trace = try NativeScanTraces.dataset(name)
        let scan = try NativeScanComparison.scan(layout.bytes(trace))
        #expect(scan.isStreamable, "\(scan.notStreamableReason ?? "")")
    }

    @Test("a synthesized minute of handwriting read from a file: scan and cursors by path")
    func minuteFromFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = try NativeScanTraces.handwriting(seconds: 60)
        let path = folder.file("minute.inktrace")
        try Data(NativeTraceWriter.encode(trace)).write(to: URL(fileURLWithPath: path))
        #expect(try NativeTraceReader.readTrace(path: path, limits: .defaults) == trace)
        let scan = try NativeTraceScan(path: path, limits: .defaults)
        #expect(scan.file == path && scan.isStreamable && scan.touchCount > 10)
        NativeScanComparison.expectSummary(of: scan, equals: trace)
        try NativeScanComparison.expectCursors(of: scan, reproduce: trace)
        let samples = try NativeRecordCursor<TouchSample>(path: path, limits: .defaults)
        let updates = try NativeRecordCursor<PropertyUpdate>(path: path, limits: .defaults)
        let groundTruth = try NativeRecordCursor<GroundTruthPoint>(path: path, limits: .defaults)
        #expect(try NativeScanComparison.drain(samples.next) == trace.samples)
        #expect(try NativeScanComparison.drain(updates.next) == trace.updates)
        #expect(try NativeScanComparison.drain(groundTruth.next) == trace.groundTruth)
        #expect(samples.lineNumber == 1 + trace.samples.count, "the writer puts the last sample on line 1 + samples")
    }

    @Test("two touches in contact at once, in every layout", arguments: NativeFileLayout.allCases)
    func twoTouches(layout: NativeFileLayout) throws {
        let trace = NativeScanTraces.twoTouches()
        let scan = try NativeScanComparison.scan(layout.bytes(trace))
        #expect(scan.touchCount == 2 && scan.isStreamable)
    }

    @Test("touch IDs at the ends of Int's range, update indices jumping both ways or repeated", arguments: [false, true], NativeFileLayout.allCases)
    func irregularNumbers(repeated: Bool, layout: NativeFileLayout) throws {
        var trace = NativeScanTraces.twoTouches()
        for index in trace.samples.indices {
            trace.samples[index].touchID = trace.samples[index].touchID == 1 ? Int.max : Int.min
            trace.samples[index].updateIndex = repeated ? index / 2 : index % 2 == 0 ? Int.max - index : Int.min + index
        }
        trace.updates = trace.samples.map { sample in
            PropertyUpdate(updateIndex: sample.updateIndex ?? 0, touchID: sample.touchID, arrival: sample.timestamp + 0.02, force: 2)
        }
        let bytes = try layout.bytes(trace)
        if repeated {
            #expect(NativeScanComparison.error(bytes)?.message.hasSuffix("matches no sample") == true)
        } else {
            #expect(try NativeScanComparison.scan(bytes).touchCount == 2)
        }
    }

    @Test("callbacks, predictions and extreme numbers, callbacks first or last", arguments: [NativeFileLayout.writer, .callbacksFirst, .timeOrder])
    func everyField(layout: NativeFileLayout) throws {
        let trace = NativeTestTraces.everyField
        let scan = try NativeScanComparison.scan(layout.bytes(trace), limits: NativeRoundTripTests.anyNumber)
        #expect(scan.callbackCount == 3 && scan.predictionCount == 3)
        #expect(scan.notStreamableReason == "it has recorded callbacks (c and p records), which are replayed from the whole trace")
    }

    @Test("ink bounds agree bit for bit where 0 and -0 tie, updates before or after samples", arguments: NativeFileLayout.allCases)
    func signedZeroBounds(layout: NativeFileLayout) throws {
        var trace = NativeScanTraces.twoTouches()
        trace.samples[0].location = Point(x: 0.0, y: -0.0)
        trace.samples[1].location = Point(x: -0.0, y: 0.0)
        for index in trace.samples.indices.dropFirst(2) { trace.samples[index].location = Point(x: 5, y: 5) }
        trace.updates[0].location = Point(x: -0.0, y: 5)
        trace.updates[1].location = Point(x: 5, y: 0.0)
        trace.updates[2].location = Point(x: 5, y: -0.0)
        let scan = try NativeScanComparison.scan(layout.bytes(trace))
        #expect(scan.inkBounds.minimum.x.sign == .plus && scan.inkBounds.minimum.y.sign == .minus, "min keeps the first of equal values")
    }

    @Test("blank lines and carriage returns are skipped by the scan and the cursors alike")
    func blankLines() throws {
        let trace = NativeScanTraces.twoTouches()
        var lines = NativeFileText.lines(try NativeFileLayout.timeOrder.bytes(trace)).filter { !$0.isEmpty }
        for index in stride(from: lines.count - 1, to: 1, by: -7) { lines.insert(" \t", at: index) }
        let bytes = Array(lines.map { $0 + "\r\n" }.joined().utf8)
        try NativeScanComparison.scan(bytes)
        #expect(try NativeScanComparison.drain(NativeRecordCursor<TouchSample>(bytes: bytes, file: "t.inktrace").next) == trace.samples)
    }

    @Test("the committed native files: datasets and the fuzzer's seed", arguments: [
        "datasets/tap.inktrace", "datasets/line-short.inktrace", "datasets/handwriting-short.inktrace",
        "Fuzz/seeds/FuzzNativeTrace/callbacks.inktrace",
    ])
    func committedFiles(path: String) throws {
        let bytes = try Array(Data(contentsOf: Self.repository.appendingPathComponent(path)))
        let scan = try NativeScanComparison.scan(bytes)
        #expect(scan.sampleCount > 0)
    }

    @Test("the google/ink fixture (Tests/Fixtures), converted to a native file: callbacks make it not streamable")
    func inkFixture() throws {
        let path = Self.repository.appendingPathComponent("Tests/Fixtures/google-ink/loop.binarypb").path
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        let scan = try NativeScanComparison.scan(NativeTraceWriter.encode(trace))
        #expect(scan.callbackCount == 145 && scan.predictionCount == 429 && !scan.isStreamable)
    }

    @Test("a cursor of one kind skips the other kinds, whatever their layout", arguments: NativeFileLayout.allCases)
    func cursorsAlone(layout: NativeFileLayout) throws {
        let trace = NativeTestTraces.everyField
        let bytes = try layout.bytes(trace)
        #expect(try NativeScanComparison.drain(NativeRecordCursor<TouchSample>(bytes: bytes, file: "t").next) == trace.samples)
        #expect(try NativeScanComparison.drain(NativeRecordCursor<PropertyUpdate>(bytes: bytes, file: "t").next) == trace.updates)
        #expect(try NativeScanComparison.drain(NativeRecordCursor<GroundTruthPoint>(bytes: bytes, file: "t").next) == trace.groundTruth)
    }

    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
