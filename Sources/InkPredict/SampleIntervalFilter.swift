/// An exponentially smoothed sample interval, seconds: the first interval sets it, each later one
/// moves it by `smoothing` (0...1) of the difference. Irregular timestamps (1 ms quantisation on
/// 4 ms samples) would otherwise shake every velocity estimate made in "per sample" units.
package struct SampleIntervalFilter: Hashable, Sendable {
    package let smoothing: Double
    /// The filtered interval, seconds; nil before the first interval.
    package private(set) var interval: Double?

    package init(smoothing: Double) {
        self.smoothing = min(max(smoothing, 0), 1)
    }

    package mutating func reset() { interval = nil }

    /// Takes one interval (seconds; ignored unless positive).
    package mutating func add(_ dt: Double) {
        guard dt > 0 else { return }
        interval = interval.map { $0 + smoothing * (dt - $0) } ?? dt
    }
}
