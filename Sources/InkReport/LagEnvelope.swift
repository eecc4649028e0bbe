/// The points of a lag-over-time chart, bounded in number: every sample when there are at most
/// `2 × buckets`, otherwise the trace's time span cut into `buckets` equal slices, each
/// represented by its lowest and its highest lag (in time order), so spikes and the floor stay
/// visible however long the trace. Times and lags in seconds. Built one sample at a time
/// (`add`), knowing beforehand the samples' count and first and last times.
struct LagEnvelope {
    /// Time slices of a thinned chart.
    static let buckets = 2000

    struct Point: Equatable {
        var time: Double
        var lag: Double
    }

    /// The plotted points so far, in time order (all of them after `finish`).
    private(set) var points: [Point] = []
    /// The trace's first time and the slices' width; nil when every sample is plotted.
    private let slicing: (first: Double, width: Double)?
    /// The slice being read: its index, its lowest and highest lag's samples (the first of equal
    /// ones) by position.
    private var slice: (bucket: Int, low: (Int, Point), high: (Int, Point))?
    private var position = 0

    /// An envelope of `count` samples, the first at `first` and the last at `last` (in reading order).
    init(count: Int, first: Double?, last: Double?) {
        if count > 2 * Self.buckets, let first, let last, last > first {
            slicing = (first, (last - first) / Double(Self.buckets))
            points.reserveCapacity(2 * Self.buckets)
        } else {
            slicing = nil
            points.reserveCapacity(count)
        }
    }

    /// The envelope of `lags[i]` at `times[i]` (same length, times ascending).
    init(times: [Double], lags: [Double]) {
        let count = min(times.count, lags.count)
        self.init(count: count, first: times.first, last: times.last)
        for index in 0..<count { add(time: times[index], lag: lags[index]) }
        finish()
    }

    /// Reads the next sample.
    mutating func add(time: Double, lag: Double) {
        defer { position += 1 }
        let point = Point(time: time, lag: lag)
        guard let slicing else { return points.append(point) }
        let bucket = min(Int((time - slicing.first) / slicing.width), Self.buckets - 1)
        guard var current = slice, current.bucket == bucket else {
            finish()
            slice = (bucket, (position, point), (position, point))
            return
        }
        if lag < current.low.1.lag { current.low = (position, point) }
        if lag > current.high.1.lag { current.high = (position, point) }
        slice = current
    }

    /// Adds the last slice's points.
    mutating func finish() {
        guard let current = slice else { return }
        slice = nil
        if current.low.0 == current.high.0 {
            points.append(current.low.1)
        } else {
            points += current.low.0 < current.high.0 ? [current.low.1, current.high.1] : [current.high.1, current.low.1]
        }
    }
}
