/// The metrics of a run (`RunMeasure`) that are estimates rather than exact values, and why.
/// Empty for every run whose distributions stay within the measure's cap of kept values
/// (`RunMeasure.exactValueCap` for a streamed run; a record measured whole keeps every value) and
/// whose trace gives each update index of a touch to one sample, or hands all of a touch's samples
/// over before its updates.
package struct RunApproximations: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// More callbacks than the cap: the mean intervals of handler cost, callback cost and cost
    /// per sample, and the cost growth's bin medians, come from a seeded sample of the callbacks.
    package static let callbackCosts = RunApproximations(rawValue: 1 << 0)
    /// More renders than the cap: the render cost's mean interval comes from a seeded sample.
    package static let renderCost = RunApproximations(rawValue: 1 << 1)
    /// More shown samples than the cap: the lag's mean interval comes from a seeded sample.
    package static let lag = RunApproximations(rawValue: 1 << 2)
    /// More shown samples in the first or last third than the cap: that third's median lag is
    /// the median of a seeded sample.
    package static let alongStroke = RunApproximations(rawValue: 1 << 3)
    /// More measured tips than the cap: the effective lag's percentiles come from a seeded sample
    /// and its mean is summed in frame order instead of sorted order.
    package static let effectiveLag = RunApproximations(rawValue: 1 << 4)
    /// Two samples of a touch with the same update index, the later handed over after an update:
    /// the count may differ from the exact one (which matches every update to the later sample).
    package static let staleProperties = RunApproximations(rawValue: 1 << 5)

    /// The `SimulationMetrics` fields (report keys) that hold estimates, in report order.
    package var metricNames: [String] {
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
