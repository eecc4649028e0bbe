import InkModel

/// One pass over a native file's records with the per-kind checks of `NativeTraceScan`: reads
/// every record as `NativeTraceReader.readTrace()` does (same syntax errors, record limit and
/// prediction placement, thrown where the file breaks them) and keeps no records.
///
/// The rules that span records are settled at the end, in `readTrace()`'s order (samples,
/// updates, ground truth, callbacks, then the limits), whatever order the kinds come in. Two
/// rules can need a second pass, taken only for irregular files: matching updates to samples
/// when a sample came after updates it could re-match, and callback ranges ending beyond the
/// trace.
struct NativeScanPass {
    let source: NativeTraceSource
    let limits: InputLimits
    private(set) var header: TraceHeader
    private(set) var samples: NativeSampleScan
    private(set) var updates: NativeUpdateScan
    private(set) var groundTruth: NativeGroundTruthScan
    private(set) var callbacks: NativeCallbackScan
    /// Every record's content (`TraceContentHash`), as of the trace read whole.
    private(set) var contentHash = TraceContentHash()
    /// True when a sample came after updates whose match it could change.
    private var updatesNeedSecondPass = false

    /// Reads every record of `source`.
    init(source: NativeTraceSource, limits: InputLimits) throws(TraceFileError) {
        self.source = source
        self.limits = limits
        samples = NativeSampleScan(limits: limits)
        updates = NativeUpdateScan(limits: limits)
        groundTruth = NativeGroundTruthScan(limits: limits)
        callbacks = NativeCallbackScan(limits: limits, totals: nil)
        let reader = try source.reader(limits: limits)
        header = reader.header
        var records = 0
        // The callback being read: its predictions follow it.
        var callback: RecordedCallback?
        while let record = try reader.next() {
            let line = reader.lineNumber
            records += 1
            if records > limits.maxRecords {
                throw TraceFileError(file: source.file, line: line, message: "more records than \(limits.exceeded(.records))")
            }
            switch record {
            case .sample(let sample):
                samples.add(sample, line: line)
                contentHash.add(sample)
                if let index = sample.updateIndex, updates.hasMatched(upTo: index) { updatesNeedSecondPass = true }
            case .update(let update):
                updates.add(update, line: line, sampleTouches: &samples.updateIndices)
                contentHash.add(update)
            case .groundTruth(let point):
                groundTruth.add(point, line: line)
                contentHash.add(point)
            case .callback(let time, let sampleRange, let updateRange):
                callbacks.addCallback(time: time, samples: sampleRange, updates: updateRange, line: line)
                if let finished = callback { contentHash.add(finished) }
                callback = RecordedCallback(time: time, samples: sampleRange, updates: updateRange, predictions: [])
            case .prediction(let prediction):
                guard callbacks.count > 0 else {
                    throw TraceFileError(file: source.file, line: line, message: "prediction record before any callback record")
                }
                callbacks.addPrediction(prediction)
                callback?.predictions.append(prediction)
            }
        }
        if let finished = callback { contentHash.add(finished) }
    }

    /// The problem `readTrace()` would report after reading every record, or nil for a valid
    /// trace; may read the file a second time.
    mutating func firstProblem() throws(TraceFileError) -> LocatedProblem? {
        if samples.count == 0 { return LocatedProblem(trace: "the trace has no samples") }
        if let problem = samples.problem { return problem }
        let callbacksNeedTotals = callbacks.needsTotals(samples: samples.count, updates: updates.count)
        if updatesNeedSecondPass || callbacksNeedTotals {
            try checkAgain(updates: updatesNeedSecondPass, callbacks: callbacksNeedTotals)
        }
        if let problem = updates.problem ?? groundTruth.problem
            ?? callbacks.finalProblem(samples: samples.count, updates: updates.count) {
            return problem
        }
        let records = samples.count + updates.count + groundTruth.count + callbacks.count
        if records > limits.maxRecords {
            return LocatedProblem(trace: "\(records) records are more than \(limits.exceeded(.records))")
        }
        return samples.limitProblem ?? updates.limitProblem ?? groundTruth.limitProblem ?? callbacks.limitProblem
    }

    /// Checks the updates against the complete update-index map and/or the callbacks against
    /// the known totals, reading the file again; refuses a file that changed in between.
    private mutating func checkAgain(updates checkUpdates: Bool, callbacks checkCallbacks: Bool) throws(TraceFileError) {
        var newUpdates = NativeUpdateScan(limits: limits)
        var newCallbacks = NativeCallbackScan(limits: limits, totals: (samples.count, updates.count))
        var counts = (samples: 0, updates: 0, groundTruth: 0, callbacks: 0, predictions: 0)
        var sampleTouches = samples.updateIndices
        let expected = (samples.count, updates.count, groundTruth.count, callbacks.count, callbacks.predictionCount)
        let changed = TraceFileError(file: source.file, message: "the file changed while it was being read")
        let reader = try source.reader(limits: limits)
        var records = 0
        while let record = try reader.next() {
            records += 1
            if records > expected.0 + expected.1 + expected.2 + expected.3 + expected.4 { throw changed }
            switch record {
            case .sample: counts.samples += 1
            case .update(let update):
                counts.updates += 1
                if checkUpdates { newUpdates.add(update, line: reader.lineNumber, sampleTouches: &sampleTouches) }
            case .groundTruth: counts.groundTruth += 1
            case .callback(let time, let sampleRange, let updateRange):
                counts.callbacks += 1
                if checkCallbacks { newCallbacks.addCallback(time: time, samples: sampleRange, updates: updateRange, line: reader.lineNumber) }
            case .prediction(let prediction):
                counts.predictions += 1
                if checkCallbacks && counts.callbacks > 0 { newCallbacks.addPrediction(prediction) }
            }
        }
        guard reader.header == header, counts == expected else { throw changed }
        if checkUpdates { updates = newUpdates }
        if checkCallbacks { callbacks = newCallbacks }
    }

    /// Why the trace cannot be streamed record kind by record kind, or nil.
    func streamProblem() -> String? {
        if callbacks.count > 0 {
            return "it has recorded callbacks (c and p records), which are replayed from the whole trace"
        }
        return samples.disorder ?? groundTruth.streamProblem(touches: samples.touches)
    }
}
