import InkReport

/// Receives what a benchmark run reports while it runs: progress after every simulation, each
/// trace's results (the table `inkbench run` prints), notices, and the moment the report folder's
/// main files are committed. Every method has an empty default, so a sink implements only what
/// it shows.
///
/// `inkbench run`'s sink draws a progress bar on the terminal and prints `RunTable` per trace;
/// `SilentRunSink` ignores everything.
public protocol RunSink {
    /// The run is about to simulate `steps` runs in all (traces × configurations × repetitions).
    mutating func runStarted(steps: Int)
    /// One simulation finished; `label` names it ("INPUT × CONFIGURATION, run K/N").
    mutating func stepFinished(_ label: String)
    /// Every configuration of the trace at `index` (0-based) has been simulated: its results,
    /// with the run's cost settings for the table heading (`RunTable`).
    mutating func traceFinished(_ result: RunReport.TraceResult, index: Int, cost: RunReport.CostSettings)
    /// A line for the person running the benchmark (a debug picture skipped, …).
    mutating func notice(_ line: String)
    /// report.json, summary.md, data/ and renders/ in `folder` are complete and replaced the
    /// previous ones; charts/ and index.html follow.
    mutating func outputsCommitted(folder: String)
}

extension RunSink {
    public mutating func runStarted(steps: Int) {}
    public mutating func stepFinished(_ label: String) {}
    public mutating func traceFinished(_ result: RunReport.TraceResult, index: Int, cost: RunReport.CostSettings) {}
    public mutating func notice(_ line: String) {}
    public mutating func outputsCommitted(folder: String) {}
}

/// A sink that shows nothing.
public struct SilentRunSink: RunSink {
    public init() {}
}
