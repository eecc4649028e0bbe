import Foundation

/// The cost growth exponent (DESIGN §7): the log-log slope of median callback cost against the
/// number of points already in the stroke — about 1 for a naive pipeline, about 0 for an
/// incremental one.
///
/// Callbacks with at least one point already in the stroke are grouped into quarter-octave bins
/// of that count (bin b holds counts with ⌊4·log2(count)⌋ = b); each bin contributes the median
/// count and the median cost, and the slope is the least-squares fit of log(median cost) on
/// log(median count). Bins whose median cost is not positive are left out. Nil when fewer than
/// three bins remain.
public enum CostGrowth {
    public static func exponent(pointsInStroke: [Int], costs: [Double]) -> Double? {
        precondition(pointsInStroke.count == costs.count, "one cost per callback")
        var bins: [Int: (points: [Double], costs: [Double])] = [:]
        for (points, cost) in zip(pointsInStroke, costs) where points > 0 {
            let bin = Int((4 * log2(Double(points))).rounded(.down))
            bins[bin, default: ([], [])].points.append(Double(points))
            bins[bin, default: ([], [])].costs.append(cost)
        }
        var xs: [Double] = [], ys: [Double] = []
        for bin in bins.keys.sorted() {
            let values = bins[bin]!
            let cost = median(values.costs)
            guard cost > 0 else { continue }
            xs.append(log(median(values.points)))
            ys.append(log(cost))
        }
        guard xs.count >= 3 else { return nil }
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        var covariance = 0.0, variance = 0.0
        for (x, y) in zip(xs, ys) {
            covariance += (x - meanX) * (y - meanY)
            variance += (x - meanX) * (x - meanX)
        }
        return variance > 0 ? covariance / variance : nil
    }

    /// The median (mean of the two middle values for an even count); 0 for none.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
