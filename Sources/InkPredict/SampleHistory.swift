import InkModel

/// The newest samples of one touch, in a fixed-capacity ring: appending never allocates once
/// created. Implements the shared rules of `TouchPredictor.add(_:)`: a sample more than `resetGap`
/// (seconds) after the newest one clears the history first; a sample at the newest one's time
/// replaces it.
public struct SampleHistory: Sendable {
    private var storage: [PredictorSample]
    private var start = 0
    /// Number of samples held (at most the capacity).
    public private(set) var count = 0
    /// Samples added since the last reset (not limited by the capacity).
    public private(set) var totalAdded = 0

    /// An empty history keeping the newest `capacity` samples (at least 1).
    public init(capacity: Int) {
        storage = Array(repeating: PredictorSample(time: 0, location: .zero), count: max(1, capacity))
    }

    public var capacity: Int { storage.count }

    /// Forgets every sample.
    public mutating func removeAll() {
        start = 0
        count = 0
        totalAdded = 0
    }

    /// Adds `sample` by the rules on the type. Returns true when the history was reset by a gap.
    @discardableResult
    public mutating func append(_ sample: PredictorSample, resetGap: Double) -> Bool {
        var didReset = false
        if let newest = newest {
            if sample.time - newest.time > resetGap {
                removeAll()
                didReset = true
            } else if sample.time <= newest.time {
                storage[(start + count - 1) % storage.count] = sample
                return false
            }
        }
        if count < storage.count {
            storage[(start + count) % storage.count] = sample
            count += 1
        } else {
            storage[start] = sample
            start = (start + 1) % storage.count
        }
        totalAdded += 1
        return didReset
    }

    /// The sample `back` steps before the newest (0 = newest). Requires `back < count`.
    @inlinable
    public func fromNewest(_ back: Int) -> PredictorSample {
        self[count - 1 - back]
    }

    /// The `index`-th held sample, oldest first. Requires `index < count`.
    public subscript(index: Int) -> PredictorSample {
        storage[(start + index) % storage.count]
    }

    /// The newest sample, or nil when empty.
    public var newest: PredictorSample? { count > 0 ? fromNewest(0) : nil }
}
