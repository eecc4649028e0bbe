import InkModel
import InkPipeline

/// The discrete-event simulation of the platform (UIKit / Core Animation style) for one trace and one pipeline
/// configuration, on one virtual clock (seconds, the trace's clock).
///
/// - Digitizer: sample i is available at `t_i + inputLatency`; property updates at `arrival`.
/// - Display: vsync `V_k = k / displayHz`. At the start of frame k, if input became available
///   at or before `V_k`, one callback runs, carrying every sample and update available by the
///   time it runs, plus the prediction provider's predicted touches. It runs at `V_k`, or when
///   the main thread is free if that is later (it is then *deferred*); a main thread busy
///   through a whole frame folds that frame's callback into the next frame it is free in.
/// - Policy (`PipelineConfiguration`): `coalesced` (the pipeline's coalescing policy drops all
///   but the live sample of each touch), `updates`, `prediction`, and `redraw`:
///   `immediate` and `front-buffer` render inside the callback; `display-link` renders once
///   per frame, after the frame's callback. A render happens when the callback let samples
///   into the pipeline (the app marks its view dirty on every touch it takes) or the ink
///   changed (e.g. an applied update), not for a callback the app ignored (updates off).
/// - Cost: the real `StrokePipeline.process` (with `FrameRenderer.absorb`) and
///   `FrameRenderer.render` run and are timed;
///   their cost on the virtual clock comes from the `CostSource`; the main thread is busy for it.
///   An `ExternalInkHandler` (a pipeline in another process) can take the place of both
///   (`run(trace:…handler:…)`); it says what each step did and how long it took.
/// - Presentation: a render triggered in frame k that finishes by `V_{k+1} − commitLead` is
///   committed for `V_{k+1}`; otherwise for the first vsync it makes (it is *late*). It is shown
///   at `V_commit + compositorFrames / displayHz + scanoutLatency`. A frame committed for the
///   same vsync as a later one is superseded (never shown). `front-buffer` skips the
///   compositor: the ink shows when scan-out (top to bottom over one frame period) next passes
///   the tip's row after the render finishes.
public struct PlatformSimulator<Cost: CostSource, Renderer: FrameRenderer> {
    /// The input: the whole trace, or in a streamed run the window of it not yet handed over
    /// (`PlatformSimulator+Window.swift`), whose sample 0 is trace sample `window.sampleBase`.
    var trace: Trace
    private let profile: DeviceProfile
    private let configuration: PipelineConfiguration
    private let cost: Cost
    /// Times callbacks and renders with the clocks the cost source prices.
    let timer: StepTimer
    var renderer: Renderer
    var predictor: (any PredictionProvider)?
    private let settings: SimulationSettings
    private let grid: VSyncGrid
    /// Slack of time comparisons, seconds (`VSyncGrid.tolerance` frames).
    private let slack: Double
    var pipeline: StrokePipeline
    var record: SimulationRecord
    private var coalescing: CoalescingPolicy
    var accepted: [Int] = []
    private var predictions: [TouchSample] = []
    private var touches: [Int] = []
    var nextSample = 0
    var nextUpdate = 0
    private var mainFree = -Double.infinity
    /// The display frame the event loop is at; nil before it started.
    private var loopFrame: Int?
    /// Where a streamed run's window stands (all zero and no pending input for a whole trace).
    var window = SimulationWindow()
    var dirty = false
    /// The app's ink handler when it is not the built-in pipeline (`run(trace:…handler:…)`).
    var external: (any ExternalInkHandler)?
    private var contentTime = -Double.infinity

    /// A simulator of `trace` through `configuration` on `profile` (default: the trace's).
    public init(
        trace: Trace, profile: DeviceProfile? = nil, configuration: PipelineConfiguration, cost: Cost,
        renderer: Renderer, predictor: (any PredictionProvider)?, settings: SimulationSettings = SimulationSettings()
    ) {
        let profile = profile ?? trace.header.profile
        self.trace = trace
        self.profile = profile
        self.configuration = configuration
        self.cost = cost
        timer = StepTimer(clock: cost.clock)
        self.renderer = renderer
        self.predictor = predictor
        self.settings = settings
        grid = VSyncGrid(displayHz: profile.displayHz)
        slack = VSyncGrid.tolerance / profile.displayHz
        pipeline = StrokePipeline(configuration: configuration)
        coalescing = CoalescingPolicy(coalesced: configuration.coalesced)
        record = SimulationRecord(
            configuration: configuration, profile: profile, costKind: cost.kind, renderer: renderer.name,
            predictor: predictor?.name, sampleCount: trace.samples.count, updateCount: trace.updates.count
        )
        record.clock = cost.clock
        let expected = Self.expectedCallbacks(trace: trace, displayHz: profile.displayHz)
        record.callbacks.reserveCapacity(expected)
        record.frames.reserveCapacity(expected)
    }

    /// At most one callback per display frame spanned by the input, and never more than there
    /// are samples and updates: reserving this avoids regrowing (and transiently doubling) the
    /// probe arrays of a long trace.
    private static func expectedCallbacks(trace: Trace, displayHz: Double) -> Int {
        let inputs = trace.samples.count + trace.updates.count
        guard let first = trace.samples.first?.timestamp, let last = trace.samples.last?.timestamp else { return min(inputs, 1024) }
        let frames = ((last - first) * displayHz).rounded(.up) + 2
        return frames.isFinite ? min(inputs, Int(min(frames, Double(inputs)))) : inputs
    }

    /// Simulates `trace` through `configuration` and returns what the probes recorded.
    public static func run(
        trace: Trace, profile: DeviceProfile? = nil, configuration: PipelineConfiguration, cost: Cost,
        renderer: Renderer, predictor: (any PredictionProvider)?, settings: SimulationSettings = SimulationSettings()
    ) -> SimulationRecord {
        var simulator = PlatformSimulator(
            trace: trace, profile: profile, configuration: configuration, cost: cost, renderer: renderer,
            predictor: predictor, settings: settings
        )
        return simulator.run()
    }

    /// Simulates like `run(trace:…)` but stops when this machine's monotonic clock passes
    /// `deadline` (nanoseconds, `MonotonicClock.now()`); nil when it stopped (nothing of a
    /// partial run is returned).
    public static func run(
        trace: Trace, profile: DeviceProfile? = nil, configuration: PipelineConfiguration, cost: Cost,
        renderer: Renderer, predictor: (any PredictionProvider)?, settings: SimulationSettings = SimulationSettings(), deadline: UInt64
    ) -> SimulationRecord? {
        var simulator = PlatformSimulator(
            trace: trace, profile: profile, configuration: configuration, cost: cost, renderer: renderer,
            predictor: predictor, settings: settings
        )
        return simulator.run(until: deadline)
    }

    /// Runs the whole trace and returns what the probes recorded.
    public mutating func run() -> SimulationRecord {
        let cpuStart = ThreadCPUClock.now()
        simulate(until: nil)
        record.threadCPUNanoseconds = ThreadCPUClock.now() &- cpuStart
        return record
    }

    /// Runs the whole trace unless the monotonic clock passes `deadline` (nanoseconds) first;
    /// nil when it did.
    public mutating func run(until deadline: UInt64) -> SimulationRecord? {
        let cpuStart = ThreadCPUClock.now()
        guard simulate(until: deadline) else { return nil }
        record.threadCPUNanoseconds = ThreadCPUClock.now() &- cpuStart
        return record
    }

    /// Frames simulated between two looks at the clock when a deadline is set.
    private static var framesPerDeadlineCheck: Int { 32 }

    /// The event loop: one iteration per display frame with something to do. Returns false when
    /// it stopped at `deadline` (monotonic nanoseconds) before the end of the trace.
    @discardableResult
    mutating func simulate(until deadline: UInt64?) -> Bool {
        runLoop(until: deadline) != .stopped
    }

    /// Runs the event loop until the input ends (`.finished`), the monotonic clock passes
    /// `deadline` (`.stopped`), or — in a streamed run — the loop reaches input not yet in the
    /// window (`.needsInput`, before anything of that display frame happened: appending the
    /// input and advancing again continues exactly where the whole trace would).
    mutating func runLoop(until deadline: UInt64?) -> SimulationProgress {
        if loopFrame == nil {
            guard let first = nextAvailability() else { return .finished }
            loopFrame = grid.firstIndex(atOrAfter: first)
        }
        guard var frame = loopFrame else { return .finished }
        defer { loopFrame = frame }
        var framesToCheck = Self.framesPerDeadlineCheck
        while true {
            if let deadline {
                framesToCheck -= 1
                if framesToCheck == 0 {
                    if MonotonicClock.now() >= deadline { return .stopped }
                    framesToCheck = Self.framesPerDeadlineCheck
                }
            }
            var now = max(grid.time(frame), mainFree)
            if now >= grid.time(frame + 1) - slack {
                frame = max(frame + 1, grid.index(atOrBefore: now))
                continue
            }
            if let pending = window.pendingInput, pending <= now + grid.period + slack { return .needsInput }
            var ranCallback = false
            if let available = nextAvailability(), grid.isAtOrBefore(available, vsync: frame) {
                now = runCallback(at: now, frame: frame)
                ranCallback = true
                if external?.failure != nil { return .stopped }
            }
            if configuration.redraw == .displayLink, dirty {
                now = render(at: now, frame: frame, followsCallback: ranCallback)
            }
            mainFree = now
            guard let next = nextAvailability() else { return .finished }
            frame += 1
            if !grid.isAtOrBefore(next, vsync: frame) { frame = grid.firstIndex(atOrAfter: next) }
        }
    }

    /// The earliest availability of undelivered input, or nil when everything was delivered
    /// (in a streamed run: the input not yet in the window when the window's is delivered).
    private func nextAvailability() -> Double? {
        let sample = nextSample < trace.samples.count ? trace.samples[nextSample].timestamp + profile.inputLatency : nil
        let update = nextUpdate < trace.updates.count ? trace.updates[nextUpdate].arrival : nil
        switch (sample, update) {
        case let (s?, u?): return min(s, u)
        case let (s?, nil): return s
        case let (nil, u?): return u
        case (nil, nil): return window.pendingInput
        }
    }

    /// Runs one callback starting at `start` in `frame`; returns when the main thread is free
    /// again (after the render too, for `immediate` and `front-buffer`).
    private mutating func runCallback(at start: Double, frame: Int) -> Double {
        let due = grid.time(grid.firstIndex(atOrAfter: nextAvailability() ?? start))
        let sampleStart = nextSample, updateStart = nextUpdate
        while nextSample < trace.samples.count, trace.samples[nextSample].timestamp + profile.inputLatency <= start + slack {
            nextSample += 1
        }
        while nextUpdate < trace.updates.count, trace.updates[nextUpdate].arrival <= start + slack { nextUpdate += 1 }
        let index = window.callbacks
        for sample in sampleStart..<nextSample { record.sampleCallback[sample] = Int32(index) }
        for update in updateStart..<nextUpdate { record.updateCallback[update] = Int32(index) }
        coalescing.acceptedSamples(in: sampleStart..<nextSample, of: trace, into: &accepted)
        for sample in accepted { record.sampleEntered[sample] = true }
        let pointsInStroke = pointsAlreadyInStroke(sampleStart..<nextSample, updates: updateStart..<nextUpdate)
        var predictionTarget: Double?
        var predictionHorizon: Double?
        if var provider = predictor {
            if provider.aimsAtPresentation {
                let target = expectedPresentation(callbackStart: start, frame: frame)
                provider.aim(at: target)
                predictionTarget = target
            }
            provider.predictions(at: start, deliveredSamples: nextSample, in: trace, into: &predictions)
            predictionHorizon = provider.lastHorizon
            predictor = provider
        }
        let callback = RecordedCallback(
            time: start, samples: sampleStart..<nextSample, updates: updateStart..<nextUpdate, predictions: predictions
        )
        guard let (work, timing) = handle(callback, index: index) else { return start }
        let sampleBase = window.sampleBase, updateBase = window.updateBase
        let input = CallbackInput(
            samples: (sampleBase + sampleStart)..<(sampleBase + nextSample), updates: (updateBase + updateStart)..<(updateBase + nextUpdate)
        )
        let elapsed = timing.nanoseconds(on: timer.clock)
        let handlerCost = cost.callbackCost(work, elapsedNanoseconds: elapsed, at: CostMoment(callbackIndex: index, callbackStart: start, input: input))
        contentTime = start
        window.callbacks += 1
        var probe = CallbackProbe(
            index: index, due: due, start: start, isDeferred: start > due + slack, samples: input.samples, updates: input.updates,
            samplesEntered: work.samplesAccepted, predictionsCarried: predictions.count,
            pointsRecomputed: work.total.pointsRecomputed, pointsInStroke: pointsInStroke,
            handlerCost: handlerCost, renderCost: 0, handlerElapsedNanoseconds: elapsed, predictionHorizon: predictionHorizon,
            predictionTarget: predictionTarget
        )
        probe.handlerWallNanoseconds = timing.wallNanoseconds
        probe.handlerDisturbed = timing.isDisturbed
        record.callbacks.append(probe)
        let end = start + handlerCost
        guard configuration.redraw != .displayLink, dirty else { return end }
        return render(at: end, frame: frame, followsCallback: true)
    }

    /// When the frame a callback starting at `start` in `frame` draws is expected on screen, as
    /// the simulator knows it then: the callback and its render taking as long as the previous
    /// callback and render did (nothing before the first), the frame committed for the first
    /// vsync its render makes (with the commit lead), then the compositor's frames and scan-out —
    /// or, drawn to the front buffer, scan-out reaching the newest delivered sample's row.
    private func expectedPresentation(callbackStart start: Double, frame: Int) -> Double {
        let finish = start + (record.callbacks.last?.totalCost ?? 0)
        if configuration.redraw == .frontBuffer {
            let newest = nextSample > 0 ? trace.samples[nextSample - 1].location.y : profile.canvasSize.height / 2
            let row = min(max(newest / profile.canvasSize.height, 0), 1)
            let commit = grid.firstIndex(atOrAfter: finish - row * grid.period)
            return max(grid.time(commit) + row * grid.period, finish)
        }
        let commit = max(frame + 1, grid.firstIndex(atOrAfter: finish + settings.commitLead))
        return grid.time(commit) + Double(profile.compositorFrames) * grid.period + profile.scanoutLatency
    }

    /// Renders at `start` for `frame`; returns when the render finishes.
    private mutating func render(at start: Double, frame: Int, followsCallback: Bool) -> Double {
        let (work, timing) = renderFrame()
        dirty = false
        if !renderer.rereadsCompletedStrokes { pipeline.releaseCompletedStrokes() }
        let newest = record.callbacks.last
        let moment = newest.map { CostMoment(callbackIndex: $0.index, callbackStart: $0.start, input: $0.input) } ?? CostMoment(callbackIndex: 0, callbackStart: start)
        let elapsed = timing.nanoseconds(on: timer.clock)
        let renderCost = cost.renderCost(work, elapsedNanoseconds: elapsed, at: moment)
        let finish = start + renderCost
        if followsCallback, !record.callbacks.isEmpty { record.callbacks[record.callbacks.count - 1].renderCost = renderCost }
        let (touchID, tip, reportedTime) = drawnTip()
        let commit: Int, scanoutStart: Double, presentation: Double
        if configuration.redraw == .frontBuffer {
            let row = tip.map { min(max($0.location.y / profile.canvasSize.height, 0), 1) } ?? 0.5
            commit = grid.firstIndex(atOrAfter: finish - row * grid.period)
            scanoutStart = finish
            presentation = max(grid.time(commit) + row * grid.period, finish)
        } else {
            commit = max(frame + 1, grid.firstIndex(atOrAfter: finish + settings.commitLead))
            scanoutStart = grid.time(commit) + Double(profile.compositorFrames) * grid.period
            presentation = scanoutStart + profile.scanoutLatency
            if let last = record.frames.indices.last, record.frames[last].commitVsync == commit {
                record.frames[last].isSuperseded = true
            }
        }
        var probe = FrameProbe(
            index: window.frames, frame: frame, renderStart: start, renderCost: renderCost, work: work,
            renderElapsedNanoseconds: elapsed, finish: finish, commitVsync: commit, presentation: presentation,
            isSuperseded: false, contentSamples: window.sampleBase + nextSample, contentTime: contentTime,
            tipTouchID: touchID, tip: tip?.location, tipTime: tip?.timestamp, tipIsPredicted: tip?.isPredicted ?? false
        )
        probe.scanoutStart = scanoutStart
        probe.renderWallNanoseconds = timing.wallNanoseconds
        probe.renderDisturbed = timing.isDisturbed
        probe.callbackIndex = newest?.index ?? -1
        probe.tipReportedTime = reportedTime
        record.frames.append(probe)
        window.frames += 1
        return finish
    }

    /// Real samples already in the pipeline for the touches of the carried samples (of the
    /// carried updates when no sample is carried).
    private mutating func pointsAlreadyInStroke(_ samples: Range<Int>, updates: Range<Int>) -> Int {
        touches.removeAll(keepingCapacity: true)
        for index in samples where !touches.contains(trace.samples[index].touchID) {
            touches.append(trace.samples[index].touchID)
        }
        if touches.isEmpty {
            for index in updates where !touches.contains(trace.updates[index].touchID) {
                touches.append(trace.updates[index].touchID)
            }
        }
        var total = 0
        for touchID in touches { total += realSampleCount(ofTouch: touchID) }
        return total
    }
}
