import InkMetrics

/// What one browser run of a page on a trace measured beyond the common metrics (report.json
/// `traces[].results[].browser[]`, one per run): how faithfully the input was replayed, the
/// browser's frame clock, its dropped frames, where the input's time went, and the raw trace.
/// Times in seconds.
public struct BrowserRunRecord: Sendable, Codable, Hashable {
    /// The page, as loaded.
    public var page: String
    /// The browser's own trace of the run, relative to the report folder (gzip-compressed JSON
    /// trace events: Perfetto UI and chrome://tracing open it).
    public var traceFile: String
    /// How late each input event was sent after its sample's time: p50, p99, max.
    public var dispatchLatenessP50: Double
    public var dispatchLatenessP99: Double
    public var dispatchLatenessMax: Double
    /// The trace's nominal sample interval (1 / digitizer rate).
    public var sampleInterval: Double
    /// Input events sent.
    public var inputEvents: Int
    /// Median time from a sample to the end of the page's handling of it (the input latency of
    /// the run's measured profile), and from the end of a frame's main-thread work to its
    /// presentation.
    public var inputLatency: Double
    public var presentDelay: Double
    /// Traced generation time − due time of the input events, median: the offset they were joined
    /// to their `EventLatency` spans by (the protocol's wall-clock timestamp comes back within
    /// microseconds of the due time on Linux).
    public var joinOffset: Double
    /// The browser's frame interval (its BeginFrame source), and how far the trace's clock was
    /// moved to lay its vsyncs on k × interval (less than half a frame; every reported time of
    /// the run is on the moved clock).
    public var frameInterval: Double
    public var clockShift: Double
    /// Frames the page's compositor dropped (its `PipelineReporter` said `STATE_DROPPED`).
    public var droppedFrames: Int
    /// Main frames of the page (`ProxyMain::BeginMainFrame`) during the replay, and their
    /// duration's p50 and p99 (the page's per-frame cost: rAF callbacks, style, layout, paint,
    /// commit).
    public var mainFrames: Int
    public var mainFrameP50: Double?
    public var mainFrameP99: Double?
    /// Input events the browser merged into an earlier one before the page saw them (they
    /// reach the page as coalesced events of one dispatch).
    public var mergedEvents: Int
    /// Input events without an `EventLatency` of their own: merged by the browser into the one
    /// before before they reached the page (counted in `mergedEvents` too).
    public var unjoinedEvents: Int
    /// The stages of the input events' way from generation to presentation (`EventLatency`),
    /// in the order the first presented event went through them.
    public var stages: [Stage]
    /// The page's handler cost per callback (its `EventDispatch`es) along the stroke: the median
    /// over the callbacks in the last 5 % of the longest stroke's length, and the log-log growth
    /// of the median over its last decade (from a tenth of its length on, where a page's own work
    /// shows above the browser's fixed cost per event: ≈ 1 when every event redoes the whole
    /// stroke, ≈ 0 for constant work); nil when the stroke is too short to tell.
    public var handlerCostAtEnd: Double?
    public var handlerGrowth: GrowthExponent?
    /// Tips the page marked as drawn (`inkbench:tip`); 0 when it has no hook.
    public var tipMarks: Int
    /// The simulator's model of this run beside it.
    public var model: BrowserModelRecord?

    /// One `EventLatency` stage over the presented events: how many went through it and the p50
    /// and p90 of its duration.
    public struct Stage: Sendable, Codable, Hashable {
        public var name: String
        public var events: Int
        public var p50: Double
        public var p90: Double

        public init(name: String, events: Int, p50: Double, p90: Double) {
            self.name = name
            self.events = events
            self.p50 = p50
            self.p90 = p90
        }
    }

    /// True when the replay's p99 lateness exceeds one sample interval: the page got its input
    /// later and burstier than the trace has it, so its numbers overstate lag and coalescing.
    public var isReplayLate: Bool { dispatchLatenessP99 > sampleInterval }

    public init(
        page: String, traceFile: String, dispatchLatenessP50: Double, dispatchLatenessP99: Double, dispatchLatenessMax: Double,
        sampleInterval: Double, inputEvents: Int, inputLatency: Double, presentDelay: Double, joinOffset: Double, frameInterval: Double, clockShift: Double, droppedFrames: Int, mainFrames: Int,
        mainFrameP50: Double?, mainFrameP99: Double?, mergedEvents: Int, unjoinedEvents: Int, stages: [Stage], handlerCostAtEnd: Double?, handlerGrowth: GrowthExponent?,
        tipMarks: Int
    ) {
        self.page = page
        self.traceFile = traceFile
        self.dispatchLatenessP50 = dispatchLatenessP50
        self.dispatchLatenessP99 = dispatchLatenessP99
        self.dispatchLatenessMax = dispatchLatenessMax
        self.sampleInterval = sampleInterval
        self.inputEvents = inputEvents
        self.inputLatency = inputLatency
        self.presentDelay = presentDelay
        self.joinOffset = joinOffset
        self.frameInterval = frameInterval
        self.clockShift = clockShift
        self.droppedFrames = droppedFrames
        self.mainFrames = mainFrames
        self.mainFrameP50 = mainFrameP50
        self.mainFrameP99 = mainFrameP99
        self.mergedEvents = mergedEvents
        self.unjoinedEvents = unjoinedEvents
        self.stages = stages
        self.handlerCostAtEnd = handlerCostAtEnd
        self.handlerGrowth = handlerGrowth
        self.tipMarks = tipMarks
    }
}
