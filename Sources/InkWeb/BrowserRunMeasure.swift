import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkSim

/// One browser run measured: the trace on the browser's clock, the profile measured, the probes,
/// the metrics and what the report records beyond them.
struct BrowserRunMeasure {
    /// The placed trace moved onto the browser's vsync grid (`BrowserClock.shift`).
    var trace: Trace
    var record: SimulationRecord
    /// The measure's rows: callbacks, frames with their tip measures, samples with their lags.
    var rows: RunMeasure.Rows
    var metrics: SimulationMetrics
    var browser: BrowserRunRecord
    /// The page's main frames by vsync, as costs for the model (`WebModel`).
    var frameCosts: BrowserFrameCosts
    /// Median time from the end of a shown frame's main-thread work to its presentation.
    var presentDelay: Double
    /// Per trace sample, how late the replay sent it, seconds.
    var sampleLateness: [Double]
    /// Median time from when the replay sent a sample to its arrival at the page's compositor
    /// thread, seconds.
    var transitLatency: Double

    /// Measures the replay `outcome` of `schedule` (from the placed `trace`) whose browser
    /// trace is at `tracePath` (reported as `traceFile`).
    init(
        outcome: BrowserSession.Outcome, tracePath: String, traceFile: String, schedule: WebInputSchedule, trace placed: Trace,
        page: WebPage, seed: UInt64
    ) throws(WebRunError) {
        let events = try BrowserTraceEvents(path: tracePath)
        let measurement = try BrowserMeasurement(events: events, log: outcome.log, schedule: schedule)
        let clock = measurement.clock
        let shifted = placed.delayed(by: -clock.shift)
        trace = shifted
        let profile = Self.profile(measurement, schedule: schedule, trace: trace)
        let grid = VSyncGrid(displayHz: profile.displayHz)
        var mainFrames: [Int: (start: Double, duration: Double)] = [:]
        for frame in events.mainFrames where frame.thread.process == measurement.renderer {
            guard let sequence = frame.sequence else { continue }
            mainFrames[clock.vsync(ofSequence: sequence)] = (clock.time(frame.start), frame.duration / 1e6)
        }
        frameCosts = BrowserFrameCosts(mainFrames: mainFrames, grid: grid)
        let tips = events.tips.filter { $0.process == measurement.renderer }.map { mark in
            let monotonic = (outcome.timeOrigin + mark.inputTime) * 1e6 - outcome.log.wallOffset
            return BrowserTip(
                marked: mark.marked, x: mark.x, y: mark.y, inputTime: outcome.log.traceTime(ofMonotonic: monotonic) - clock.shift,
                isPredicted: mark.isPredicted
            )
        }
        let configuration = PipelineConfiguration(name: page.name, summary: page.url, geometry: .naive, updates: false, redraw: .immediate)
        record = BrowserProbes.record(measurement, events: events, schedule: schedule, trace: trace, configuration: configuration, profile: profile, tips: tips)
        (rows, metrics) = RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: seed, metrics: .builtIn)
        let lateness = outcome.log.lateness
        var perSample = Array(repeating: 0.0, count: trace.samples.count)
        for (index, dispatch) in schedule.dispatches.enumerated() {
            for sample in dispatch.samples { perSample[sample] = lateness[index] }
        }
        sampleLateness = perSample
        let transits = schedule.dispatches.indices.map { index in
            measurement.arrival[index] - lateness[index] - shifted.samples[schedule.dispatches[index].samples.lowerBound].timestamp
        }.sorted()
        transitLatency = max(0, transits[transits.count / 2])
        let delays = record.frames.map { $0.presentation - $0.finish }.sorted()
        presentDelay = delays.isEmpty ? 0 : delays[delays.count / 2]
        browser = Self.browserRecord(
            measurement, events: events, outcome: outcome, schedule: schedule, trace: trace, page: page, traceFile: traceFile, tips: tips.count,
            profile: profile, presentDelay: presentDelay, callbacks: record.callbacks
        )
    }

    /// The trace's profile as the browser ran it: its frame rate, and as the input latency the
    /// median time from a sample to its arrival at the page's compositor thread, from where the
    /// main thread takes it for the next frame. The compositor depth and scanout are 0: a
    /// headless browser presents a frame when it swaps it.
    static func profile(_ measurement: BrowserMeasurement, schedule: WebInputSchedule, trace: Trace) -> DeviceProfile {
        var profile = trace.header.profile
        profile.name = "chromium-headless"
        profile.displayHz = 1 / measurement.clock.period
        let latencies = schedule.dispatches.indices.map { index in
            measurement.arrival[index] - trace.samples[schedule.dispatches[index].samples.lowerBound].timestamp
        }.sorted()
        profile.inputLatency = max(0, latencies[latencies.count / 2])
        profile.compositorFrames = 0
        profile.scanoutLatency = 0
        return profile
    }

    private static func browserRecord(
        _ measurement: BrowserMeasurement, events: BrowserTraceEvents, outcome: BrowserSession.Outcome, schedule: WebInputSchedule, trace: Trace,
        page: WebPage, traceFile: String, tips: Int, profile: DeviceProfile, presentDelay: Double, callbacks: [CallbackProbe]
    ) -> BrowserRunRecord {
        let lateness = outcome.log.lateness.sorted()
        let replayed = (trace.samples.first?.timestamp ?? 0)...((trace.samples.last?.timestamp ?? 0) + 0.1)
        let mainFrames = events.mainFrames.filter {
            $0.thread.process == measurement.renderer && replayed.contains(measurement.clock.time($0.start))
        }.map { $0.duration / 1e6 }.sorted()
        var stageOrder: [String] = []
        var stageDurations: [String: [Double]] = [:]
        for span in measurement.spans.compactMap({ $0 }) where span.isPresented {
            for stage in span.stages {
                if stageDurations[stage.name] == nil { stageOrder.append(stage.name) }
                stageDurations[stage.name, default: []].append((stage.end - stage.start) / 1e6)
            }
        }
        let stages = stageOrder.map { name in
            let durations = stageDurations[name]!.sorted()
            return BrowserRunRecord.Stage(
                name: name, events: durations.count, p50: DistributionSummary.exactPercentile(50, ofSorted: durations) ?? 0, p90: DistributionSummary.exactPercentile(90, ofSorted: durations) ?? 0
            )
        }
        let longest = callbacks.map(\.pointsInStroke).max() ?? 0
        let atEnd = callbacks.filter { Double($0.pointsInStroke) >= 0.95 * Double(longest) }.map(\.handlerCost).sorted()
        let handlerAtEnd = longest >= 100 ? DistributionSummary.exactPercentile(50, ofSorted: atEnd) : nil
        let lastDecade = callbacks.filter { $0.pointsInStroke * 10 >= longest }
        let handlerGrowth = longest >= 100
            ? GrowthExponent(pointsInStroke: lastDecade.map(\.pointsInStroke), costs: lastDecade.map(\.handlerCost), binsPerDecade: 8)
            : nil
        return BrowserRunRecord(
            page: page.url, traceFile: traceFile, dispatchLatenessP50: DistributionSummary.exactPercentile(50, ofSorted: lateness) ?? 0,
            dispatchLatenessP99: DistributionSummary.exactPercentile(99, ofSorted: lateness) ?? 0, dispatchLatenessMax: lateness.last ?? 0,
            sampleInterval: trace.header.profile.sampleInterval, inputEvents: schedule.dispatches.count, inputLatency: profile.inputLatency, presentDelay: presentDelay, joinOffset: measurement.clock.generationOffset / 1e9,
            frameInterval: measurement.clock.period, clockShift: measurement.clock.shift, droppedFrames: measurement.droppedFrames,
            mainFrames: mainFrames.count, mainFrameP50: DistributionSummary.exactPercentile(50, ofSorted: mainFrames),
            mainFrameP99: DistributionSummary.exactPercentile(99, ofSorted: mainFrames),
            mergedEvents: measurement.carrier.indices.count { measurement.carrier[$0] != $0 }, unjoinedEvents: measurement.spans.count { $0 == nil },
            stages: stages,
            handlerCostAtEnd: handlerAtEnd, handlerGrowth: handlerGrowth, tipMarks: tips
        )
    }
}
