import InkModel
import InkSynth

/// The single long stroke the pipeline and render benchmarks draw, and the callbacks that
/// deliver it.
///
/// The trace is a spiral at 80 mm/s on the `ipad-pro-pencil-120` profile, lasting
/// `durationSeconds` (one touch of 240 samples a second, every sample with estimated force and a
/// late update arriving ~20–35 ms after it). A benchmark first brings the stroke to N points with
/// one callback (`prefix`) and then measures callbacks of `samplesPerCallback` samples each,
/// each carrying the updates that arrived by its newest sample's time — the same inputs a
/// display-rate cut gives, but with a fixed sample count, so that cost per sample is the
/// callback cost divided by 3.
public struct LiveStroke: Sendable {
    /// Samples each measured callback carries.
    public static let samplesPerCallback = 3

    public let trace: Trace
    /// `updatesArrived[i]`: how many of the (arrival-ordered) updates arrived by the timestamp
    /// of sample `i`.
    private let updatesArrived: [Int]

    /// Synthesizes the spiral; 100 s gives ~24,000 samples, 40 s ~9,600.
    public init(durationSeconds: Int) throws {
        let recipe = "shape=spiral profile=ipad-pro-pencil-120 duration=\(durationSeconds) speed=80 seed=1"
        trace = try Synthesizer.synthesize(SynthRecipe(parsing: recipe))
        var arrived: [Int] = []
        arrived.reserveCapacity(trace.samples.count)
        var count = 0
        for sample in trace.samples {
            while count < trace.updates.count, trace.updates[count].arrival <= sample.timestamp { count += 1 }
            arrived.append(count)
        }
        updatesArrived = arrived
    }

    /// Samples in the stroke (the trace holds one touch).
    public var sampleCount: Int { trace.samples.count }

    /// One callback delivering the first `length` samples and every update that arrived by then.
    public func prefix(_ length: Int) -> RecordedCallback {
        callback(samples: 0..<length)
    }

    /// The measured callback that follows `start` samples already delivered.
    public func callback(after start: Int) -> RecordedCallback {
        callback(samples: start..<(start + Self.samplesPerCallback))
    }

    /// One callback delivering `samples` and the updates that arrived since the previous one.
    public func callback(samples: Range<Int>) -> RecordedCallback {
        let last = samples.upperBound - 1
        let firstUpdate = samples.lowerBound == 0 ? 0 : updatesArrived[samples.lowerBound - 1]
        return RecordedCallback(
            time: trace.samples[last].timestamp, samples: samples, updates: firstUpdate..<updatesArrived[last]
        )
    }
}
