import InkModel
import InkPipeline
import InkSim

/// The cost of simulating one trace through one configuration, estimated before running it from
/// the calibration's linear model (`CostCoefficients`) and the configuration's `PipelineWorkModel`.
///
/// It replays only the platform's timing (as `PlatformSimulator` does): sample i is available at
/// `t_i + inputLatency`; at each vsync with input waiting one callback carries what is available
/// when the main thread is free (`max(V_k, busy-until)`), so a slow configuration's callbacks fold
/// together as they do in the simulator; each callback is followed by one render when samples
/// entered. Each callback's handler cost is
/// `perCallback + perSample × k + perPointRecomputed × points recomputed` and each render's
/// `perRender + perPixel × pixels + perElementStroked × elements`, all in seconds of the
/// calibration machine; the virtual clock advances by them × `cpuScale`. Nothing of the pipeline
/// runs, so the estimate takes O(samples) time even where the run itself takes O(n²).
public struct RunCostEstimate: Hashable, Sendable {
    /// Callbacks the estimate expects.
    public var callbacks: Int
    /// Renders the estimate expects.
    public var renders: Int
    /// Sum of the handler costs, seconds on the calibration machine (cpuScale not applied).
    public var handlerSeconds: Double
    /// Sum of the render costs, seconds on the calibration machine (cpuScale not applied).
    public var renderSeconds: Double

    public init(callbacks: Int, renders: Int, handlerSeconds: Double, renderSeconds: Double) {
        self.callbacks = callbacks
        self.renders = renders
        self.handlerSeconds = handlerSeconds
        self.renderSeconds = renderSeconds
    }

    /// Estimates the run of `trace` on `profile` through a configuration with the given work
    /// model; `coalesced: false` lets one sample per touch and callback enter (the others are
    /// dropped).
    public init(trace: Trace, profile: DeviceProfile, coalesced: Bool = true, work: PipelineWorkModel, coefficients: CostCoefficients, cpuScale: Double = 1) {
        var loop = EstimateLoop(trace: trace, profile: profile, coalesced: coalesced, work: work, coefficients: coefficients, cpuScale: cpuScale)
        self = loop.run()
    }

    /// Seconds of this machine the run would take when the renders are really drawn
    /// (`rendersExecute`) or only counted.
    public func wallSeconds(rendersExecute: Bool) -> Double {
        handlerSeconds + (rendersExecute ? renderSeconds : 0)
    }
}

/// The event loop of `RunCostEstimate`.
private struct EstimateLoop {
    let trace: Trace
    let latency: Double
    let coalesced: Bool
    let work: PipelineWorkModel
    let coefficients: CostCoefficients
    let cpuScale: Double
    let grid: VSyncGrid
    let slack: Double
    var strokeSamples: [Int: Int] = [:]
    var carriedTouches: [Int] = []
    var nextSample = 0
    var entered = 0
    var estimate = RunCostEstimate(callbacks: 0, renders: 0, handlerSeconds: 0, renderSeconds: 0)

    init(trace: Trace, profile: DeviceProfile, coalesced: Bool, work: PipelineWorkModel, coefficients: CostCoefficients, cpuScale: Double) {
        self.trace = trace
        latency = profile.inputLatency
        self.coalesced = coalesced
        self.work = work
        self.coefficients = coefficients
        self.cpuScale = cpuScale
        grid = VSyncGrid(displayHz: profile.displayHz)
        slack = VSyncGrid.tolerance / profile.displayHz
    }

    mutating func run() -> RunCostEstimate {
        let samples = trace.samples
        guard let firstSample = samples.first else { return estimate }
        var frame = grid.firstIndex(atOrAfter: firstSample.timestamp + latency)
        var mainFree = -Double.infinity
        while nextSample < samples.count {
            let now = max(grid.time(frame), mainFree)
            if now >= grid.time(frame + 1) - slack {
                frame = max(frame + 1, grid.index(atOrBefore: now))
                continue
            }
            let start = nextSample
            while nextSample < samples.count, samples[nextSample].timestamp + latency <= now + slack { nextSample += 1 }
            mainFree = now + callback(carrying: start..<nextSample) * cpuScale
            guard nextSample < samples.count else { break }
            frame += 1
            let next = samples[nextSample].timestamp + latency
            if !grid.isAtOrBefore(next, vsync: frame) { frame = grid.firstIndex(atOrAfter: next) }
        }
        return estimate
    }

    /// Adds one callback carrying `carried` (and its render when samples entered); returns its
    /// cost in seconds of the calibration machine.
    private mutating func callback(carrying carried: Range<Int>) -> Double {
        carriedTouches.removeAll(keepingCapacity: true)
        for index in carried {
            let touchID = trace.samples[index].touchID
            if !carriedTouches.contains(touchID) { carriedTouches.append(touchID) }
            if coalesced { strokeSamples[touchID, default: 0] += 1 }
        }
        if !coalesced { for touchID in carriedTouches { strokeSamples[touchID, default: 0] += 1 } }
        let enteredNow = coalesced ? carried.count : carriedTouches.count
        let strokePoints = carriedTouches.reduce(0) { $0 + strokeSamples[$1, default: 0] }
        entered += enteredNow
        let c = coefficients
        let handler = c.perCallback + c.perSample * Double(enteredNow)
            + c.perPointRecomputed * work.pointsRecomputed(entered: enteredNow, strokePoints: strokePoints, delivered: entered)
        estimate.callbacks += 1
        estimate.handlerSeconds += handler
        guard enteredNow > 0 else { return handler }
        let (pixels, elements) = work.renderWork(sinceRender: enteredNow, delivered: entered)
        let render = c.perRender + c.perPixel * pixels + c.perElementStroked * elements
        estimate.renders += 1
        estimate.renderSeconds += render
        return handler + render
    }
}
