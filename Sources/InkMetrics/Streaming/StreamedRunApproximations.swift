/// The metrics of a streamed run (`StreamedRunMeasure`) that are estimates rather than the
/// whole-record values, and why. Empty for every run whose distributions stay within
/// `StreamedRunMeasure.exactValueCap` values (and whose trace gives each update index of a touch
/// to one sample): then the streamed metrics are bit for bit the whole-record ones.
public struct StreamedRunApproximations: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// More callbacks than the cap: the mean intervals of handler cost, callback cost and cost
    /// per sample, and the cost growth's bin medians, come from a seeded sample of the callbacks.
    public static let callbackCosts = StreamedRunApproximations(rawValue: 1 << 0)
    /// More renders than the cap: the render cost's mean interval comes from a seeded sample.
    public static let renderCost = StreamedRunApproximations(rawValue: 1 << 1)
    /// More shown samples than the cap: the lag's mean interval comes from a seeded sample.
    public static let lag = StreamedRunApproximations(rawValue: 1 << 2)
    /// More shown samples in the first or last third than the cap: that third's median lag is
    /// the median of a seeded sample.
    public static let alongStroke = StreamedRunApproximations(rawValue: 1 << 3)
    /// More measured tips than the cap: the effective lag's percentiles come from a seeded sample
    /// and its mean is summed in frame order instead of sorted order.
    public static let effectiveLag = StreamedRunApproximations(rawValue: 1 << 4)
    /// Two samples of a touch with the same update index: the count may differ from the
    /// whole-record one (which matches every update to the later sample).
    public static let staleProperties = StreamedRunApproximations(rawValue: 1 << 5)

    /// The `SimulationMetrics` fields (report keys) that hold estimates, in report order.
    public var metricNames: [String] {
        var names: [String] = []
        if contains(.staleProperties) { names.append("staleProperties") }
        if contains(.callbackCosts) { names.append("handlerCost") }
        if contains(.renderCost) { names.append("renderCost") }
        if contains(.callbackCosts) { names += ["callbackCost", "costPerSample", "costGrowth"] }
        if contains(.lag) { names.append("lag") }
        if contains(.alongStroke) { names.append("alongStroke") }
        if contains(.effectiveLag) { names.append("effectiveLag") }
        return names
    }
}
