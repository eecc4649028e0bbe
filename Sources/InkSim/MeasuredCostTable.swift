/// The measured times of every callback and render, pooled over the repetitions of one trace ×
/// configuration: a callback is known by the input it carried (`CallbackInput`), the same in
/// every repetition unless a different cost made it carry other input, and a render by the
/// callback it follows. Each one's pooled time is the median of its undisturbed measurements
/// (`StepTiming.isDisturbed`: the thread was switched out or moved, or the machine took time the
/// thread did not see), or of all of them when every one was disturbed — so one repetition's
/// preemption, a cache flushed by another program or a page fault does not decide the cost, while
/// work that takes long in every repetition does. Times are on the cost source's clock,
/// nanoseconds, timer overhead included (the cost source prices them as it prices a fresh
/// measurement).
package struct MeasuredCostTable: Sendable {
    /// Pooled handler time of each callback, by its input.
    package private(set) var handlers: [CallbackInput: UInt64] = [:]
    /// Pooled time of the render that follows each callback, by the callback's input.
    package private(set) var renders: [CallbackInput: UInt64] = [:]
    /// Callbacks measured in some repetition and disturbed in every one of them.
    package private(set) var disturbedEverywhere = 0

    /// The table of `records`, the repetitions of one trace × configuration.
    package init(_ records: [SimulationRecord]) {
        var handlerTimes: [CallbackInput: [(UInt64, Bool)]] = [:], renderTimes: [CallbackInput: [(UInt64, Bool)]] = [:]
        for record in records {
            for probe in record.callbacks {
                handlerTimes[probe.input, default: []].append((probe.handlerElapsedNanoseconds, probe.handlerDisturbed))
            }
            for frame in record.frames {
                guard let callback = Self.callback(frame.callbackIndex, of: record) else { continue }
                renderTimes[callback.input, default: []].append((frame.renderElapsedNanoseconds, frame.renderDisturbed))
            }
        }
        handlers = handlerTimes.mapValues(Self.pooled)
        renders = renderTimes.mapValues(Self.pooled)
        disturbedEverywhere = handlerTimes.values.count { times in times.allSatisfy(\.1) }
    }

    /// The probe of callback `index` of `record`, nil when it has none (a render before any
    /// callback, or a streamed run's chunk that dropped it).
    static func callback(_ index: Int, of record: SimulationRecord) -> CallbackProbe? {
        guard let first = record.callbacks.first?.index, record.callbacks.indices.contains(index - first) else { return nil }
        return record.callbacks[index - first]
    }

    /// The median of the undisturbed times, or of all when every one was disturbed; the mean of
    /// the middle two (rounded down) for an even count.
    static func pooled(_ times: [(UInt64, Bool)]) -> UInt64 {
        let quiet = times.filter { !$0.1 }.map(\.0)
        let values = (quiet.isEmpty ? times.map(\.0) : quiet).sorted()
        guard !values.isEmpty else { return 0 }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : values[middle - 1] + (values[middle] - values[middle - 1]) / 2
    }
}
