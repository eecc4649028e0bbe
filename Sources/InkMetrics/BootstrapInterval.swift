import InkModel

/// A percentile-bootstrap confidence interval of a statistic of a sample (Efron): the sample is
/// resampled with replacement `resamples` times, the statistic computed on each resample, and the
/// interval runs from the k-th smallest to the k-th largest of those values,
/// k = max(1, ⌈resamples × (1 − confidence) / 2⌉) (for 1,000 resamples at 95 %: the 25th of each end).
///
/// Deterministic: resampling indices come from a `SeededGenerator` seeded with `seed`, so the
/// same data, statistic and seed give the same interval on every machine. Values carry the unit of
/// the statistic (seconds for a mean of seconds; a plain fraction for a relative change).
public struct BootstrapInterval: Hashable, Sendable, Codable {
    /// The statistic on the original sample (the point estimate).
    public var estimate: Double
    /// Lower end of the interval.
    public var lower: Double
    /// Upper end of the interval.
    public var upper: Double
    /// Confidence level, a fraction in (0, 1), e.g. 0.95.
    public var confidence: Double
    /// Resamples whose statistic was a finite number (those the interval was taken from).
    public var resamples: Int

    public init(estimate: Double, lower: Double, upper: Double, confidence: Double, resamples: Int) {
        self.estimate = estimate
        self.lower = lower
        self.upper = upper
        self.confidence = confidence
        self.resamples = resamples
    }

    /// Width of the interval, `upper − lower`.
    public var width: Double { upper - lower }

    /// True when `value` lies within `lower...upper`.
    public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }

    /// Default number of resamples.
    public static let defaultResamples = 1_000
    /// Default confidence level.
    public static let defaultConfidence = 0.95

    /// Interval of the arithmetic mean of `values`. Nil when `values` is empty, `confidence` is not
    /// in (0, 1), `resamples` < 1, or the mean is not finite.
    public static func ofMean(
        _ values: [Double],
        confidence: Double = defaultConfidence,
        resamples: Int = defaultResamples,
        seed: UInt64
    ) -> BootstrapInterval? {
        guard !values.isEmpty, isValid(confidence: confidence, resamples: resamples) else { return nil }
        let estimate = mean(of: values)
        var generator = SeededGenerator(seed: seed)
        var statistics: [Double] = []
        statistics.reserveCapacity(resamples)
        for _ in 0..<resamples {
            statistics.append(resampledMean(of: values, using: &generator))
        }
        return interval(estimate: estimate, statistics: &statistics, confidence: confidence)
    }

    /// Interval of `statistic` (any function of a sample, e.g. a median) over `values`.
    /// The statistic receives a reused buffer holding one resample (same count as `values`).
    /// Resamples where it is not finite are left out. Nil as for `ofMean`, or when the statistic
    /// of `values` itself is not finite.
    public static func of(
        _ values: [Double],
        confidence: Double = defaultConfidence,
        resamples: Int = defaultResamples,
        seed: UInt64,
        statistic: ([Double]) -> Double
    ) -> BootstrapInterval? {
        guard !values.isEmpty, isValid(confidence: confidence, resamples: resamples) else { return nil }
        let estimate = statistic(values)
        var generator = SeededGenerator(seed: seed)
        var resample = values
        var statistics: [Double] = []
        statistics.reserveCapacity(resamples)
        for _ in 0..<resamples {
            for index in resample.indices {
                resample[index] = values[generator.nextIndex(below: values.count)]
            }
            statistics.append(statistic(resample))
        }
        return interval(estimate: estimate, statistics: &statistics, confidence: confidence)
    }

    /// Interval of the relative change of the mean from `base` to `current`:
    /// (mean(current) − mean(base)) / mean(base), a fraction (+0.10 = 10 % larger). Both samples
    /// are resampled independently. Resamples whose base mean is 0 are left out. Nil when either
    /// sample is empty, the base mean is 0, or the parameters are invalid as for `ofMean`.
    public static func ofRelativeChangeOfMean(
        from base: [Double],
        to current: [Double],
        confidence: Double = defaultConfidence,
        resamples: Int = defaultResamples,
        seed: UInt64
    ) -> BootstrapInterval? {
        guard !base.isEmpty, !current.isEmpty, isValid(confidence: confidence, resamples: resamples) else {
            return nil
        }
        let baseMean = mean(of: base)
        guard baseMean != 0 else { return nil }
        let estimate = (mean(of: current) - baseMean) / baseMean
        var generator = SeededGenerator(seed: seed)
        var statistics: [Double] = []
        statistics.reserveCapacity(resamples)
        for _ in 0..<resamples {
            let resampledBase = resampledMean(of: base, using: &generator)
            let resampledCurrent = resampledMean(of: current, using: &generator)
            statistics.append((resampledCurrent - resampledBase) / resampledBase)
        }
        return interval(estimate: estimate, statistics: &statistics, confidence: confidence)
    }

    static func isValid(confidence: Double, resamples: Int) -> Bool {
        confidence > 0 && confidence < 1 && resamples >= 1
    }

    static func mean(of values: [Double]) -> Double {
        values.reduce(0, +) / Double(values.count)
    }

    /// The hot loop of every interval (one draw per value per resample): indices from
    /// `nextIndex` are always in bounds, so the values are read without bounds checks.
    private static func resampledMean(of values: [Double], using generator: inout SeededGenerator) -> Double {
        let count = values.count
        var sum = 0.0
        values.withUnsafeBufferPointer { buffer in
            for _ in 0..<count { sum += buffer[generator.nextIndex(below: count)] }
        }
        return sum / Double(count)
    }

    /// Drops non-finite `statistics`, sorts the rest in place and takes the k-th smallest and the
    /// k-th largest, k = max(1, ⌈n × (1 − confidence) / 2⌉): symmetric nearest-rank percentiles.
    static func interval(estimate: Double, statistics: inout [Double], confidence: Double) -> BootstrapInterval? {
        guard estimate.isFinite else { return nil }
        statistics.removeAll { !$0.isFinite }
        guard !statistics.isEmpty else { return nil }
        statistics.sort()
        let tail = Double(statistics.count) * (1 - confidence) / 2
        let k = min(max(1, Int((tail - tail * 1e-12).rounded(.up))), statistics.count)
        return BootstrapInterval(
            estimate: estimate,
            lower: statistics[k - 1],
            upper: statistics[statistics.count - k],
            confidence: confidence,
            resamples: statistics.count
        )
    }
}
