import InkIO
import InkModel

/// A native file's property updates checked one at a time, in file order (their order in the
/// trace): the rules `Trace.firstProblem()` and `InputLimits.firstProblem(in:)` apply to updates,
/// and the box of their locations. Matching an update needs the map of every sample's update
/// index; checked before all samples are read, a match can still change, which
/// `largestMatchedIndex` lets the caller notice.
struct NativeUpdateScan {
    let limits: InputLimits
    private(set) var count = 0
    /// The box of the updates' locations, points, in file order; nil when none has a location.
    private(set) var bounds: PointBounds?
    /// The first update breaking a rule of `Trace.firstProblem()`.
    private(set) var problem: LocatedProblem?
    /// The first update beyond a limit (counted only while no rule is broken).
    private(set) var limitProblem: LocatedProblem?
    /// The largest update index matched against the samples so far.
    private(set) var largestMatchedIndex: Int?
    private var previousArrival = -Double.infinity

    init(limits: InputLimits) {
        self.limits = limits
    }

    /// True when a sample with update index `index` read now could change a match already made.
    func hasMatched(upTo index: Int) -> Bool {
        largestMatchedIndex.map { index <= $0 } ?? false
    }

    mutating func add(_ update: PropertyUpdate, line: Int, sampleTouches: inout UpdateIndexMap) {
        count += 1
        if let location = update.location {
            if bounds == nil { bounds = PointBounds(location) } else { bounds?.include(location) }
        }
        guard problem == nil else { return }
        if let message = ruleProblem(update, sampleTouches: &sampleTouches) {
            problem = LocatedProblem(line: line, message)
        } else if limitProblem == nil,
                  let message = limits.timeProblem(update.arrival, "arrival") ?? update.location.flatMap(limits.coordinateProblem) {
            limitProblem = LocatedProblem(line: line, message)
        }
    }

    /// `Trace.firstProblem()`'s checks of one update, in its order.
    private mutating func ruleProblem(_ update: PropertyUpdate, sampleTouches: inout UpdateIndexMap) -> String? {
        if let field = update.firstNonFiniteField {
            return "\(field) is not a finite number"
        }
        largestMatchedIndex = max(largestMatchedIndex ?? update.updateIndex, update.updateIndex)
        guard let touch = sampleTouches.touch(for: update.updateIndex), touch == update.touchID else {
            return "update index \(update.updateIndex) of touch \(update.touchID) matches no sample"
        }
        if update.arrival < previousArrival {
            return "arrival \(update.arrival) s is earlier than the previous update's"
        }
        previousArrival = update.arrival
        return nil
    }
}
