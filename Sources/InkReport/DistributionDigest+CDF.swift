import InkMetrics

extension DistributionDigest {
    /// The points of a CDF the digest holds: (value × `scale`, fraction of values at or below
    /// it) for min, p50, p90, p99, p99.9 and max at 0, 0.5, 0.9, 0.99, 0.999 and 1, leaving out
    /// those it lacks. What a chart draws when the per-event table is not there.
    func cdfPoints(scale: Double) -> [(Double, Double)] {
        [(min, 0.0), (p50, 0.5), (p90, 0.9), (p99, 0.99), (p999, 0.999), (max, 1.0)]
            .compactMap { value, fraction in value.map { ($0 * scale, fraction) } }
    }
}
