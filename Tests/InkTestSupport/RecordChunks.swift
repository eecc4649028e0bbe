import InkModel
import InkSim

/// A whole-trace `SimulationRecord` cut into the chunks a streamed run would hand over, at cut
/// points drawn from `seed`: callbacks, frames, samples and updates are each cut independently
/// (any cut is one a windowed simulation may make), so a consumer that reproduces the whole-record
/// result from these chunks does so for any chunking.
public enum RecordChunks {
    /// `record` of `trace` in `count` chunks (some possibly empty), cut at seeded random positions.
    public static func chunks(of record: SimulationRecord, trace: Trace, count: Int, seed: UInt64) -> [SimulationChunk] {
        var generator = SeededGenerator(seed: seed)
        func cuts(_ total: Int) -> [Int] {
            let inner = (1..<max(count, 1)).map { _ in total == 0 ? 0 : Int(generator.next() % UInt64(total + 1)) }.sorted()
            return [0] + inner + [total]
        }
        let callbackCuts = cuts(record.callbacks.count), frameCuts = cuts(record.frames.count)
        let sampleCuts = cuts(trace.samples.count), updateCuts = cuts(trace.updates.count)
        return (0..<max(count, 1)).map { part in
            let callbacks = callbackCuts[part]..<callbackCuts[part + 1], frames = frameCuts[part]..<frameCuts[part + 1]
            let samples = sampleCuts[part]..<sampleCuts[part + 1], updates = updateCuts[part]..<updateCuts[part + 1]
            return SimulationChunk(
                callbacks: Array(record.callbacks[callbacks]), frames: Array(record.frames[frames]),
                firstSample: samples.lowerBound, samples: Array(trace.samples[samples]), sampleCallback: Array(record.sampleCallback[samples]),
                sampleEntered: Array(record.sampleEntered[samples]), firstUpdate: updates.lowerBound, updates: Array(trace.updates[updates]),
                updateCallback: Array(record.updateCallback[updates])
            )
        }
    }
}
