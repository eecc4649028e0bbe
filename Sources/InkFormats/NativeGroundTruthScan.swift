import InkIO
import InkModel

/// A native file's ground-truth points checked one at a time, in file order: the rules
/// `Trace.firstProblem()` and `InputLimits.firstProblem(in:)` apply to them, and whether they
/// can be streamed — grouped per touch (each touch's points contiguous, times strictly
/// increasing) with the groups in the order of their touches' first samples. Keeps one entry
/// per touch, not per point.
struct NativeGroundTruthScan {
    let limits: InputLimits
    private(set) var count = 0
    /// The first point breaking a rule of `Trace.firstProblem()`.
    private(set) var problem: LocatedProblem?
    /// The first point beyond a limit.
    private(set) var limitProblem: LocatedProblem?
    /// Why the points cannot be streamed, as far as it shows within the points themselves.
    private(set) var disorder: String?
    /// The touch and first line of each group of consecutive points of one touch, in file order
    /// (no longer kept once `disorder` is set).
    private var groups: [(touch: Int, line: Int)] = []
    private var groupTouches = Set<Int>()
    private var latestTime = 0.0

    init(limits: InputLimits) {
        self.limits = limits
    }

    mutating func add(_ point: GroundTruthPoint, line: Int) {
        count += 1
        if disorder == nil {
            if let group = groups.last, group.touch == point.touchID {
                if !(point.time > latestTime) {
                    disorder = "the ground-truth times of touch \(point.touchID) do not increase on line \(line)"
                }
            } else if groupTouches.insert(point.touchID).inserted {
                groups.append((point.touchID, line))
            } else {
                disorder = "the ground truth of touch \(point.touchID) is not contiguous in the file: it resumes on line \(line)"
            }
            latestTime = point.time
            if disorder != nil {
                groups = []
                groupTouches = []
            }
        }
        guard problem == nil else { return }
        if !(point.time.isFinite && point.location.isFinite && (point.force?.isFinite ?? true)) {
            problem = LocatedProblem(line: line, "a value is not a finite number")
        } else if limitProblem == nil, let message = limits.timeProblem(point.time, "time") ?? limits.coordinateProblem(point.location) {
            limitProblem = LocatedProblem(line: line, message)
        }
    }

    /// Why the points cannot be streamed with samples of `touches`: `disorder` (times not
    /// increasing, a touch's points split), a group of a touch without samples, or groups out
    /// of the order of their touches' first samples; nil when they can.
    func streamProblem(touches: TouchTable) -> String? {
        if let disorder { return disorder }
        var previousRank: Int32 = -1
        for group in groups {
            guard let rank = touches.entry(group.touch)?.rank else {
                return "the ground truth of touch \(group.touch) on line \(group.line) belongs to no touch with samples"
            }
            if rank < previousRank {
                return "the ground truth of touch \(group.touch) on line \(group.line) is not in the order of the touches' first samples"
            }
            previousRank = rank
        }
        return nil
    }
}
