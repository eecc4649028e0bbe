import InkModel

/// What the simulator recorded about one rendered frame. Times and costs in seconds on the
/// virtual clock; positions in points.
public struct FrameProbe: Hashable, Sendable {
    /// Position among the run's renders.
    public var index: Int
    /// The frame (vsync index k) whose callback or display link triggered the render; the
    /// render is due before the commit deadline of `V_{k+1}`.
    public var frame: Int
    package var renderStart: Double
    public var renderCost: Double
    /// The renderer's work counters.
    public var work: RenderWork
    /// The render's time on the cost source's clock (`CostSource.clock`), nanoseconds.
    package var renderElapsedNanoseconds: UInt64
    /// The render's wall (monotonic) time, nanoseconds.
    package var renderWallNanoseconds: UInt64 = 0
    /// Whether other work may have inflated the render's time (`StepTiming.isDisturbed`).
    package var renderDisturbed = false
    /// The index of the newest callback before it (the one it follows), -1 when there is none.
    package var callbackIndex = -1
    /// `renderStart + renderCost`.
    public var finish: Double
    /// The vsync the frame is committed for (index; `frame + 1` when on time). For
    /// `front-buffer`, the refresh during which it becomes visible.
    package var commitVsync: Int
    /// When it is shown: for buffered modes `V_commit + compositorFrames / displayHz +
    /// scanoutLatency`; for `front-buffer` when scan-out next passes the tip's row.
    package var presentation: Double
    /// When scan-out starts sending the frame to the panel, seconds: for buffered modes
    /// `V_commit + compositorFrames / displayHz` (the compositor's frames after the commit
    /// vsync), so `presentation − scanoutStart` is the profile's scan-out latency; for
    /// `front-buffer` `finish` (no compositor: scan-out reaches the tip's row after it); for a
    /// headless browser's frames, their presentation (the swap: no panel). Nil when the run does
    /// not know it, which leaves the lag budget out.
    package var scanoutStart: Double?
    /// True when a later frame was committed for the same vsync, so this one was never shown.
    package var isSuperseded: Bool
    /// The content: `Trace.samples[..<contentSamples]` have been delivered (dropped ones
    /// included; they are not drawn).
    package var contentSamples: Int
    /// The start of the last callback before the render: input available by then is in it.
    package var contentTime: Double
    /// The touch whose sample is the newest delivered, and the end of its drawn ink (the last
    /// Bézier element's end, predicted tail included); nil when it has no ink.
    package var tipTouchID: Int?
    package var tip: Point?
    /// The tip's own time, seconds: the timestamp of the real sample it is, or the target time
    /// of the predicted point it is; nil when there is no tip.
    package var tipTime: Double?
    /// True when the tip is the end of predicted ink.
    package var tipIsPredicted: Bool
    /// The time an external handler reported for its tip (`tip.t` of its reply), nil otherwise.
    /// `tipTime` is then InkBench's own: the newest delivered sample's, where the effective lag's
    /// search starts, so the drawn position decides the effective lag, not the reported time.
    package var tipReportedTime: Double?

    public init(
        index: Int, frame: Int, renderStart: Double, renderCost: Double, work: RenderWork, renderElapsedNanoseconds: UInt64,
        finish: Double, commitVsync: Int, presentation: Double, isSuperseded: Bool, contentSamples: Int, contentTime: Double,
        tipTouchID: Int?, tip: Point?, tipTime: Double?, tipIsPredicted: Bool
    ) {
        self.index = index
        self.frame = frame
        self.renderStart = renderStart
        self.renderCost = renderCost
        self.work = work
        self.renderElapsedNanoseconds = renderElapsedNanoseconds
        self.finish = finish
        self.commitVsync = commitVsync
        self.presentation = presentation
        self.isSuperseded = isSuperseded
        self.contentSamples = contentSamples
        self.contentTime = contentTime
        self.tipTouchID = tipTouchID
        self.tip = tip
        self.tipTime = tipTime
        self.tipIsPredicted = tipIsPredicted
    }

    /// True when the render missed the deadline of `V_{frame+1}` and slipped to a later vsync.
    package var isLate: Bool { commitVsync > frame + 1 }
    /// True when the frame was shown.
    package var isPresented: Bool { !isSuperseded }
}
