/// One coefficient of a calibration with what the data say about it (`CalibrationFit.terms`):
/// its value, its uncertainty from a bootstrap of the fit (rows resampled with replacement,
/// seeded), and whether the workloads identify it at all — a term whose column the others nearly
/// reproduce (a large variance inflation) cannot be told apart from them, whatever value the fit
/// gives it. Seconds.
public struct CalibrationTerm: Hashable, Sendable, Codable {
    /// The coefficient's key in `CostCoefficients` (`perCallback`, `perSample`, …).
    public var name: String
    /// The value stored in `coefficients`, seconds (≥ 0).
    public var value: Double
    /// Standard deviation of the value over the bootstrap resamples, seconds; nil without one.
    public var standardError: Double?
    /// The bootstrap's 95% percentile interval, seconds; nil without one.
    public var lower95: Double?
    public var upper95: Double?
    /// How much the other terms' columns inflate this one's variance (1: independent of them;
    /// nil when the fit has no such design, as for a median); above
    /// `CalibrationTerm.maximumVarianceInflation` the term is not identified.
    public var varianceInflation: Double?
    /// Whether the data identify the term.
    public var identified: Bool
    /// How the value was obtained, or why it is not identified, one line.
    public var note: String

    /// The variance inflation beyond which a term counts as not identified.
    public static let maximumVarianceInflation = 100.0

    public init(
        name: String, value: Double, standardError: Double?, lower95: Double?, upper95: Double?, varianceInflation: Double?, identified: Bool,
        note: String
    ) {
        self.name = name
        self.value = value
        self.standardError = standardError
        self.lower95 = lower95
        self.upper95 = upper95
        self.varianceInflation = varianceInflation
        self.identified = identified
        self.note = note
    }
}
