import InkModel
import InkSim

/// Missed frames of a run (`RunMeasure`), with the first- and last-third counts of
/// `AlongStrokeGrowth`: vsyncs V_j at which input was waiting — a sample available at or before
/// `V_{j−1}` (so an app with zero cost would show it at `V_j`) and not in the content of any
/// frame committed for `V_j` or earlier — but no new frame was committed for `V_j`. Counted over
/// the vsyncs from the first at which input could wait to the last shown frame's commit vsync,
/// which are the total. Property updates are not counted as waiting input.
///
/// Counted per stretch, not per vsync: between two events — a sample becoming available, a shown
/// frame's commit — every vsync reads the same state (nothing new shown, the same input waiting
/// or not), so a stretch of any length is counted at once, and the work follows the samples and
/// frames, not the time they span (a pause of 10⁹ s is one stretch). A vsync's third is a prefix or
/// suffix of the vsync indices (`VSyncThirds`), so a stretch is split by third at once too.
///
/// The walk runs to the last shown frame's commit vsync, known only at the end. A vsync V_j is
/// walked early once it is sure to be in that range and everything it reads is here: every frame
/// is committed at or after the vsync before the one that triggered it (`commitVsync ≥ frame − 1`:
/// a render starts at or after its frame's vsync, and is never seen before the next scan-out), and
/// frames trigger in order, so with a shown frame triggered at vsync k handed over, every later
/// frame commits at or after V_{k−1} — no frame still to come is committed at or before V_{k−2},
/// and the last shown frame's commit is at least V_{k−1}. The walk also needs the availability of
/// the first sample not yet available at V_{j−1}. Only the samples and shown frames the walk has
/// not passed yet are kept.
struct MissedFrames {
    private let grid: VSyncGrid
    private let inputLatency: Double
    private let thirds: VSyncThirds
    private let sampleCount: Int
    /// The first vsync at which input could wait; nil without samples.
    private let firstVsync: Int?
    /// The next vsync to walk.
    private var nextVsync: Int
    /// Timestamps of the handed-over samples not yet available at the last vsync walked.
    private var waitingTimes = FIFOBuffer<Double>()
    private var available = 0
    private var samplesSeen = 0
    /// Shown frames (commit vsync, content) not yet passed by the walk, in render order.
    private var frames = FIFOBuffer<(commit: Int, content: Int)>()
    private var shownContent = 0
    /// The trigger vsync (`frame`) and commit vsync of the last shown frame handed over.
    private var lastShown: (frame: Int, commit: Int)?
    private var counts = Counts()
    /// Missed stretches (vsync ranges), kept only when asked for (`keepsStretches`).
    private(set) var missedStretches: [ClosedRange<Int>] = []
    private let keepsStretches: Bool

    /// The walk over a trace of `sampleCount` samples, the first taken at `firstSampleTime`
    /// (seconds; nil without samples), whose samples span `thirds`, on `profile`'s display;
    /// `keepsStretches` keeps the missed vsyncs as ranges (`missedStretches`).
    init(profile: DeviceProfile, sampleCount: Int, firstSampleTime: Double?, thirds: AlongStrokeGrowth.Thirds, keepsStretches: Bool = false) {
        let grid = VSyncGrid(displayHz: profile.displayHz)
        self.grid = grid
        inputLatency = profile.inputLatency
        self.thirds = VSyncThirds(thirds, displayHz: profile.displayHz)
        self.sampleCount = sampleCount
        firstVsync = firstSampleTime.map { grid.firstIndex(atOrAfter: $0 + profile.inputLatency) + 1 }
        nextVsync = firstVsync ?? 0
        self.keepsStretches = keepsStretches
    }

    /// Samples and frames held now.
    var held: Int { waitingTimes.count + frames.count }

    /// The next sample of the trace, handed over (taken at `timestamp`, seconds).
    mutating func addSample(at timestamp: Double) {
        waitingTimes.append(timestamp)
        samplesSeen += 1
    }

    /// The next shown frame, handed over.
    mutating func addShown(_ frame: FrameProbe) {
        frames.append((frame.commitVsync, frame.contentSamples))
        lastShown = (frame.frame, frame.commitVsync)
    }

    /// Walks every vsync that is sure to be counted and can be decided now.
    mutating func advance() {
        guard let lastShown else { return }
        walk(through: lastShown.frame - 2)
    }

    /// At the end of the run (everything handed over): the missed frames and those of the first
    /// and last thirds.
    mutating func finish() -> (missed: CountAndRate, firstThird: CountAndRate, lastThird: CountAndRate) {
        if sampleCount > 0, let firstVsync, let last = lastShown?.commit, last >= firstVsync {
            precondition(nextVsync <= last + 1, "a vsync after the last shown frame's commit was walked")
            walk(through: last)
            precondition(nextVsync == last + 1, "every sample was handed over")
        }
        return (
            CountAndRate(count: counts.missed, of: counts.walked),
            CountAndRate(count: counts.missedFirst, of: counts.walkedFirst), CountAndRate(count: counts.missedLast, of: counts.walkedLast)
        )
    }

    /// Walks the vsyncs from `nextVsync` through `last`, a stretch at a time, as far as what was
    /// handed over decides them.
    private mutating func walk(through last: Int) {
        while nextVsync <= last {
            let vsync = nextVsync
            while let time = waitingTimes.first, grid.isAtOrBefore(time + inputLatency, vsync: vsync - 1) {
                waitingTimes.removeFirst()
                available += 1
            }
            // A sample not handed over yet might become available by V_{vsync−1}.
            guard !waitingTimes.isEmpty || samplesSeen == sampleCount else { return }
            var newFrame = false
            while let frame = frames.first, frame.commit <= vsync {
                shownContent = max(shownContent, frame.content)
                newFrame = newFrame || frame.commit == vsync
                frames.removeFirst()
            }
            count(vsync...vsync, isMissed: available > shownContent && !newFrame)
            // The vsyncs after it up to the next event read the same state, with no new frame:
            // up to the vsync at which the next waiting sample counts as available (or, with
            // every sample handed over and available, none), or the next shown frame's commit.
            var end = last
            if let time = waitingTimes.first {
                end = min(end, availabilityVsync(time + inputLatency) - 1)
            } else if samplesSeen < sampleCount {
                end = vsync
            }
            if let frame = frames.first { end = min(end, frame.commit - 1) }
            if end > vsync { count((vsync + 1)...end, isMissed: available > shownContent) }
            nextVsync = max(vsync, end) + 1
        }
    }

    /// The first vsync j at which input available at `time` counts as waiting: the least j with
    /// `time` at or before `V_{j−1}` (`VSyncGrid.isAtOrBefore`, exactly).
    private func availabilityVsync(_ time: Double) -> Int {
        var index = grid.firstIndex(atOrAfter: time)
        while !grid.isAtOrBefore(time, vsync: index) { index += 1 }
        while grid.isAtOrBefore(time, vsync: index - 1) { index -= 1 }
        return index + 1
    }

    /// Counts the vsyncs of `stretch`, all missed or none.
    private mutating func count(_ stretch: ClosedRange<Int>, isMissed: Bool) {
        let (total, first, last) = (stretch.count, thirds.firstThird(in: stretch), thirds.lastThird(in: stretch))
        counts.walked += total
        counts.walkedFirst += first
        counts.walkedLast += last
        guard isMissed else { return }
        counts.missed += total
        counts.missedFirst += first
        counts.missedLast += last
        guard keepsStretches else { return }
        if let previous = missedStretches.last, previous.upperBound + 1 == stretch.lowerBound {
            missedStretches[missedStretches.count - 1] = previous.lowerBound...stretch.upperBound
        } else {
            missedStretches.append(stretch)
        }
    }

    /// Vsyncs walked and missed, over the run and in its first and last thirds.
    private struct Counts {
        var walked = 0, missed = 0, walkedFirst = 0, missedFirst = 0, walkedLast = 0, missedLast = 0
    }
}
