import InkModel
import InkPipeline
import InkSim

/// A browser run as the probes the simulator records, so that every metric, table, chart and
/// verdict of a modelled run applies to it unchanged (`SimulationRecord`, on the trace's clock
/// shifted by `BrowserClock.shift`):
///
/// - a **callback** is one input event's handling on the page's main thread (the stage
///   `RendererMainProcessing` of the event that carried it there), carrying its samples and
///   those of the events merged into it; its handler cost is the main thread's CPU time (`tdur`)
///   in the page's `EventDispatch`es of it (their wall time, preemption included, beside it, and
///   the callback disturbed when the two differ); it is due when its first sample reached the page's compositor thread (Chromium passes
///   input on to the main thread as it comes, or at the next frame for moves it aligns with
///   frames) and deferred when it started more than a frame later (the main thread was busy);
///   the main frame that followed it (`ProxyMain::BeginMainFrame`'s CPU time, less the
///   handlers inside it) is its render;
/// - a **frame** is one presented compositor frame that showed replayed input: begun at its
///   BeginFrame's vsync, rendered by that frame's main-thread work (costing its CPU time, its
///   wall time beside it), committed for the vsync after
///   its presentation, showing every sample up to the newest input it presented (and the tip the
///   page last marked before its main frame ended); with no panel, scan-out starts at the
///   presentation (the swap), so the lag budget's compositor stage is the main frame's end to
///   the swap (commit, activation, draw) and its scan-out stage is 0;
/// - a sample **entered** when the page handled it (a callback carried it) or a presented frame
///   showed it; the others are dropped. A sample handled but never shown (a last event that
///   changed nothing on the page) has no lag, as in a simulation.
enum BrowserProbes {
    static let costKind = CostKind(rawValue: "browser")

    /// The record of the replay `measurement` measured, for `configuration` on `trace` (already
    /// on the shifted clock) with the measured `profile`.
    static func record(
        _ measurement: BrowserMeasurement, events: BrowserTraceEvents, schedule: WebInputSchedule, trace: Trace,
        configuration: PipelineConfiguration, profile: DeviceProfile, tips: [BrowserTip]
    ) -> SimulationRecord {
        var record = SimulationRecord(
            configuration: configuration, profile: profile, costKind: costKind, renderer: "page", predictor: nil,
            sampleCount: trace.samples.count, updateCount: trace.updates.count
        )
        record.clock = .threadCPU
        let clock = measurement.clock
        let mainThread = events.dispatches.first { $0.thread.process == measurement.renderer }?.thread
        let handlers = events.dispatches.filter { $0.thread == mainThread }
        let mainFrames = events.mainFrames.filter { $0.thread.process == measurement.renderer }
        record.callbacks = callbacks(measurement, schedule: schedule, trace: trace, handlers: handlers)
        attributeMainFrames(mainFrames, handlers: handlers, clock: clock, to: &record.callbacks)
        record.frames = frames(measurement, schedule: schedule, trace: trace, mainFrames: mainFrames, tips: tips)
        let shown = record.frames.last?.contentSamples ?? 0
        for index in 0..<min(shown, trace.samples.count) { record.sampleEntered[index] = true }
        for callback in record.callbacks {
            for sample in callback.samples {
                record.sampleCallback[sample] = Int32(callback.index)
                record.sampleEntered[sample] = true
            }
        }
        return record
    }

    /// One callback per input event that reached the main thread, in order.
    private static func callbacks(
        _ measurement: BrowserMeasurement, schedule: WebInputSchedule, trace: Trace, handlers: [BrowserTraceEvents.Slice]
    ) -> [CallbackProbe] {
        let clock = measurement.clock
        var carried: [Int: Range<Int>] = [:]
        for (index, dispatch) in schedule.dispatches.enumerated() {
            let carrier = measurement.carrier[index]
            let samples = carried[carrier].map { min($0.lowerBound, dispatch.samples.lowerBound)..<max($0.upperBound, dispatch.samples.upperBound) }
            carried[carrier] = samples ?? dispatch.samples
        }
        var handled: [(start: Double, end: Double, carrier: Int)] = []
        for carrier in carried.keys {
            guard let stage = measurement.spans[carrier]?.stage("RendererMainProcessing") else { continue }
            handled.append((stage.start, stage.end, carrier))
        }
        handled.sort { $0.start < $1.start }
        let handlerCosts = handlerCosts(of: handled.map { ($0.start, $0.end) }, handlers: handlers)
        var strokeLength: [Int: Int] = [:]
        var counted = 0
        return handled.enumerated().map { index, handling in
            let samples = carried[handling.carrier]!
            while counted < samples.lowerBound {
                strokeLength[trace.samples[counted].touchID, default: 0] += 1
                counted += 1
            }
            let due = samples.map { sample in measurement.arrival[eventIndex(of: sample, in: schedule)] }.min() ?? 0
            let start = clock.time(handling.start)
            let handler = handlerCosts[index]
            var probe = CallbackProbe(
                index: index, due: due, start: start, isDeferred: start - due > clock.period,
                samples: samples, updates: 0..<0, samplesEntered: samples.count, predictionsCarried: 0, pointsRecomputed: 0,
                pointsInStroke: strokeLength[trace.samples[samples.lowerBound].touchID] ?? 0, handlerCost: handler.cpu / 1e6,
                renderCost: 0, handlerElapsedNanoseconds: UInt64(handler.cpu * 1000)
            )
            probe.handlerWallNanoseconds = UInt64(handler.wall * 1000)
            probe.handlerDisturbed = probe.handlerWallNanoseconds > probe.handlerElapsedNanoseconds + StepTimer.unaccountedLimitNanoseconds
            return probe
        }
    }

    /// The handlers' CPU and wall time (µs) of each of the main-thread `handlings` (start, end;
    /// µs, in order of start), each `EventDispatch` counted once: in the handling under way when
    /// it began that ends first, the event's own. When the main thread falls behind, the events
    /// queued together begin their processing at once, so their spans nest and a later event's
    /// span holds the dispatches of those handled before it.
    static func handlerCosts(of handlings: [(start: Double, end: Double)], handlers: [BrowserTraceEvents.Slice]) -> [(cpu: Double, wall: Double)] {
        var costs = Array(repeating: (cpu: 0.0, wall: 0.0), count: handlings.count)
        let byEnd = handlings.indices.sorted { handlings[$0].end < handlings[$1].end }
        for slice in handlers {
            let ended = partitionPoint(byEnd.count) { handlings[byEnd[$0]].end <= slice.start }
            guard let owner = byEnd[ended...].first(where: { handlings[$0].start <= slice.start }) else { continue }
            costs[owner].cpu += slice.cpu
            costs[owner].wall += slice.duration
        }
        return costs
    }

    /// The input event that carries trace sample `sample`.
    private static func eventIndex(of sample: Int, in schedule: WebInputSchedule) -> Int {
        max(0, partitionPoint(schedule.dispatches.count) { schedule.dispatches[$0].samples.lowerBound <= sample } - 1)
    }

    /// The first index of `0..<count` at which `isBefore` is false, by binary search; `isBefore`
    /// must hold for a prefix of the indices and for none after it.
    private static func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Gives each main frame's cost (less the handlers that began inside it) to the last callback
    /// that started before it ended and after the previous main frame ended.
    private static func attributeMainFrames(
        _ mainFrames: [BrowserTraceEvents.Slice], handlers: [BrowserTraceEvents.Slice], clock: BrowserClock, to callbacks: inout [CallbackProbe]
    ) {
        // The handlers' CPU time before each start, in order of start: a frame's handlers are
        // then the difference of two prefix sums, found by binary search.
        let byStart = handlers.sorted { $0.start < $1.start }
        var cpuBefore = [0.0]
        cpuBefore.reserveCapacity(byStart.count + 1)
        for handler in byStart { cpuBefore.append(cpuBefore[cpuBefore.count - 1] + handler.cpu) }
        let countBefore = { (time: Double) in partitionPoint(byStart.count) { byStart[$0].start < time } }
        var next = 0
        var previousEnd = -Double.infinity
        for frame in mainFrames {
            let end = clock.time(frame.end)
            var last: Int?
            while next < callbacks.count, callbacks[next].start <= end {
                if callbacks[next].start > previousEnd { last = next }
                next += 1
            }
            previousEnd = end
            guard let last else { continue }
            let inside = cpuBefore[countBefore(frame.end)] - cpuBefore[countBefore(frame.start)]
            callbacks[last].renderCost = max(0, frame.cpu - inside) / 1e6
        }
    }

    /// One frame probe per presented frame that showed replayed input, in presentation order.
    private static func frames(
        _ measurement: BrowserMeasurement, schedule: WebInputSchedule, trace: Trace, mainFrames: [BrowserTraceEvents.Slice], tips: [BrowserTip]
    ) -> [FrameProbe] {
        let clock = measurement.clock
        var mainFrameBySequence: [Int: BrowserTraceEvents.Slice] = [:]
        for frame in mainFrames { if let sequence = frame.sequence { mainFrameBySequence[sequence] = frame } }
        var result: [FrameProbe] = []
        var content = 0
        var nextTip = 0
        var tip: BrowserTip?
        for (span, newest) in measurement.frames where newest >= 0 {
            content = max(content, schedule.dispatches[newest].samples.upperBound)
            let sequence = span.sequence ?? 0
            let main = mainFrameBySequence[sequence]
            let renderStart = clock.time(main?.start ?? span.begin)
            let drawnBy = main?.end ?? span.begin
            while nextTip < tips.count, tips[nextTip].marked <= drawnBy {
                tip = tips[nextTip]
                nextTip += 1
            }
            let presentation = clock.time(span.end)
            let commit = Int((presentation / clock.period + VSyncGrid.tolerance).rounded(.down)) + 1
            var probe = FrameProbe(
                index: result.count, frame: clock.vsync(ofSequence: sequence), renderStart: renderStart,
                renderCost: (main?.cpu ?? 0) / 1e6, work: .zero, renderElapsedNanoseconds: UInt64((main?.cpu ?? 0) * 1000),
                finish: renderStart + (main?.duration ?? 0) / 1e6, commitVsync: commit, presentation: presentation, isSuperseded: false,
                contentSamples: content, contentTime: renderStart, tipTouchID: trace.samples[content - 1].touchID,
                tip: tip.map { Point(x: $0.x, y: $0.y) }, tipTime: tip.map(\.inputTime), tipIsPredicted: tip?.isPredicted ?? false
            )
            probe.scanoutStart = presentation
            probe.renderWallNanoseconds = UInt64((main?.duration ?? 0) * 1000)
            probe.renderDisturbed = probe.renderWallNanoseconds > probe.renderElapsedNanoseconds + StepTimer.unaccountedLimitNanoseconds
            result.append(probe)
        }
        return result
    }
}

/// A tip the page marked as drawn (`inkbench:tip`), with its input time on the shifted trace
/// clock: position in CSS px (points), `inputTime` seconds, `marked` trace µs.
struct BrowserTip: Hashable, Sendable {
    var marked: Double
    var x: Double
    var y: Double
    var inputTime: Double
    var isPredicted: Bool
}
