import InkIO
import InkModel

/// What a streamed run needs to know about a native `.inktrace` file before reading its records
/// again with cursors, gathered in one pass that keeps no records — for traces too long to hold
/// (an hour of handwriting is 600 MB of text and 5 million records).
///
/// Creating a scan checks the file exactly as `NativeTraceReader.readTrace()` does and throws the
/// same `TraceFileError` for the same file (file, line and message): every record's syntax, the
/// record limit, the rules of `Trace.firstProblem()` and the limits of
/// `InputLimits.firstProblem(in:)`, reported in the whole-trace check's order (samples, updates,
/// ground truth, callbacks) even when the file interleaves the kinds. Memory grows with the
/// number of touches, not of records (plus, for irregular files only, one entry per sample whose
/// update index does not continue the run before it). Irregular files may be read a second time.
///
/// The values equal those of the `Trace` `readTrace()` returns, e.g. `touchCount` is
/// `trace.touchIDs.count` and `inkBounds` is `trace.inkBounds`.
package struct NativeTraceScan: Sendable {
    /// The file as named when scanning.
    package let file: String
    /// The header from line 1.
    package let header: TraceHeader
    /// The limits the file was checked against (cursors opened from the scan use them too).
    package let limits: InputLimits
    package let sampleCount: Int
    package let updateCount: Int
    package let groundTruthCount: Int
    /// Recorded callbacks (`c` records).
    package let callbackCount: Int
    /// Recorded predicted touches (`p` records), over all callbacks.
    package let predictionCount: Int
    /// Timestamps of the first and last sample in the file (`trace.samples.first` and `.last`), s.
    package let firstSampleTime: Double
    package let lastSampleTime: Double
    /// Distinct touch IDs among the samples (`trace.touchIDs.count`).
    package let touchCount: Int
    /// The bounding box of the real ink, points: samples' and location updates' locations, as
    /// `Trace.inkBounds` (a valid trace has a sample, so never nil).
    package let inkBounds: (minimum: Point, maximum: Point)
    /// Why the file cannot be streamed kind by kind (one line), or nil when it can: it must
    /// have no recorded callbacks, its samples must be in non-decreasing timestamp order, and its
    /// ground truth grouped per touch — each touch's points contiguous with strictly increasing
    /// times, the groups in the order of their touches' first samples (a touch may have none,
    /// every group's touch has samples).
    package let notStreamableReason: String?
    /// What the records hold (`TraceContentHash`): equal to the hash of the trace read whole.
    package let contentHash: TraceContentHash
    private let source: NativeTraceSource

    /// Scans the native trace at `path` under `limits`.
    package init(path: String, limits: InputLimits = .current) throws(TraceFileError) {
        try self.init(source: .path(path), limits: limits)
    }

    /// Scans a native trace held in memory; `file` names it in messages.
    package init(bytes: [UInt8], file: String, limits: InputLimits = .current) throws(TraceFileError) {
        try self.init(source: .bytes(bytes, name: file), limits: limits)
    }

    private init(source: NativeTraceSource, limits: InputLimits) throws(TraceFileError) {
        var pass = try NativeScanPass(source: source, limits: limits)
        if let problem = try pass.firstProblem() { throw problem.error(file: source.file) }
        guard var bounds = pass.samples.bounds else { preconditionFailure("a valid trace has samples") }
        if let updateBounds = pass.updates.bounds { bounds.include(updateBounds) }
        self.source = source
        self.limits = limits
        file = source.file
        header = pass.header
        sampleCount = pass.samples.count
        updateCount = pass.updates.count
        groundTruthCount = pass.groundTruth.count
        callbackCount = pass.callbacks.count
        predictionCount = pass.callbacks.predictionCount
        firstSampleTime = pass.samples.firstTimestamp
        lastSampleTime = pass.samples.lastTimestamp
        touchCount = pass.samples.touches.count
        inkBounds = (bounds.minimum, bounds.maximum)
        notStreamableReason = pass.streamProblem()
        contentHash = pass.contentHash
    }

    /// True when the file can be streamed kind by kind (`notStreamableReason` is nil).
    package var isStreamable: Bool { notStreamableReason == nil }
    /// True when the file has ground-truth points.
    package var hasGroundTruth: Bool { groundTruthCount > 0 }
    /// Time from the first to the last sample, seconds (`Trace.duration`).
    package var duration: Double { lastSampleTime - firstSampleTime }

    /// The shift (points) that places the ink on a canvas of `canvas` points, as
    /// `Trace.canvasOffset(for:)` of the trace.
    package func canvasOffset(for canvas: Size) throws(CanvasFitError) -> Point {
        try Trace.canvasOffset(inkBounds: inkBounds, for: canvas)
    }

    /// A new cursor over the file's samples, refusing the file if it no longer matches the scan.
    package func samples() throws(TraceFileError) -> NativeRecordCursor<TouchSample> {
        try NativeRecordCursor(source: source, limits: limits, expecting: (header, sampleCount))
    }

    /// A new cursor over the file's property updates, refusing the file if it no longer matches
    /// the scan.
    package func updates() throws(TraceFileError) -> NativeRecordCursor<PropertyUpdate> {
        try NativeRecordCursor(source: source, limits: limits, expecting: (header, updateCount))
    }

    /// A new cursor over the file's ground-truth points, refusing the file if it no longer
    /// matches the scan.
    package func groundTruth() throws(TraceFileError) -> NativeRecordCursor<GroundTruthPoint> {
        try NativeRecordCursor(source: source, limits: limits, expecting: (header, groundTruthCount))
    }
}
