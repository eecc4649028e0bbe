extension BootstrapInterval {
    /// An estimate of `ofMean` of `count` values with mean `mean` from `sample`, a uniform random
    /// sample of them (a capped stream's reservoir, `CappedSample`), when the values themselves
    /// are no longer kept.
    ///
    /// The bootstrap distribution of a mean is centred on the sample's mean with a spread of
    /// σ/√n (σ the values' standard deviation, n their count); the sample has about the same σ,
    /// so its percentile interval's distances from its own mean, scaled by √(sample count / n),
    /// estimate the full interval's distances from `mean`. The estimate is `mean` itself.
    static func ofMean(sampledFrom sample: [Double], mean: Double, count: Int, seed: UInt64) -> BootstrapInterval? {
        guard count >= sample.count, let sampled = ofMean(sample, seed: seed), mean.isFinite else { return nil }
        let scale = (Double(sample.count) / Double(count)).squareRoot()
        return BootstrapInterval(
            estimate: mean, lower: mean + (sampled.lower - sampled.estimate) * scale, upper: mean + (sampled.upper - sampled.estimate) * scale,
            confidence: sampled.confidence, resamples: sampled.resamples
        )
    }
}
