import Foundation
import InkFormats
import InkModel
import Testing

/// Reads native bytes both ways — whole with `NativeTraceReader.readTrace()`, and streamed with
/// a `NativeTraceScan` and its cursors — and records an issue wherever the two disagree.
enum NativeScanComparison {
    static let file = "trace.inktrace"

    /// The error both ways throw for `bytes`; an issue when they throw different errors or
    /// either succeeds.
    @discardableResult
    static func error(
        _ bytes: [UInt8], limits: InputLimits = .defaults, sourceLocation: SourceLocation = #_sourceLocation
    ) -> TraceFileError? {
        switch (whole(bytes, limits: limits), streamed(bytes, limits: limits)) {
        case (.failure(let expected), .failure(let error)):
            #expect(error == expected, sourceLocation: sourceLocation)
            return error
        case (.failure(let expected), .success):
            Issue.record("the scan accepts what readTrace() refuses: \(expected)", sourceLocation: sourceLocation)
        case (.success, .failure(let error)):
            Issue.record("the scan refuses what readTrace() accepts: \(error)", sourceLocation: sourceLocation)
        case (.success, .success):
            Issue.record("both accept the file", sourceLocation: sourceLocation)
        }
        return nil
    }

    /// The scan of `bytes`, after checking that readTrace() accepts them too, that the summary
    /// equals the values of its trace and that the cursors reproduce its records.
    @discardableResult
    static func scan(
        _ bytes: [UInt8], limits: InputLimits = .defaults, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> NativeTraceScan {
        let trace = try whole(bytes, limits: limits).get()
        let scan = try streamed(bytes, limits: limits).get()
        expectSummary(of: scan, equals: trace, sourceLocation: sourceLocation)
        try expectCursors(of: scan, reproduce: trace, sourceLocation: sourceLocation)
        return scan
    }

    /// Every summary value equals the one computed from `trace`; doubles bit for bit.
    static func expectSummary(of scan: NativeTraceScan, equals trace: Trace, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(scan.header == trace.header, sourceLocation: sourceLocation)
        #expect(scan.sampleCount == trace.samples.count, sourceLocation: sourceLocation)
        #expect(scan.updateCount == trace.updates.count, sourceLocation: sourceLocation)
        #expect(scan.groundTruthCount == trace.groundTruth.count, sourceLocation: sourceLocation)
        #expect(scan.callbackCount == trace.callbacks.count, sourceLocation: sourceLocation)
        #expect(scan.predictionCount == trace.callbacks.reduce(0) { $0 + $1.predictions.count }, sourceLocation: sourceLocation)
        #expect(scan.firstSampleTime.bitPattern == trace.samples.first?.timestamp.bitPattern, sourceLocation: sourceLocation)
        #expect(scan.lastSampleTime.bitPattern == trace.samples.last?.timestamp.bitPattern, sourceLocation: sourceLocation)
        #expect(scan.duration.bitPattern == trace.duration.bitPattern, sourceLocation: sourceLocation)
        #expect(scan.touchCount == trace.touchIDs.count, sourceLocation: sourceLocation)
        #expect(scan.hasGroundTruth == !trace.groundTruth.isEmpty, sourceLocation: sourceLocation)
        #expect(scan.contentHash == TraceContentHash(trace), "a streamed run and a whole read key the trace alike", sourceLocation: sourceLocation)
        let bounds = trace.inkBounds
        #expect(bits(scan.inkBounds.minimum) == bounds.map { bits($0.minimum) }, sourceLocation: sourceLocation)
        #expect(bits(scan.inkBounds.maximum) == bounds.map { bits($0.maximum) }, sourceLocation: sourceLocation)
        let canvas = trace.header.profile.canvasSize
        let small = Size(width: canvas.width / 8, height: canvas.height / 8)
        for size in [canvas, small] {
            let expected = Result { () throws(CanvasFitError) in try trace.canvasOffset(for: size) }
            let offset = Result { () throws(CanvasFitError) in try scan.canvasOffset(for: size) }
            #expect(offset == expected, sourceLocation: sourceLocation)
        }
        #expect(scan.isStreamable == isStreamable(trace), "\(scan.notStreamableReason ?? "streamable")", sourceLocation: sourceLocation)
        #expect(scan.isStreamable == (scan.notStreamableReason == nil), sourceLocation: sourceLocation)
    }

    /// Three cursors opened from `scan` return the trace's samples, updates and ground truth,
    /// element for element, then nil.
    static func expectCursors(of scan: NativeTraceScan, reproduce trace: Trace, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let samples = try scan.samples(), updates = try scan.updates(), groundTruth = try scan.groundTruth()
        #expect(try drain(samples.next) == trace.samples, sourceLocation: sourceLocation)
        #expect(try drain(updates.next) == trace.updates, sourceLocation: sourceLocation)
        #expect(try drain(groundTruth.next) == trace.groundTruth, sourceLocation: sourceLocation)
        #expect(try samples.next() == nil && updates.next() == nil && groundTruth.next() == nil, sourceLocation: sourceLocation)
        #expect(samples.count == trace.samples.count && samples.header == trace.header, sourceLocation: sourceLocation)
    }

    /// Everything `next` returns until nil.
    static func drain<Record>(_ next: () throws(TraceFileError) -> Record?) throws(TraceFileError) -> [Record] {
        var records: [Record] = []
        while let record = try next() { records.append(record) }
        return records
    }

    /// The documented streaming rule, worked out from the whole trace: no callbacks, samples in
    /// non-decreasing time, ground truth in per-touch groups of strictly increasing times, the
    /// groups' touches a subsequence of the touches in order of first sample.
    static func isStreamable(_ trace: Trace) -> Bool {
        guard trace.callbacks.isEmpty else { return false }
        guard zip(trace.samples, trace.samples.dropFirst()).allSatisfy({ $0.timestamp <= $1.timestamp }) else { return false }
        var groups: [Int] = []
        for (index, point) in trace.groundTruth.enumerated() {
            if index > 0 && trace.groundTruth[index - 1].touchID == point.touchID {
                if !(point.time > trace.groundTruth[index - 1].time) { return false }
            } else {
                groups.append(point.touchID)
            }
        }
        var touches = trace.touchIDs[...]
        for touch in groups {
            guard let position = touches.firstIndex(of: touch) else { return false }
            touches = touches[(position + 1)...]
        }
        return true
    }

    static func whole(_ bytes: [UInt8], limits: InputLimits) -> Result<Trace, TraceFileError> {
        Result { () throws(TraceFileError) in try NativeTraceReader(bytes: bytes, file: file, limits: limits).readTrace() }
    }

    static func streamed(_ bytes: [UInt8], limits: InputLimits) -> Result<NativeTraceScan, TraceFileError> {
        Result { () throws(TraceFileError) in try NativeTraceScan(bytes: bytes, file: file, limits: limits) }
    }

    private static func bits(_ point: Point) -> [UInt64] {
        [point.x.bitPattern, point.y.bitPattern]
    }
}
