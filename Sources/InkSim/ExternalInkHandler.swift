import InkModel
import InkPipeline

/// The app's ink handler when it is not the built-in `StrokePipeline` — a pipeline in another
/// process (InkExternal's `ExternalPipeline`). `PlatformSimulator` hands it every callback and
/// asks it for every render instead of running the built-in pipeline and renderer; the timing
/// model, the probes and the metrics stay the same.
///
/// A class: the simulator keeps a reference and the handler keeps its own state (a process).
/// When a step fails the handler records why in `failure` and returns nil; the simulation stops
/// there and nothing of it is reported.
public protocol ExternalInkHandler: AnyObject {
    /// A short name for reports (the renderer column), e.g. `external`.
    var name: String { get }
    /// Why the handler stopped, once a step has failed.
    var failure: (any Error)? { get }
    /// Handles callback `index` of the run, which runs at `callback.time` (seconds, virtual clock).
    /// `accepted` are the indices into `trace.samples` of the carried samples that enter the
    /// pipeline under the configuration's coalescing policy. Nil when it failed.
    func handle(_ callback: RecordedCallback, index: Int, in trace: Trace, accepted: [Int]) -> ExternalCallbackStep?
    /// The render that follows the last callback (in it, or once per frame for `display-link`).
    func render() -> ExternalRenderStep
    /// The end of the drawn ink of `touchID` as the handler last reported it, or nil when it
    /// reported none (the simulator then takes the newest delivered sample of the touch).
    func reportedTip(ofTouch touchID: Int) -> InkPoint?
    /// Real samples of `touchID` that have entered the handler so far.
    func realSampleCount(ofTouch touchID: Int) -> Int
    /// How long the handler took to get ready before the first callback (a program's start-up),
    /// timed apart from every callback; nil when unknown. By default nil.
    var startup: StepTiming? { get }
}

extension ExternalInkHandler {
    public var startup: StepTiming? { nil }
}

/// What an external handler did in one callback, as the simulator records and prices it.
public struct ExternalCallbackStep: Sendable {
    /// The work counters the cost source prices (`modelled`) and the probes record.
    public var work: CallbackWork
    /// How long it took: for a measured round trip, its wall time and the process's CPU time
    /// during it (the cost source subtracts the protocol overhead); for a duration the handler
    /// reported (`reported`), that duration on both clocks.
    public var timing: StepTiming
    /// Whether the drawn ink changed (a dirty rectangle was reported), so a render follows even
    /// when no sample entered.
    package var inkChanged: Bool

    public init(work: CallbackWork, timing: StepTiming, inkChanged: Bool) {
        self.work = work
        self.timing = timing
        self.inkChanged = inkChanged
    }
}

/// What an external handler's render did: its work counters and how long it took.
public struct ExternalRenderStep: Sendable {
    public var work: RenderWork
    public var timing: StepTiming

    public init(work: RenderWork, timing: StepTiming) {
        self.work = work
        self.timing = timing
    }
}

/// The frame renderer slot of a simulation driven by an `ExternalInkHandler`: never asked to
/// draw (the handler renders), it only names the handler in reports.
public struct ExternalHandlerRenderer: FrameRenderer {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public mutating func absorb(_ pipeline: StrokePipeline) {}

    public mutating func render(_ pipeline: StrokePipeline) -> RenderWork { .zero }
}
