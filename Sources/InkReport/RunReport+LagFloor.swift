import InkMetrics

extension RunReport {
    /// Touch-to-display lag at the percentiles the verdict reads, seconds; nil without a shown
    /// sample. A difference of two lags (`ConfigurationResult.lagAdded`) may be negative.
    public struct LagPercentiles: Sendable, Codable, Hashable {
        public var p50: Double?
        public var p99: Double?

        public init(p50: Double?, p99: Double?) {
            self.p50 = p50
            self.p99 = p99
        }

        /// The lag percentiles of one run's metrics.
        public init(_ metrics: SimulationMetrics) {
            self.init(p50: metrics.lag.p50, p99: metrics.lag.p99)
        }
    }
}

extension RunReport.ConfigurationResult {
    /// The runs the verdict's numbers come from: the pooled run when there is one, else every
    /// run (the verdict takes the median over them, `headlineMedian`).
    public var headlineRuns: [SimulationMetrics] {
        pooledRun.map { [runs[$0]] } ?? runs
    }

    /// The median of one number over `headlineRuns`, leaving out runs without it; nil when none
    /// has it.
    public func headlineMedian(_ value: (SimulationMetrics) -> Double?) -> Double? {
        let present = headlineRuns.compactMap(value)
        return present.isEmpty ? nil : RepetitionEvidence.median(present)
    }

    /// Records `floor` (the platform's lag through a zero-cost pipeline of this configuration's
    /// redraw mode, on the same trace and profile) and what this configuration adds over it:
    /// its headline lag p50 and p99 minus the floor's.
    public mutating func recordLagFloor(_ floor: RunReport.LagPercentiles) {
        lagFloor = floor
        let difference = { (own: Double?, floor: Double?) -> Double? in
            guard let own, let floor else { return nil }
            return own - floor
        }
        lagAdded = RunReport.LagPercentiles(
            p50: difference(headlineMedian(\.lag.p50), floor.p50), p99: difference(headlineMedian(\.lag.p99), floor.p99)
        )
    }
}

extension RunReport.ConfigurationResult {
    /// Where the headline runs' lag goes, stage by stage (`LagBudget`): the stage-wise mean over
    /// `headlineRuns`, which adds up to the mean of their mean lags; nil when a headline run has
    /// none (no shown sample, or a browser run).
    public var lagBudget: LagBudget? {
        let budgets = headlineRuns.compactMap(\.lagBudget)
        return budgets.count == headlineRuns.count ? LagBudget.mean(of: budgets) : nil
    }

    /// The mean lag `lagBudget` adds up to, seconds: the mean over `headlineRuns` of their mean
    /// lags; nil when a headline run has none.
    public var headlineMeanLag: Double? {
        let means = headlineRuns.compactMap(\.lag.mean)
        return means.count == headlineRuns.count && !means.isEmpty ? means.reduce(0, +) / Double(means.count) : nil
    }
}
