import InkChromeTrace
import InkFormats
import InkIO

/// What a browser run measures from Chromium's own trace, gathered in one pass over the file
/// (events are read one at a time; only these few kinds are kept). Times are the trace's
/// microseconds (`CLOCK_MONOTONIC`).
///
/// - `EventLatency` (categories `cc,benchmark,input`): one async span per input event, from its
///   generation (the `timestamp` the replay sent) to the presentation of the frame that showed
///   it, with its stages nested inside under the same id; `event_latency.display_trace_id` is
///   set when a frame presented it. An event merged into an earlier one in the compositor's
///   queue ends early (`RendererCompositorFinishedToTermination`), and
///   `WebCoalescedInputEvent::CoalesceWith` names both (`coalescedTraceId` into `traceId`).
/// - `PipelineReporter`: one async span per frame of a compositor, from its BeginFrame to its
///   presentation (or termination), with `frame_reporter.state` (presented, dropped, no update
///   desired) and its BeginFrame sequence number.
/// - `EventDispatch` (`devtools.timeline`): the page's handlers of one DOM event.
/// - `ProxyMain::BeginMainFrame`: the main thread's work of one frame (rAF callbacks, style,
///   layout, paint, commit), with its BeginFrame sequence number.
/// - `inkbench:tip` marks (`blink.user_timing`): what the page says it drew.
struct BrowserTraceEvents {
    var latencies: [EventLatencySpan] = []
    /// The trace id an input event was merged into, by the merged event's trace id.
    var mergedInto: [Int: Int] = [:]
    var frames: [CompositorFrameSpan] = []
    var dispatches: [Slice] = []
    var mainFrames: [Slice] = []
    var tips: [TipMark] = []
    /// `thread_name` metadata by process and thread id.
    var threadNames: [ThreadKey: String] = [:]
    var events = 0

    /// A complete event on one thread: its span, µs, its thread's CPU time in it, µs (`tdur`;
    /// the span's duration when the trace has none), and what it is about (the DOM event type
    /// of an `EventDispatch`; the BeginFrame sequence number of a main frame).
    struct Slice: Hashable, Sendable {
        var thread: ThreadKey
        var start: Double
        var duration: Double
        var cpu: Double
        var type: String
        var sequence: Int?

        var end: Double { start + duration }
    }

    struct ThreadKey: Hashable, Sendable {
        var process: Int
        var thread: Int
    }

    /// What the page marked as drawn: the tip's position (CSS px), the page-clock time of the
    /// input it shows (ms, `performance.now()`), whether it is predicted, and when it was
    /// marked (trace µs).
    struct TipMark: Hashable, Sendable {
        var process: Int
        var marked: Double
        var x: Double
        var y: Double
        var inputTime: Double
        var isPredicted: Bool
    }

    /// The async spans being read, by process, category and id: their begin, and the stages
    /// begun inside them not yet ended.
    private var openLatencies: [AsyncKey: EventLatencySpan] = [:]
    private var openStages: [AsyncKey: [String: Double]] = [:]
    private var openFrames: [AsyncKey: CompositorFrameSpan] = [:]

    private struct AsyncKey: Hashable {
        var process: Int
        var categories: String
        var id: String
    }

    /// Reads the trace at `path`.
    init(path: String) throws(WebRunError) {
        do {
            let reader = try ChromeTraceReader(path: path)
            while let event = try reader.next() { take(event) }
            events = reader.eventCount
        } catch {
            throw WebRunError("the browser's trace \(error)")
        }
        latencies.sort { $0.generation < $1.generation }
        frames.sort { $0.begin < $1.begin }
        dispatches.sort { $0.start < $1.start }
        mainFrames.sort { $0.start < $1.start }
        tips.sort { $0.marked < $1.marked }
    }

    private mutating func take(_ event: ChromeTraceEvent) {
        switch event.phase {
        case .asyncBegin, .asyncEnd: takeAsync(event)
        case .complete: takeComplete(event)
        case .metadata:
            if event.name == "thread_name", let name = event.stringArgument("name") {
                threadNames[ThreadKey(process: event.processID, thread: event.threadID)] = name
            }
        default:
            if event.phase.isInstant, event.name == "inkbench:tip", let tip = Self.tip(event) { tips.append(tip) }
        }
    }

    private mutating func takeComplete(_ event: ChromeTraceEvent) {
        let thread = ThreadKey(process: event.processID, thread: event.threadID)
        switch event.name {
        case "EventDispatch":
            guard let type = event.stringArgument("data", "type"), Self.isInputType(type) else { return }
            dispatches.append(Slice(thread: thread, start: event.timestamp, duration: event.duration ?? 0, cpu: Self.cpu(event), type: type))
        case "ProxyMain::BeginMainFrame":
            mainFrames.append(Slice(
                thread: thread, start: event.timestamp, duration: event.duration ?? 0, cpu: Self.cpu(event), type: "main frame",
                sequence: event.integerArgument("begin_frame_id")
            ))
        case "WebCoalescedInputEvent::CoalesceWith":
            if let merged = event.integerArgument("coalescedTraceId"), let into = event.integerArgument("traceId") { mergedInto[merged] = into }
        default:
            break
        }
    }

    private mutating func takeAsync(_ event: ChromeTraceEvent) {
        guard let id = event.id else { return }
        let key = AsyncKey(process: event.processID, categories: event.categories, id: id)
        let begins = event.phase == .asyncBegin
        switch event.name {
        case "EventLatency":
            if begins {
                openLatencies[key] = EventLatencySpan(
                    process: event.processID, generation: event.timestamp, end: event.timestamp,
                    type: event.stringArgument("event_latency", "event_type") ?? "",
                    traceID: event.integerArgument("event_latency", "event_latency_id"),
                    isPresented: event.hasArgument("event_latency", "display_trace_id"),
                    frameID: event.integerArgument("event_latency", "surface_frame_trace_id")
                )
                openStages[key] = [:]
            } else if var span = openLatencies.removeValue(forKey: key) {
                span.end = event.timestamp
                latencies.append(span)
                openStages[key] = nil
            }
        case "PipelineReporter":
            if begins {
                openFrames[key] = CompositorFrameSpan(
                    process: event.processID, begin: event.timestamp, end: event.timestamp,
                    state: event.stringArgument("frame_reporter", "state") ?? "",
                    sequence: event.integerArgument("frame_reporter", "frame_sequence"),
                    frameID: event.integerArgument("frame_reporter", "surface_frame_trace_id")
                )
            } else if var frame = openFrames.removeValue(forKey: key) {
                frame.end = event.timestamp
                frames.append(frame)
            }
        default:
            guard openLatencies[key] != nil else { return }
            if begins {
                openStages[key]?[event.name] = event.timestamp
            } else if let start = openStages[key]?.removeValue(forKey: event.name) {
                openLatencies[key]?.stages.append(EventLatencySpan.Stage(name: event.name, start: start, end: event.timestamp))
            }
        }
    }

    /// The thread's CPU time in a complete event, µs: its `tdur`, at most its duration.
    private static func cpu(_ event: ChromeTraceEvent) -> Double {
        let wall = event.duration ?? 0
        return min(event.threadDuration ?? wall, wall)
    }

    /// The DOM events a pen, mouse or finger produces.
    static func isInputType(_ type: String) -> Bool {
        type.hasPrefix("pointer") || type.hasPrefix("mouse") || type.hasPrefix("touch") || type == "click"
    }

    /// The tip a `inkbench:tip` mark carries in its `detail` (`{x, y, t, predicted}`), or nil
    /// when the detail is not that.
    private static func tip(_ event: ChromeTraceEvent) -> TipMark? {
        guard let text = event.stringArgument("data", "detail") else { return nil }
        let bytes = Array(text.utf8)
        guard let detail = try? bytes.withUnsafeBufferPointer({ buffer throws(JSONScanError) in try JSONTreeParser.parseDocument(buffer) }),
              let x = detail["x"]?.doubleValue, let y = detail["y"]?.doubleValue, let time = detail["t"]?.doubleValue
        else { return nil }
        let predicted: Bool
        if case .bool(let flag) = detail["predicted"] { predicted = flag } else { predicted = false }
        return TipMark(process: event.processID, marked: event.timestamp, x: x, y: y, inputTime: time, isPredicted: predicted)
    }
}

/// One input event's `EventLatency` span, µs on the trace clock.
struct EventLatencySpan: Hashable, Sendable {
    var process: Int
    /// The event's generation time (the span's begin).
    var generation: Double
    /// Its presentation when `isPresented`, else when the browser stopped following it.
    var end: Double
    /// `MOUSE_PRESSED`, `MOUSE_DRAGGED`, `TOUCH_MOVED`…
    var type: String
    /// The event's trace id (`event_latency_id`), as `CoalesceWith` names it.
    var traceID: Int?
    /// True when a frame presented it.
    var isPresented: Bool
    /// The compositor frame that presented it (`surface_frame_trace_id`).
    var frameID: Int?
    var stages: [Stage] = []

    /// One stage of the event's way (`GenerationToBrowserMain`, `RendererMainProcessing`,
    /// `SubmitCompositorFrameToPresentationCompositorFrame`…), µs.
    struct Stage: Hashable, Sendable {
        var name: String
        var start: Double
        var end: Double
    }

    /// The stage called `name`, if the event went through it.
    func stage(_ name: String) -> Stage? {
        stages.first { $0.name == name }
    }
}

/// One frame of a compositor (`PipelineReporter`), µs on the trace clock.
struct CompositorFrameSpan: Hashable, Sendable {
    var process: Int
    /// Its BeginFrame: the vsync it started from.
    var begin: Double
    /// Its presentation, when presented.
    var end: Double
    /// `STATE_PRESENTED_ALL`, `STATE_PRESENTED_PARTIAL`, `STATE_DROPPED`, `STATE_NO_UPDATE_DESIRED`.
    var state: String
    /// The BeginFrame's sequence number: one per vsync of the frame source.
    var sequence: Int?
    var frameID: Int?

    var isPresented: Bool { state.hasPrefix("STATE_PRESENTED") }
    var isDropped: Bool { state == "STATE_DROPPED" }
}
