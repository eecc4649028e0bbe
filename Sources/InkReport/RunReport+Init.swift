import InkMetrics
import InkSim

extension RunReport {
    /// A report with no traces yet; `inkbench run` appends one `TraceResult` per trace.
    public init(
        tool: String, environment: RunEnvironment, cost: CostSettings, profileOverride: String?, profileSettings: [String],
        configurations: [ConfigurationRecord], traces: [TraceResult] = []
    ) {
        self.tool = tool
        self.environment = environment
        self.cost = cost
        self.profileOverride = profileOverride
        self.profileSettings = profileSettings
        self.configurations = configurations
        self.traces = traces
    }
}
