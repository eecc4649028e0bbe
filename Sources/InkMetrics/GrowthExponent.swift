import Foundation

/// The cost growth exponent (`costGrowth`, docs/report-schema.md): the log-log slope of median callback cost against the
/// number of points already in the stroke (≈ 1 when every callback redoes the whole stroke,
/// ≈ 0 when it does a constant amount of work).
///
/// Method: observations with at least one point in the stroke are put into logarithmic bins of
/// that count, `binsPerDecade` per decade (bin b holds 10^(b/binsPerDecade) ≤ x < 10^((b+1)/binsPerDecade)).
/// Bins with fewer than `minimumBinCount` observations are dropped. Each remaining bin is
/// represented by its median point count and its median cost, both taken in log space (for an even
/// count, the geometric mean of the two middle values), and `fit` is the least-squares line
/// through those bin medians in log-log space. Taking both medians the same way makes the fit
/// exact for a noiseless power law y = c·x^k (slope k) and for a constant cost (slope 0). A bin
/// whose median cost is 0 has no logarithm and is dropped.
public struct GrowthExponent: Hashable, Sendable, Codable {
    /// One logarithmic bin of point counts and the median cost in it.
    public struct Bin: Hashable, Sendable, Codable {
        /// Smallest point count the bin covers (inclusive).
        public var lowerBound: Double
        /// Point count where the next bin starts (exclusive).
        public var upperBound: Double
        /// Median number of points already in the stroke over the bin's observations.
        public var medianPoints: Double
        /// Median cost over the bin's observations, in the unit of the costs given (e.g. seconds).
        public var medianCost: Double
        /// Observations in the bin.
        public var count: Int
    }

    /// Bins per decade of point count, by default.
    public static let defaultBinsPerDecade = 4
    /// Observations a bin needs to take part in the fit, by default.
    public static let defaultMinimumBinCount = 5
    /// Fewest bins a fit is made from.
    public static let minimumBins = 3

    /// The fit through the bin medians; `fit.slope` is the growth exponent.
    public var fit: LogLogFit
    /// The bins used, in increasing point count.
    public var bins: [Bin]

    /// The growth exponent (dimensionless).
    public var slope: Double { fit.slope }

    /// The growth exponent of `costs` (any unit) against `pointsInStroke` (the number of points
    /// already in the stroke when each callback ran), paired by index. Observations with fewer
    /// than one point, or a negative or non-finite cost, are ignored. Nil — print "n/a" — when
    /// fewer than `minimumBins` bins have `minimumBinCount` observations and a positive median.
    public init?(
        pointsInStroke: [Int],
        costs: [Double],
        binsPerDecade: Int = defaultBinsPerDecade,
        minimumBinCount: Int = defaultMinimumBinCount
    ) {
        guard binsPerDecade >= 1 else { return nil }
        var logPointsByBin: [Int: [Double]] = [:]
        var logCostsByBin: [Int: [Double]] = [:]
        for (points, cost) in zip(pointsInStroke, costs) where Self.isObservation(points: points, cost: cost) {
            let bin = Self.bin(ofPoints: points, binsPerDecade: binsPerDecade)
            logPointsByBin[bin, default: []].append(log(Double(points)))
            logCostsByBin[bin, default: []].append(log(cost))
        }
        var medians: [BinMedians] = []
        for bin in logPointsByBin.keys.sorted() {
            guard var logPoints = logPointsByBin[bin], var logCosts = logCostsByBin[bin],
                  logPoints.count >= max(1, minimumBinCount)
            else { continue }
            medians.append(BinMedians(
                bin: bin, logPoints: Self.median(sorting: &logPoints), logCost: Self.median(sorting: &logCosts), count: logPoints.count
            ))
        }
        self.init(medians, binsPerDecade: binsPerDecade)
    }

    /// One bin's observations reduced to their medians (in log space, as `init(pointsInStroke:…)`
    /// takes them) and their count.
    public struct BinMedians: Sendable {
        /// The bin's index: it covers 10^(bin/binsPerDecade) ≤ points < 10^((bin+1)/binsPerDecade).
        public var bin: Int
        /// Median of ln(points in the stroke).
        package var logPoints: Double
        /// Median of ln(cost).
        package var logCost: Double
        /// Observations in the bin.
        public var count: Int

        public init(bin: Int, logPoints: Double, logCost: Double, count: Int) {
            self.bin = bin
            self.logPoints = logPoints
            self.logCost = logCost
            self.count = count
        }
    }

    /// The fit through `medians` (in increasing bin order, each bin already holding enough
    /// observations); bins whose median cost has no logarithm are dropped. Nil when fewer than
    /// `minimumBins` remain or the fit fails.
    public init?(_ medians: [BinMedians], binsPerDecade: Int) {
        var bins: [Bin] = []
        var logCentres: [Double] = [], logMedians: [Double] = []
        for median in medians where median.logCost.isFinite {
            logCentres.append(median.logPoints)
            logMedians.append(median.logCost)
            bins.append(Bin(
                lowerBound: pow(10, Double(median.bin) / Double(binsPerDecade)),
                upperBound: pow(10, Double(median.bin + 1) / Double(binsPerDecade)),
                medianPoints: exp(median.logPoints),
                medianCost: exp(median.logCost),
                count: median.count
            ))
        }
        guard bins.count >= Self.minimumBins, let fit = LogLogFit(logX: logCentres, logY: logMedians) else {
            return nil
        }
        self.fit = fit
        self.bins = bins
    }

    /// Whether a callback with `points` already in the stroke and `cost` is an observation:
    /// at least one point, a finite non-negative cost.
    public static func isObservation(points: Int, cost: Double) -> Bool {
        points >= 1 && cost >= 0 && cost.isFinite
    }

    /// The bin `points` (≥ 1) falls in.
    public static func bin(ofPoints points: Int, binsPerDecade: Int) -> Int {
        Int((log10(Double(points)) * Double(binsPerDecade) + boundarySlack).rounded(.down))
    }

    /// Keeps exact powers of ten (log10 of 1000 is a hair below 3 in floating point) in the bin
    /// they start.
    private static let boundarySlack = 1e-9

    /// The median of `values` (sorted in place); the mean of the two middle values for an even count.
    static func median(sorting values: inout [Double]) -> Double {
        values.sort()
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
}
