import InkModel
import InkReport
import InkSim

/// How a benchmark run runs: repetitions, the bootstrap seed, the commit lead, the wall-time
/// limit, whether debug pictures are drawn, and what the report records about its origin.
///
/// The ranges are those of `inkbench run`'s options (`--repetitions`, `--seed`, `--commit-lead`,
/// `--max-seconds`, `--no-renders`); `BenchmarkRun` refuses settings outside them in one line.
public struct RunSettings: Sendable {
    /// Simulation runs per trace and configuration (≥ 1; 1 for deterministic cost sources: the
    /// representative run is the one with the median callback cost p50).
    public var repetitions: Int
    /// Seed of the bootstrap resampling of the confidence intervals.
    public var seed: UInt64
    /// Seconds before a vsync by which a frame must be committed (0…1 s).
    public var commitLeadSeconds: Double
    /// Longest wall time the run may take, seconds (> 0; `.infinity` for no limit): a run
    /// estimated to take longer is refused before it starts, and one that passes it stops with
    /// nothing written.
    package var maxSeconds: Double
    /// Whether the debug pictures of the ink (`renders/`) are drawn.
    public var drawsDebugRenders: Bool
    /// The tool recorded in report.json, e.g. `inkbench 0.1.0`.
    public var tool: String
    /// Simulations run at once (≥ 1, default: this machine's cores) when the costs are
    /// modelled: each trace's configurations are simulated and measured in parallel and reported in
    /// order, so the report is the same for any number. Measured runs are always one at a time,
    /// so they do not disturb each other's timings.
    public var jobs: Int
    /// The profile name recorded as report.json `profileOverride` (what replaced each trace's own
    /// profile), nil when each trace keeps its own.
    public var profileOverride: String?
    /// The `KEY=VALUE` profile overrides recorded as report.json `profileSettings`.
    public var profileSettings: [String]
    /// The timeout, echo child and standard error of external pipelines.
    public var external = ExternalRunSettings()
    /// When a native trace file is read in pieces instead of whole (`StreamedTraceFile`).
    package var streaming = StreamingPolicy.automatic
    /// The part of the run this process computes (`--shard K/N`: the trace × configuration units
    /// whose key falls to it, `WorkShard`), writing a shard folder for `inkbench merge`; nil for
    /// the whole run.
    package var shard: WorkShard?
    /// The machine report.json records; nil for this one (`RunEnvironment.current()`, which asks
    /// git for the commit: a process per run). A fixed one makes the report the same bytes on
    /// any machine, for tests and fuzzing.
    public var environment: RunEnvironment?

    /// The commit leads a run accepts, seconds.
    package static let commitLeadRange: ClosedRange<Double> = ValueRange.commitLeadSeconds.lowerBound...ValueRange.commitLeadSeconds.upperBound

    /// Settings with `inkbench run`'s defaults, except `maxSeconds` (no limit unless given).
    public init(
        repetitions: Int = 1, seed: UInt64 = 1, commitLeadSeconds: Double = 0, maxSeconds: Double = .infinity, drawsDebugRenders: Bool = true,
        tool: String = "inkbench \(InkBenchVersion.current)", profileOverride: String? = nil, profileSettings: [String] = [],
        jobs: Int = ParallelJobs.availableCores
    ) {
        self.jobs = jobs
        self.repetitions = repetitions
        self.seed = seed
        self.commitLeadSeconds = commitLeadSeconds
        self.maxSeconds = maxSeconds
        self.drawsDebugRenders = drawsDebugRenders
        self.tool = tool
        self.profileOverride = profileOverride
        self.profileSettings = profileSettings
    }

    /// What is wrong with these settings, in one line, or nil when a run can use them.
    public var problem: String? {
        if jobs < 1 { return "jobs must be at least 1 (got \(jobs))" }
        if repetitions < 1 { return "repetitions must be at least 1 (got \(repetitions))" }
        if !Self.commitLeadRange.contains(commitLeadSeconds) { return "the commit lead must be a number of seconds in 0…1 (got \(commitLeadSeconds))" }
        if !(maxSeconds > 0) { return "the time limit must be a positive number of seconds (got \(maxSeconds))" }
        return external.problem
    }
}
