import InkConfiguration

extension ComparisonThresholds {
    /// The thresholds `inkbench compare` holds `current` (read from `currentPath`) to, each value
    /// taken from the first of these that gives it: the command line (`noise`, a fraction, and
    /// `assignments`, each `METRIC=PERCENT` or an absolute limit, as `--threshold` gives them),
    /// else the set given to `compare --config` (`configured`, its metric names already checked,
    /// with its file), else the thresholds `current` recorded from its own configuration set,
    /// else the built-in default (noise 2%). Metrics are those `current` declares besides the
    /// built-in ones. A bad assignment is one line (`add(_:)`).
    package init(
        comparing current: RunReport, at currentPath: String, configured: (settings: ComparisonThresholdSettings, file: String)?,
        noise: Double?, assignments: [String]
    ) throws {
        self.init(metrics: ComparedMetric.all(declared: current.declaredMetrics))
        if let recorded = current.thresholds { apply(recorded.settings, from: .report(currentPath, recordedFrom: recorded.source)) }
        if let configured { apply(configured.settings, from: .configuration(configured.file)) }
        apply(ComparisonThresholdSettings(noise: noise), from: .commandLine)
        for assignment in assignments { try add(assignment) }
    }
}
