import InkSim

extension RunReport {
    /// A registered metric as report.json declares it (`MetricComponent` without its
    /// computation): enough for summary.md, the charts and `inkbench compare` to show and gate its
    /// values (`SimulationMetrics.registered`) without knowing the component.
    public struct MetricDeclaration: Hashable, Sendable, Codable {
        /// The key of its values in each run's `registered`.
        public var name: String
        /// What it measures, one line.
        public var summary: String
        /// Unit of its values (`MetricComponent.unit`).
        public var unit: String
        /// Whether `inkbench compare` gates it (smaller is better).
        public var compared: Bool

        public init(name: String, summary: String, unit: String, compared: Bool) {
            self.name = name
            self.summary = summary
            self.unit = unit
            self.compared = compared
        }

        /// The declaration of `component`.
        public init(_ component: MetricComponent) {
            self.init(name: component.name, summary: component.summary, unit: component.unit, compared: component.isCompared)
        }
    }

    /// The declared metrics (`metrics`), none when nil.
    public var declaredMetrics: [MetricDeclaration] { metrics ?? [] }
}
