import InkIO
import InkModel
import InkPipeline
import InkSim

/// A pipeline in another process as the simulated app's ink handler: started when created, sent
/// one request line per callback (`CallbackRequestEncoder`), its reply read into the step the
/// simulator records and prices. See docs/external-protocol.md.
///
/// ```swift
/// let pipeline = try ExternalPipeline(configuration: configuration, profile: profile, timing: .roundTrip)
/// let record = try PlatformSimulator.run(trace: trace, configuration: configuration, cost: cost, handler: pipeline, predictor: nil)
/// try pipeline.finish()
/// ```
/// One simulation at a time: the instance belongs to the thread that runs it.
public final class ExternalPipeline: ExternalInkHandler {
    public let name = "external"
    public private(set) var failure: (any Error)?
    private let process: ExternalProcess
    private let timing: ExternalTiming
    private let pixelScale: Double
    /// The canvas, points: the dirty area composited is the part of a reported rectangle on it.
    private let canvas: (width: Double, height: Double)
    private var encoder = CallbackRequestEncoder()
    /// Real samples that entered so far, by touch.
    private var entered: [Int: Int] = [:]
    /// The tip the last reply reported, if any.
    private var lastTip: PipelineReply.ReportedTip?
    /// The render that follows the last callback: its work and priced duration.
    private var pendingRender = ExternalRenderStep(work: .zero, timing: .zero)
    /// The process's CPU clock (nil where the system gives none: round trips are then priced by
    /// their wall time).
    private let cpuClock: ProcessCPUClock?
    /// The protocol version the program speaks (`ExternalPipelineSpec.protocolVersion`).
    package let protocolVersion: Int
    /// From starting the program to its answer to the hello (protocol 2): wall time, and the CPU
    /// time the program used meanwhile; nil for protocol 1, whose start-up lands in callback 0.
    public private(set) var startup: StepTiming?
    /// The reply members the program said in its hello that it fills in; nil for protocol 1.
    package private(set) var declaredReports: Set<String>?
    /// Whether any reply so far carried a work counter (`PipelineProtocol.workCounterMembers`).
    package private(set) var reportedWork = false

    /// Starts the configuration's command (`configuration.external`, which must be set).
    /// `timeout` (seconds per callback) applies when the configuration gives none; `standardError`
    /// receives the process's standard error lines, prefixed with `[configuration] `.
    public init(
        configuration: PipelineConfiguration, profile: DeviceProfile, timing: ExternalTiming, timeout: Double? = nil,
        standardError: @escaping @Sendable (String) -> Void = ExternalProcessSettings.writeToStandardError
    ) throws(ExternalProcessError) {
        guard let spec = configuration.external else {
            throw ExternalProcessError(configuration: configuration.name, callback: nil, problem: .communication(reason: "the configuration names no external pipeline"))
        }
        let command: ExternalCommand
        do {
            command = try ExternalCommand(arguments: spec.arguments)
        } catch {
            throw ExternalProcessError(configuration: configuration.name, callback: nil, problem: .cannotStart(program: spec.arguments.first ?? "", reason: error.description))
        }
        let settings = ExternalProcessSettings(
            configuration: configuration.name, timeout: spec.timeout ?? timeout ?? ExternalProcessSettings.defaultTimeout, standardErrorLine: standardError
        )
        let started = MonotonicClock.now()
        process = try ExternalProcess(command: command, settings: settings)
        cpuClock = process.cpuClock
        self.timing = timing
        pixelScale = profile.pixelScale
        canvas = (profile.canvasSize.width, profile.canvasSize.height)
        protocolVersion = spec.protocolVersion
        encoder.version = spec.protocolVersion
        if protocolVersion >= 2 { try greet(startedAt: started) }
    }

    /// Sends the hello and waits for the program's answer: its start-up, timed from `started`
    /// (monotonic nanoseconds, before the program was started), and what it reports.
    private func greet(startedAt started: UInt64) throws(ExternalProcessError) {
        let reply: JSONValue
        do {
            reply = try process.exchange(PipelineHello.request, id: -1, callback: nil)
        } catch {
            throw ExternalProcessError(configuration: error.configuration, callback: nil, problem: .duringHello(error.problem))
        }
        let wall = MonotonicClock.now() &- started
        startup = StepTiming(wallNanoseconds: wall, cpuNanoseconds: cpuClock?.now() ?? wall)
        do {
            declaredReports = try PipelineHello(reply).reports
        } catch {
            throw process.fail(.duringHello(.invalidReply(error.message)), callback: nil)
        }
    }

    public func handle(_ callback: RecordedCallback, index: Int, in trace: Trace, accepted: [Int]) -> ExternalCallbackStep? {
        guard failure == nil else { return nil }
        let request = encoder.encode(callback, index: index, in: trace)
        let reply: PipelineReply
        let roundTrip: StepTiming
        do {
            let cpuStart = cpuClock?.now()
            let start = MonotonicClock.now()
            let value = try process.exchange(request, id: index, callback: index)
            let wall = MonotonicClock.now() &- start
            let cpu = zip(cpuStart, cpuClock?.now()).map { $1 &- $0 } ?? wall
            roundTrip = StepTiming(wallNanoseconds: wall, cpuNanoseconds: cpu)
            reply = try decode(value, callback: index)
        } catch {
            failure = error
            return nil
        }
        for sample in accepted { entered[trace.samples[sample].touchID, default: 0] += 1 }
        lastTip = reply.tip
        if reply.pointsProduced != nil || reply.pointsRecomputed != nil || reply.dirty != nil { reportedWork = true }
        let produced = reply.pointsProduced ?? 0
        let work = CallbackWork(
            samplesCarried: callback.samples.count, samplesDropped: callback.samples.count - accepted.count, updatesCarried: callback.updates.count,
            predictionsUsed: callback.predictions.count, bezierElementsEmitted: produced,
            total: StageWork(pointsRecomputed: reply.pointsRecomputed ?? 0, elementsEmitted: produced)
        )
        let dirtyPixels = reply.dirty.map(pixels(onCanvas:)) ?? 0
        let renderWork = RenderWork(pixelsComposited: 2 * dirtyPixels, elementsStroked: produced)
        let elapsed: StepTiming
        switch timing {
        case .roundTrip:
            elapsed = roundTrip
            pendingRender = ExternalRenderStep(work: renderWork, timing: .zero)
        case .reported:
            guard let handler = reply.handlerMicroseconds else {
                failure = process.fail(.invalidReply("no 'handler_us', which --cost reported needs in every reply"), callback: index)
                return nil
            }
            elapsed = StepTiming(wallNanoseconds: UInt64((handler * 1000).rounded()))
            pendingRender = ExternalRenderStep(work: renderWork, timing: StepTiming(wallNanoseconds: UInt64(((reply.renderMicroseconds ?? 0) * 1000).rounded())))
        }
        let inkChanged = reply.dirty.map { $0.width > 0 && $0.height > 0 } ?? false
        return ExternalCallbackStep(work: work, timing: elapsed, inkChanged: inkChanged)
    }

    /// The device pixels of `dirty` that lie on the canvas (a rectangle reaching past it
    /// composites only its part on screen), at most the canvas's pixels.
    private func pixels(onCanvas dirty: PipelineReply.DirtyRectangle) -> Int {
        let width = max(0, min(dirty.x + dirty.width, canvas.width) - max(dirty.x, 0))
        let height = max(0, min(dirty.y + dirty.height, canvas.height) - max(dirty.y, 0))
        return Int((width * pixelScale).rounded(.up) * (height * pixelScale).rounded(.up))
    }

    public func render() -> ExternalRenderStep {
        let step = pendingRender
        pendingRender = ExternalRenderStep(work: .zero, timing: .zero)
        return step
    }

    public func reportedTip(ofTouch touchID: Int) -> InkPoint? {
        lastTip.flatMap { $0.touchID == touchID ? $0.point : nil }
    }

    public func realSampleCount(ofTouch touchID: Int) -> Int {
        entered[touchID] ?? 0
    }

    /// Starts the configuration's program, exchanges the hello (protocol 2) and ends it: what it
    /// says it reports and how long it took to start, before a run decides how to price it. Nil
    /// for a program speaking protocol 1, which has no hello.
    package static func hello(
        configuration: PipelineConfiguration, timeout: Double? = nil,
        standardError: @escaping @Sendable (String) -> Void = ExternalProcessSettings.writeToStandardError
    ) throws(ExternalProcessError) -> (reports: Set<String>, startup: StepTiming)? {
        guard (configuration.external?.protocolVersion ?? 1) >= 2 else { return nil }
        let pipeline = try ExternalPipeline(configuration: configuration, profile: .ipadProPencil120, timing: .roundTrip, timeout: timeout, standardError: standardError)
        try pipeline.finish()
        guard let reports = pipeline.declaredReports, let startup = pipeline.startup else { return nil }
        return (reports, startup)
    }

    /// Ends the process in order after the last callback; throws when it exits with a non-zero
    /// status.
    public func finish() throws(ExternalProcessError) {
        try process.finish()
    }

    private func decode(_ value: JSONValue, callback: Int) throws(ExternalProcessError) -> PipelineReply {
        do {
            return try PipelineReply(value)
        } catch {
            throw process.fail(.invalidReply(error.message), callback: callback)
        }
    }
}

/// Both values, or nil when either is missing.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
