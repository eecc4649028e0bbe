import InkModel

/// One replay joined to the browser's trace: which `EventLatency` span is which input event,
/// which frame first showed each sample, and where the page's handlers and frames spent their
/// time — on the replayed trace's clock (shifted, `BrowserClock`), seconds.
///
/// The join: the spans of the page's renderer (the process whose spans match the most input
/// events) are taken in generation order; each input event's due time plus the median offset
/// (`BrowserClock.generationOffset`) finds its span within `joinTolerance`. An event without one
/// was merged into an earlier one by the browser before it reached the renderer (its input router
/// coalesces moves while the page is slow to answer) and is carried by the event before it; more
/// than `unjoinedLimit` of them means the join failed and the run is refused. An event merged
/// into an earlier one in the renderer (`CoalesceWith`) is shown by the frame that showed the
/// one it was merged into; a frame shows every event up to the newest it presented
/// (the page handles input in order), so sample i is first shown by the first presented frame
/// whose newest presented event carries sample i or a later one.
struct BrowserMeasurement {
    /// The most a traced generation time may differ from its event's due time once the common
    /// offset is removed, seconds.
    static let joinTolerance = 0.0005
    /// The largest share of input events that may go without an `EventLatency` span.
    static let unjoinedLimit = 0.1
    var clock: BrowserClock
    /// The renderer process of the page.
    var renderer: Int
    /// Per input event of the schedule, its span; nil for an event the browser merged before the
    /// renderer saw it.
    var spans: [EventLatencySpan?]
    /// Per input event, the index of the event that carried it to the main thread (itself, or
    /// the one it was merged into).
    var carrier: [Int]
    /// Per input event, when it reached the page's compositor thread (trace seconds).
    var arrival: [Double]
    /// The page's presented frames in presentation order, with the newest input event each
    /// presented (−1: none of ours).
    var frames: [(span: CompositorFrameSpan, newestEvent: Int)]
    /// Frames the page's compositor dropped (`PipelineReporter` state `STATE_DROPPED`).
    var droppedFrames: Int
    /// The largest distance of a BeginFrame from the fitted grid, seconds.
    var gridResidual: Double

    init(events: BrowserTraceEvents, log: WebReplayLog, schedule: WebInputSchedule) throws(WebRunError) {
        let count = schedule.dispatches.count
        let types = Set(schedule.dispatches.map(\.event.latencyType))
        var byProcess: [Int: [EventLatencySpan]] = [:]
        for span in events.latencies where types.contains(span.type) { byProcess[span.process, default: []].append(span) }
        guard let (renderer, candidates) = byProcess.max(by: { $0.value.count < $1.value.count }) else {
            throw WebRunError("the browser's trace has no EventLatency of the replayed input (\(events.events) events read): the page may not have loaded, or the trace categories lack 'input'")
        }
        self.renderer = renderer
        let due = log.due.map { Double($0) }
        let offsets = candidates.map { span in
            let target = span.generation * 1000
            let nearest = Self.nearestIndex(of: target, in: due)
            return target - due[nearest]
        }.sorted()
        let offset = offsets[offsets.count / 2]
        var matched: [EventLatencySpan?] = Array(repeating: nil, count: count)
        for span in candidates {
            let target = span.generation * 1000 - offset
            var index = Self.nearestIndex(of: target, in: due)
            // Events due at the same instant (fingers starting together) take their spans in order.
            while matched[index] != nil, index + 1 < count, due[index + 1] == due[index] { index += 1 }
            if abs(due[index] - target) <= Self.joinTolerance * 1e9, matched[index] == nil { matched[index] = span }
        }
        let missing = matched.indices.filter { matched[$0] == nil }
        guard Double(missing.count) <= Self.unjoinedLimit * Double(count), matched[0] != nil else {
            throw WebRunError(
                "cannot join the replay to the browser's trace: \(missing.count) of \(count) input events have no EventLatency within "
                    + "\(Self.joinTolerance * 1e3) ms of their generation time (first: event \((missing.first ?? 0) + 1)); the trace buffer may have overflowed"
            )
        }
        spans = matched
        let rendererFrames = events.frames.filter { $0.process == renderer }
        let sequenced = rendererFrames.compactMap { frame in frame.sequence.map { (begin: frame.begin, sequence: $0) } }
        guard let (clock, residual) = BrowserClock.fit(frames: sequenced, log: log, generationOffset: offset) else {
            throw WebRunError("the page's renderer reported fewer than two frames: the page never drew")
        }
        self.clock = clock
        gridResidual = residual
        droppedFrames = rendererFrames.count(where: \.isDropped)
        (carrier, arrival) = Self.carriers(spans, due: due, mergedInto: events.mergedInto, clock: clock)
        let mainFrameEnds = Dictionary(
            events.mainFrames.filter { $0.thread.process == renderer }.compactMap { frame in frame.sequence.map { ($0, frame.end) } },
            uniquingKeysWith: max
        )
        frames = Self.presentedFrames(rendererFrames, spans: spans, carrier: carrier, mainFrameEnds: mainFrameEnds)
        guard frames.contains(where: { $0.newestEvent >= 0 }) else {
            throw WebRunError("the page never drew the input: no frame presented any of the \(count) input events")
        }
    }

    /// The index of the value of sorted `values` nearest `target`.
    static func nearestIndex(of target: Double, in values: [Double]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < target { low = middle + 1 } else { high = middle }
        }
        if low == values.count { return values.count - 1 }
        if low > 0, target - values[low - 1] < values[low] - target { return low - 1 }
        return low
    }

    /// Per event the event that carried it to the main thread (following merges; an event the
    /// browser merged before the renderer, the one before it), and when it reached the renderer's
    /// compositor thread (the start of `RendererCompositorQueueingDelay`, else its generation; for
    /// an event without a span, its due time plus the median transit of the others).
    private static func carriers(
        _ spans: [EventLatencySpan?], due: [Double], mergedInto: [Int: Int], clock: BrowserClock
    ) -> ([Int], [Double]) {
        var indexByTraceID: [Int: Int] = [:]
        for (index, span) in spans.enumerated() { if let id = span?.traceID { indexByTraceID[id] = index } }
        var carrier = Array(spans.indices)
        for index in spans.indices {
            guard let span = spans[index] else {
                carrier[index] = index > 0 ? carrier[index - 1] : index
                continue
            }
            var id = span.traceID
            var hops = 0
            while let current = id, let into = mergedInto[current], hops < spans.count {
                id = into
                hops += 1
            }
            if let id, let root = indexByTraceID[id] { carrier[index] = root }
        }
        var arrival = spans.map { span in span.map { clock.time($0.stage("RendererCompositorQueueingDelay")?.start ?? $0.generation) } }
        let transits = spans.indices.compactMap { index in arrival[index].map { $0 - clock.time((due[index] + clock.generationOffset) / 1000) } }.sorted()
        let transit = transits.isEmpty ? 0 : transits[transits.count / 2]
        for index in spans.indices where arrival[index] == nil {
            arrival[index] = clock.time((due[index] + clock.generationOffset) / 1000) + transit
        }
        return (carrier, arrival.map { $0 ?? 0 })
    }

    /// The renderer's presented frames in presentation order, each with the newest input event
    /// it showed; −1 when it showed none.
    ///
    /// `EventLatency` calls an event presented by the first frame its handling damaged, so a
    /// page that draws in `requestAnimationFrame` has its events presented only now and then
    /// (an event's handler draws nothing; the frame's rAF draws every event taken since). A frame
    /// that presented input therefore also shows every event whose handling on the main thread
    /// began before that frame's main-thread work ended (`mainFrameEnds`, µs, by BeginFrame
    /// sequence): true of a page that draws in its handlers or in rAF; a page that defers its
    /// drawing further (timers, workers) is credited a frame early (its tip marks show it).
    private static func presentedFrames(
        _ frames: [CompositorFrameSpan], spans: [EventLatencySpan?], carrier: [Int], mainFrameEnds: [Int: Double]
    ) -> [(span: CompositorFrameSpan, newestEvent: Int)] {
        var newestByFrame: [Int: Int] = [:]
        for index in spans.indices {
            guard let shown = spans[carrier[index]], shown.isPresented, let frame = shown.frameID else { continue }
            newestByFrame[frame] = max(newestByFrame[frame] ?? -1, index)
        }
        let handled = spans.indices.map { spans[carrier[$0]]?.stage("RendererMainProcessing")?.start }
        return frames.filter(\.isPresented).sorted { $0.end < $1.end }.map { frame in
            guard var newest = frame.frameID.flatMap({ newestByFrame[$0] }) else { return (frame, -1) }
            if let sequence = frame.sequence, let mainEnd = mainFrameEnds[sequence] {
                while newest + 1 < handled.count, let start = handled[newest + 1], start < mainEnd { newest += 1 }
            }
            return (frame, newest)
        }
    }
}
