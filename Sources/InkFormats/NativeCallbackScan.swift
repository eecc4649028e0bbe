import InkIO
import InkModel

/// A native file's recorded callbacks and their predictions checked in file order, as
/// `Trace.firstProblem()` and `InputLimits.firstProblem(in:)` check them.
///
/// A callback's ranges must end within the trace's samples and updates, whose numbers are known
/// only at the end of the file. Without `totals` (a first pass) the ends are not checked but
/// their largest values are kept: when `needsTotals` says one may lie beyond the trace, the
/// callbacks must be checked again with the totals known.
struct NativeCallbackScan {
    let limits: InputLimits
    /// The trace's numbers of samples and updates, when known.
    let totals: (samples: Int, updates: Int)?
    private(set) var count = 0
    private(set) var predictionCount = 0
    /// The first callback breaking a rule of `Trace.firstProblem()` (a range end beyond the
    /// trace only when `totals` are known).
    private(set) var problem: LocatedProblem?
    /// The first callback beyond a limit, its own time or a prediction's.
    private(set) var limitProblem: LocatedProblem?
    private var nextSample = 0
    private var nextUpdate = 0
    private var largestSampleEnd = 0
    private var largestUpdateEnd = 0
    private var latestLine = 0

    init(limits: InputLimits, totals: (samples: Int, updates: Int)?) {
        self.limits = limits
        self.totals = totals
    }

    mutating func addCallback(time: Double, samples: Range<Int>, updates: Range<Int>, line: Int) {
        count += 1
        latestLine = line
        if problem == nil, let message = ruleProblem(time: time, samples: samples, updates: updates) {
            problem = LocatedProblem(line: line, message)
        }
        if limitProblem == nil, let message = limits.timeProblem(time, "time") {
            limitProblem = LocatedProblem(line: line, message)
        }
    }

    /// A predicted touch of the latest callback; problems are named on that callback's line.
    mutating func addPrediction(_ prediction: TouchSample) {
        predictionCount += 1
        if problem == nil, let field = prediction.firstNonFiniteField {
            problem = LocatedProblem(line: latestLine, "prediction \(field) is not a finite number")
        }
        if limitProblem == nil,
           let message = limits.timeProblem(prediction.timestamp, "timestamp") ?? limits.coordinateProblem(prediction.location) {
            limitProblem = LocatedProblem(line: latestLine, "prediction \(message)")
        }
    }

    /// True when a range end may lie beyond the `samples` and `updates` of the trace, which
    /// only a check with `totals` can settle.
    func needsTotals(samples: Int, updates: Int) -> Bool {
        totals == nil && (largestSampleEnd > samples || largestUpdateEnd > updates)
    }

    /// The first problem of the callbacks in a trace of `samples` samples and `updates` updates,
    /// the trace-wide one (callbacks not carrying everything) included. Valid once
    /// `needsTotals` is false.
    func finalProblem(samples: Int, updates: Int) -> LocatedProblem? {
        if let problem { return problem }
        if count > 0 && (nextSample != samples || nextUpdate != updates) {
            return LocatedProblem(trace: "the recorded callbacks do not carry every sample and update")
        }
        return nil
    }

    /// `Trace.firstProblem()`'s checks of one callback's own fields, in its order.
    private mutating func ruleProblem(time: Double, samples: Range<Int>, updates: Range<Int>) -> String? {
        guard time.isFinite else { return "time is not a finite number" }
        if samples.lowerBound == nextSample { largestSampleEnd = max(largestSampleEnd, samples.upperBound) }
        guard samples.lowerBound == nextSample, samples.upperBound <= totals?.samples ?? .max else {
            return "its samples do not continue where the previous callback's ended"
        }
        if updates.lowerBound == nextUpdate { largestUpdateEnd = max(largestUpdateEnd, updates.upperBound) }
        guard updates.lowerBound == nextUpdate, updates.upperBound <= totals?.updates ?? .max else {
            return "its updates do not continue where the previous callback's ended"
        }
        nextSample = samples.upperBound
        nextUpdate = updates.upperBound
        return nil
    }
}
