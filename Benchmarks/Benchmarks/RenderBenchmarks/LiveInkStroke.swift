import InkModel
import InkSynth

/// The single long stroke the render benchmarks draw and the callbacks that deliver it: a 40 s
/// spiral at 80 mm/s on the `ipad-pro-pencil-120` profile (~9,600 samples at 240 Hz, estimated
/// force on every sample with a late update ~20–35 ms later).
///
/// A run first delivers N samples in one callback, then callbacks of `samplesPerCallback`
/// samples each, with the updates that arrived by the newest sample's time (one display frame
/// of a 240 Hz pen at 80 Hz; the iPad's 120 Hz frame carries 2).
struct LiveInkStroke: Sendable {
    static let recipeText = "shape=spiral profile=ipad-pro-pencil-120 duration=40 speed=80 seed=1"
    static let samplesPerCallback = 3

    let trace: Trace
    /// `updatesArrived[i]`: how many (arrival-ordered) updates arrived by sample `i`'s time.
    private let updatesArrived: [Int]

    init() throws {
        trace = try Synthesizer.synthesize(SynthRecipe(parsing: Self.recipeText))
        var arrived: [Int] = []
        arrived.reserveCapacity(trace.samples.count)
        var count = 0
        for sample in trace.samples {
            while count < trace.updates.count, trace.updates[count].arrival <= sample.timestamp { count += 1 }
            arrived.append(count)
        }
        updatesArrived = arrived
    }

    var sampleCount: Int { trace.samples.count }

    /// One callback delivering `samples` and the updates that arrived since the previous one.
    func callback(samples: Range<Int>) -> RecordedCallback {
        let last = samples.upperBound - 1
        let firstUpdate = samples.lowerBound == 0 ? 0 : updatesArrived[samples.lowerBound - 1]
        return RecordedCallback(time: trace.samples[last].timestamp, samples: samples, updates: firstUpdate..<updatesArrived[last])
    }
}
