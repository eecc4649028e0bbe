@testable import InkReport

/// A data table's series read whole into arrays, as the charts read them before they streamed:
/// the reference the bounded readings (`LagSeries`, `ThinnedSeries`, `CostPointsSeries`) are
/// checked against.
struct WholeSeries {
    var x: [RunKey: [Double]] = [:]
    var y: [RunKey: [Double]] = [:]
    /// The smallest x of each run over all its rows, those without a y included.
    var start: [RunKey: Double] = [:]

    init(_ table: RunSeriesTable) throws {
        try table.forEachRow { key, x, y in
            start[key] = min(start[key] ?? x, x)
            guard let y else { return }
            self.x[key, default: []].append(x)
            self.y[key, default: []].append(y)
        }
    }

    /// The x and y values of `key`'s run, nil when it has no rows with a y.
    func series(_ key: RunKey) -> (x: [Double], y: [Double])? {
        guard let xs = x[key], let ys = y[key], !xs.isEmpty else { return nil }
        return (xs, ys)
    }

    /// Every k-th element of `values` from the first, at most `limit` of them (the charts' thinning).
    static func thinned<Element>(_ values: [Element], to limit: Int) -> [Element] {
        let step = max(1, (values.count + limit - 1) / limit)
        return step == 1 ? values : stride(from: 0, to: values.count, by: step).map { values[$0] }
    }
}

extension WholeSeries {
    /// The lag-over-time envelope of whole arrays as the charts made it before they streamed:
    /// all points up to `2 × LagEnvelope.buckets`, else per time slice its lowest and highest lag
    /// (the first of equal ones), in index order.
    static func envelope(times: [Double], lags: [Double]) -> [LagEnvelope.Point] {
        let count = min(times.count, lags.count)
        guard count > 2 * LagEnvelope.buckets, let first = times.first, let last = times.last, last > first else {
            return (0..<count).map { LagEnvelope.Point(time: times[$0], lag: lags[$0]) }
        }
        let buckets = LagEnvelope.buckets
        let width = (last - first) / Double(buckets)
        var result: [LagEnvelope.Point] = []
        var index = 0
        while index < count {
            let bucket = min(Int((times[index] - first) / width), buckets - 1)
            var low = index, high = index
            index += 1
            while index < count, min(Int((times[index] - first) / width), buckets - 1) == bucket {
                if lags[index] < lags[low] { low = index }
                if lags[index] > lags[high] { high = index }
                index += 1
            }
            for position in low == high ? [low] : [min(low, high), max(low, high)] {
                result.append(LagEnvelope.Point(time: times[position], lag: lags[position]))
            }
        }
        return result
    }
}
