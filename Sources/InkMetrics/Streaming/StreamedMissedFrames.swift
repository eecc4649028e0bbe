import InkModel
import InkSim

/// Missed frames in a streamed run (`StreamedRunMeasure`), vsync by vsync as
/// `SimulationProbeMetrics.missedVsyncs` walks them, with the first- and last-third counts of
/// `AlongStrokeGrowth`.
///
/// The walk runs from the first vsync at which input could wait to the last shown frame's
/// commit vsync, known only at the end. A vsync V_j is walked early once it is sure to be in
/// that range and everything it reads is here: every frame is committed at or after the vsync
/// before the one that triggered it (`commitVsync ≥ frame − 1`: a render starts at or after its
/// frame's vsync, and is never seen before the next scan-out), and frames trigger in order, so
/// with a shown frame triggered at vsync k handed over, every later frame commits at or after
/// V_{k−1} — no frame still to come is committed at or before V_{k−2}, and the last shown
/// frame's commit is at least V_{k−1}. The walk also needs the availability of the first sample
/// not yet available at V_{j−1}. Only the samples and shown frames the walk has not passed yet
/// are kept.
struct StreamedMissedFrames {
    private let grid: VSyncGrid
    private let inputLatency: Double
    /// `1 / displayHz`, as `AlongStrokeGrowth` times the vsyncs.
    private let period: Double
    private let thirds: AlongStrokeGrowth.Thirds
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
    private var missed = 0
    private var walked = 0
    private var byThird = MissedFramesByThird()

    /// The walk over a trace of `sampleCount` samples, the first taken at `firstSampleTime`
    /// (seconds; nil without samples), whose samples span `thirds`, on `profile`'s display.
    init(profile: DeviceProfile, sampleCount: Int, firstSampleTime: Double?, thirds: AlongStrokeGrowth.Thirds) {
        let grid = VSyncGrid(displayHz: profile.displayHz)
        self.grid = grid
        inputLatency = profile.inputLatency
        period = 1 / profile.displayHz
        self.thirds = thirds
        self.sampleCount = sampleCount
        firstVsync = firstSampleTime.map { grid.firstIndex(atOrAfter: $0 + profile.inputLatency) + 1 }
        nextVsync = firstVsync ?? 0
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
        while nextVsync <= lastShown.frame - 2, walk(nextVsync) { nextVsync += 1 }
    }

    /// At the end of the run (everything handed over): the missed frames and those of the first
    /// and last thirds.
    mutating func finish() -> (missed: CountAndRate, firstThird: CountAndRate, lastThird: CountAndRate) {
        if sampleCount > 0, let firstVsync, let last = lastShown?.commit, last >= firstVsync {
            precondition(nextVsync <= last + 1, "a vsync after the last shown frame's commit was walked")
            while nextVsync <= last {
                let walkedOne = walk(nextVsync)
                precondition(walkedOne, "every sample was handed over")
                nextVsync += 1
            }
        }
        return (
            CountAndRate(count: missed, of: walked), byThird.firstThird, byThird.lastThird
        )
    }

    /// Counts V_`vsync` as `missedVsyncs` does; false (nothing changed but the samples found
    /// available) when the first sample not available at V_{vsync−1} is not handed over yet.
    private mutating func walk(_ vsync: Int) -> Bool {
        while let time = waitingTimes.first, grid.isAtOrBefore(time + inputLatency, vsync: vsync - 1) {
            waitingTimes.removeFirst()
            available += 1
        }
        guard !waitingTimes.isEmpty || samplesSeen == sampleCount else { return false }
        var newFrame = false
        while let frame = frames.first, frame.commit <= vsync {
            shownContent = max(shownContent, frame.content)
            newFrame = newFrame || frame.commit == vsync
            frames.removeFirst()
        }
        let isMissed = available > shownContent && !newFrame
        walked += 1
        if isMissed { missed += 1 }
        byThird.count(isMissed: isMissed, in: thirds.vsyncThird(Double(vsync) * period))
        return true
    }
}
