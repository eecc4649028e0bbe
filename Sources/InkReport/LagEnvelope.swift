/// The points of a lag-over-time chart, bounded in number: every sample when there are at most
/// `2 × buckets`, otherwise the trace's time span cut into `buckets` equal slices, each
/// represented by its lowest and its highest lag (in time order), so spikes and the floor stay
/// visible however long the trace. Times and lags in seconds.
struct LagEnvelope {
    /// Time slices of a thinned chart.
    static let buckets = 2000

    struct Point: Equatable {
        var time: Double
        var lag: Double
    }

    /// The plotted points, in time order.
    let points: [Point]

    /// The envelope of `lags[i]` at `times[i]` (same length, times ascending).
    init(times: [Double], lags: [Double]) {
        let count = min(times.count, lags.count)
        guard count > 2 * Self.buckets, let first = times.first, let last = times.last, last > first else {
            points = (0..<count).map { Point(time: times[$0], lag: lags[$0]) }
            return
        }
        let width = (last - first) / Double(Self.buckets)
        var result: [Point] = []
        result.reserveCapacity(2 * Self.buckets)
        var index = 0
        while index < count {
            let bucket = min(Int((times[index] - first) / width), Self.buckets - 1)
            var low = index, high = index
            index += 1
            while index < count, min(Int((times[index] - first) / width), Self.buckets - 1) == bucket {
                if lags[index] < lags[low] { low = index }
                if lags[index] > lags[high] { high = index }
                index += 1
            }
            for position in low == high ? [low] : [min(low, high), max(low, high)] {
                result.append(Point(time: times[position], lag: lags[position]))
            }
        }
        points = result
    }
}
