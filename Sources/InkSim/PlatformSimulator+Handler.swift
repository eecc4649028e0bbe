import InkModel
import InkPipeline

/// The app's ink handler as the simulator drives it: the built-in `StrokePipeline` with the frame
/// renderer, or an `ExternalInkHandler` in their place.
extension PlatformSimulator {
    /// Runs `callback` (callback `index`) through the handler: its work and how long it took;
    /// marks the view dirty when samples entered or the ink changed. Nil when an external
    /// handler failed.
    mutating func handle(_ callback: RecordedCallback, index: Int) -> (CallbackWork, StepTiming)? {
        if let external {
            guard let step = external.handle(callback, index: index, in: trace, accepted: accepted) else { return nil }
            if step.inkChanged || step.work.samplesAccepted > 0 { dirty = true }
            return (step.work, step.timing)
        }
        let start = timer.start()
        let work = pipeline.process(callback, in: trace)
        renderer.absorb(pipeline)
        let timing = timer.stop(start)
        if pipeline.lastElementChanges.contains(where: { !$0.changedRange.isEmpty || !$0.replacedRange.isEmpty }) { dirty = true }
        if work.samplesAccepted > 0 { dirty = true }
        return (work, timing)
    }

    /// Renders the frame: its work and how long it took.
    mutating func renderFrame() -> (RenderWork, StepTiming) {
        if let external {
            let step = external.render()
            return (step.work, step.timing)
        }
        let start = timer.start()
        let work = renderer.render(pipeline)
        return (work, timer.stop(start))
    }

    /// The touch of the newest delivered sample, the end of its drawn ink, and for a tip an
    /// external handler reported the time it reported. An external handler that reported no tip
    /// for that touch draws up to that sample: with no tip reported, the drawn tip is the newest
    /// delivered real sample, so tip gap and effective lag measure the same ink as
    /// touch-to-display lag. A reported tip is placed where it was drawn and given the newest
    /// delivered sample's time, where the effective lag's search for it starts: the time the
    /// handler reported is its own claim, kept apart (`FrameProbe.tipReportedTime`).
    func drawnTip() -> (touchID: Int?, tip: InkPoint?, reportedTime: Double?) {
        guard nextSample > 0 else { return (nil, nil, nil) }
        let newest = trace.samples[nextSample - 1]
        guard let external else { return (newest.touchID, pipeline.inkEnd(for: newest.touchID), nil) }
        guard let reported = external.reportedTip(ofTouch: newest.touchID) else { return (newest.touchID, InkPoint(newest, isPredicted: false), nil) }
        return (newest.touchID, InkPoint(location: reported.location, timestamp: newest.timestamp, isPredicted: reported.isPredicted), reported.timestamp)
    }

    /// Real samples of `touchID` already in the handler.
    func realSampleCount(ofTouch touchID: Int) -> Int {
        external?.realSampleCount(ofTouch: touchID) ?? pipeline.realSampleCount(ofTouch: touchID)
    }
}

extension PlatformSimulator where Renderer == ExternalHandlerRenderer {
    /// Simulates `trace` with `handler` as the app's ink handler (in place of the built-in
    /// pipeline and renderer) under `configuration`'s input policy and redraw mode, pricing each
    /// step with `cost`. Throws the handler's failure; nil when the monotonic clock passed
    /// `deadline` (nanoseconds) first.
    public static func run(
        trace: Trace, profile: DeviceProfile? = nil, configuration: PipelineConfiguration, cost: Cost, handler: any ExternalInkHandler,
        predictor: (any PredictionProvider)?, settings: SimulationSettings = SimulationSettings(), deadline: UInt64? = nil
    ) throws -> SimulationRecord? {
        var simulator = PlatformSimulator(
            trace: trace, profile: profile, configuration: configuration, cost: cost, renderer: ExternalHandlerRenderer(name: handler.name),
            predictor: predictor, settings: settings
        )
        simulator.external = handler
        simulator.record.handlerStartup = handler.startup
        let cpuStart = ThreadCPUClock.now()
        let finished = simulator.simulate(until: deadline)
        if let failure = handler.failure { throw failure }
        guard finished else { return nil }
        simulator.record.threadCPUNanoseconds = ThreadCPUClock.now() &- cpuStart
        return simulator.record
    }
}
