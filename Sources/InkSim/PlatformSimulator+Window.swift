import InkModel
import InkPipeline

/// A streamed simulation: the trace arrives piece by piece and the simulator keeps only a window
/// of it, so memory follows the input in flight, not the trace's length.
///
/// The caller appends input in time order (`appendInput(samples:updates:nextAvailability:)`,
/// saying when the input after it becomes available), calls `advance(until:)` until it returns
/// `.finished`, appending more whenever it returns `.needsInput`, and takes what became final
/// with `takeChunk()` after each call. The event loop stops for more input before anything of the
/// display frame that could use it happens, so the run is the one the whole trace gives: the same
/// callbacks, frames, costs and tips, numbered by their place in the whole trace.
extension PlatformSimulator {
    /// A simulator for a streamed run of a trace with `header`, simulated on `profile` (default:
    /// the header's) through `configuration`; `predictor` must follow the window
    /// (`WindowedPredictionProvider`). Append input before advancing.
    public init(
        streaming header: TraceHeader, profile: DeviceProfile? = nil, configuration: PipelineConfiguration, cost: Cost,
        renderer: Renderer, predictor: (any WindowedPredictionProvider)?, settings: SimulationSettings = SimulationSettings()
    ) {
        self.init(
            trace: Trace(header: header), profile: profile, configuration: configuration, cost: cost, renderer: renderer,
            predictor: predictor, settings: settings
        )
    }

    /// Appends the next input of the trace: `samples` (in trace order) and `updates` (in arrival
    /// order), every one available before `nextAvailability`, the earliest availability (seconds,
    /// sample timestamp + input latency, or update arrival) of the input after them — nil when
    /// this is the end of the trace.
    package mutating func appendInput(samples: [TouchSample], updates: [PropertyUpdate], nextAvailability: Double?) {
        trace.samples.append(contentsOf: samples)
        record.sampleCallback.append(contentsOf: repeatElement(-1, count: samples.count))
        record.sampleEntered.append(contentsOf: repeatElement(false, count: samples.count))
        trace.updates.append(contentsOf: updates)
        record.updateCallback.append(contentsOf: repeatElement(-1, count: updates.count))
        window.pendingInput = nextAvailability
    }

    /// Runs until the input ends (`.finished`), the loop needs input not yet appended
    /// (`.needsInput`) or the monotonic clock passes `deadline` (nanoseconds, `.stopped`); the
    /// thread CPU time spent adds to `threadCPUNanoseconds`.
    package mutating func advance(until deadline: UInt64? = nil) -> SimulationProgress {
        let cpuStart = ThreadCPUClock.now()
        let progress = runLoop(until: deadline)
        record.threadCPUNanoseconds &+= ThreadCPUClock.now() &- cpuStart
        return progress
    }

    /// Thread CPU time of the simulation so far, nanoseconds.
    package var threadCPUNanoseconds: UInt64 { record.threadCPUNanoseconds }

    /// Hands over what became final since the last chunk and drops the delivered input from the
    /// window. Until the run finished it keeps the newest callback and frame (a render may still
    /// set the one's cost and supersede the other) and the newest delivered sample (the drawn tip
    /// is its touch's); after `.finished` it hands over everything.
    package mutating func takeChunk() -> SimulationChunk {
        let finished = nextSample == trace.samples.count && nextUpdate == trace.updates.count && window.pendingInput == nil
        let keptProbes = finished ? 0 : 1
        let callbacks = max(record.callbacks.count - keptProbes, 0), frames = max(record.frames.count - keptProbes, 0)
        let samples = finished ? nextSample : max(nextSample - 1, 0), updates = nextUpdate
        let chunk = SimulationChunk(
            callbacks: Array(record.callbacks[..<callbacks]), frames: Array(record.frames[..<frames]),
            firstSample: window.sampleBase, samples: Array(trace.samples[..<samples]), sampleCallback: Array(record.sampleCallback[..<samples]),
            sampleEntered: Array(record.sampleEntered[..<samples]), firstUpdate: window.updateBase, updates: Array(trace.updates[..<updates]),
            updateCallback: Array(record.updateCallback[..<updates])
        )
        record.callbacks.removeFirst(callbacks)
        record.frames.removeFirst(frames)
        trace.samples.removeFirst(samples)
        record.sampleCallback.removeFirst(samples)
        record.sampleEntered.removeFirst(samples)
        trace.updates.removeFirst(updates)
        record.updateCallback.removeFirst(updates)
        nextSample -= samples
        nextUpdate -= updates
        window.sampleBase += samples
        window.updateBase += updates
        if samples > 0, var provider = predictor as? any WindowedPredictionProvider {
            provider.windowDropped(samples: samples)
            predictor = provider
        }
        return chunk
    }
}
