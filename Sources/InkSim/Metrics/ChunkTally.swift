/// A metric that adds up one number per chunk (a count, or a count out of a total): the shape of
/// the built-in counters of callbacks, frames and samples (`MetricRegistry.builtIn`).
package struct ChunkTally: RunMetric {
    private let tally: @Sendable (SimulationChunk) -> (count: Int, total: Int)
    private let isShare: Bool
    private var count = 0
    private var total = 0

    /// A count: the sum of `count(chunk)` over the run's chunks.
    package init(counting count: @escaping @Sendable (SimulationChunk) -> Int) {
        tally = { (count($0), 0) }
        isShare = false
    }

    /// A share: the sums of `tally(chunk)`'s counts out of its totals.
    package init(sharing tally: @escaping @Sendable (SimulationChunk) -> (count: Int, total: Int)) {
        self.tally = tally
        isShare = true
    }

    package mutating func add(_ chunk: SimulationChunk) {
        let (count, total) = tally(chunk)
        self.count += count
        self.total += total
    }

    package func value() -> MetricValue {
        isShare ? .share(count: count, total: total) : .count(count)
    }
}
