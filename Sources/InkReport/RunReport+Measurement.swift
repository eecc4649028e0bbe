import InkMetrics
import InkPipeline

extension RunReport {
    /// How a run with measured costs timed its steps and how busy the machine was meanwhile
    /// (report.json `cost.measurement`; absent for deterministic cost sources). docs/measured-costs.md.
    public struct MeasurementRecord: Sendable, Codable, Equatable {
        /// The clock the costs price: `thread-cpu` (the thread's CPU time) or `monotonic`.
        public var clock: String
        /// What one timing adds to a step on the priced clock (subtracted from every step) and on
        /// the wall clock, seconds.
        public var timerOverheadSeconds: Double
        public var wallTimerOverheadSeconds: Double
        /// How the repetitions become the run the report shows, one sentence.
        public var pooling: String
        /// The machine's load around and during the run; nil where the system does not say.
        public var load: MachineLoadRecord?

        public init(clock: String, timerOverheadSeconds: Double, wallTimerOverheadSeconds: Double, pooling: String, load: MachineLoadRecord?) {
            self.clock = clock
            self.timerOverheadSeconds = timerOverheadSeconds
            self.wallTimerOverheadSeconds = wallTimerOverheadSeconds
            self.pooling = pooling
            self.load = load
        }
    }

    /// The machine's load during a run, from the system's counters (Linux: /proc/loadavg and
    /// /proc/stat) read when the run started and ended.
    public struct MachineLoadRecord: Sendable, Codable, Equatable {
        /// Load averages over 1, 5 and 15 minutes when the run started and when it ended.
        public var loadAverageBefore: [Double]
        public var loadAverageAfter: [Double]
        /// Share of all cores' time that other processes used during the run, 0…1 (the busy time
        /// of every core less this process's own CPU time and its children's, over cores × the
        /// run's wall time).
        public var otherProcessesShare: Double?
        /// Share of all cores' time the hypervisor gave to other machines (steal), 0…1.
        public var stealShare: Double?
        /// Cores the shares are of.
        public var cores: Int
        /// Wall time between the two readings, seconds.
        public var seconds: Double
        /// How fast the run's thread copied memory when the run started and when it ended, bytes
        /// per second of its CPU time (a 64 MiB copy, the best of three); other programs'
        /// memory traffic lowers it, and raises the measured cost of memory-bound steps such as
        /// full-canvas renders. Nil when not probed.
        public var memoryCopyRate: [Double]?

        public init(
            loadAverageBefore: [Double], loadAverageAfter: [Double], otherProcessesShare: Double?, stealShare: Double?, cores: Int, seconds: Double,
            memoryCopyRate: [Double]? = nil
        ) {
            self.loadAverageBefore = loadAverageBefore
            self.loadAverageAfter = loadAverageAfter
            self.otherProcessesShare = otherProcessesShare
            self.stealShare = stealShare
            self.cores = cores
            self.seconds = seconds
            self.memoryCopyRate = memoryCopyRate
        }

        /// One line, e.g. `load average 3.21 → 3.50, other processes 87% of 2 cores, steal 0%,
        /// memory copy 20.4 → 19.8 GB/s`.
        public var summary: String {
            var parts = [String(format: "load average %.2f → %.2f", loadAverageBefore.first ?? .nan, loadAverageAfter.first ?? .nan)]
            if let otherProcessesShare { parts.append(String(format: "other processes %.0f%% of %d cores", otherProcessesShare * 100, cores)) }
            if let stealShare { parts.append(String(format: "steal %.0f%%", stealShare * 100)) }
            if let rates = memoryCopyRate, rates.count == 2 {
                parts.append(String(format: "memory copy %.1f → %.1f GB/s", rates[0] / 1e9, rates[1] / 1e9))
            }
            return parts.joined(separator: ", ")
        }
    }

    /// What the repetitions of one configuration on one trace measured, beyond their metrics
    /// (report.json `traces[].results[].measurement`; absent for deterministic cost sources).
    public struct ConfigurationMeasurement: Sendable, Codable, Equatable {
        /// Per repetition: callbacks and renders whose time other work may have inflated
        /// (switched out, moved to another CPU, or time taken without a switch).
        public var disturbedCallbacks: [Int]
        public var disturbedRenders: [Int]
        /// In the pooled run (`pooledRun`): callbacks priced by their pooled time over the
        /// repetitions, and callbacks no repetition carried (priced by their own measurement).
        public var pooledCallbacks: Int?
        public var unmatchedCallbacks: Int?
        /// Callbacks disturbed in every repetition that carried them.
        public var disturbedEverywhere: Int?
        /// Callbacks among the costliest 1% in every repetition, with what happened in them,
        /// costliest first (at most `CostSpike.shownMaximum`).
        public var recurringSpikes: [CostSpike]

        public init(
            disturbedCallbacks: [Int], disturbedRenders: [Int], pooledCallbacks: Int? = nil, unmatchedCallbacks: Int? = nil,
            disturbedEverywhere: Int? = nil, recurringSpikes: [CostSpike] = []
        ) {
            self.disturbedCallbacks = disturbedCallbacks
            self.disturbedRenders = disturbedRenders
            self.pooledCallbacks = pooledCallbacks
            self.unmatchedCallbacks = unmatchedCallbacks
            self.disturbedEverywhere = disturbedEverywhere
            self.recurringSpikes = recurringSpikes
        }
    }

    /// A callback that was among the costliest of its run in every repetition, and what it did.
    public struct CostSpike: Sendable, Codable, Equatable {
        /// Spikes listed per configuration.
        public static let shownMaximum = 5

        /// Its index in the first repetition and when it started there, seconds (trace clock).
        public var callback: Int
        public var startSeconds: Double
        /// Handler plus following render, seconds: the median over the repetitions.
        public var costSeconds: Double
        /// The run's median callback cost, seconds (median over the repetitions), to compare.
        public var runMedianSeconds: Double
        /// What it did: samples carried, points recomputed, render pixels touched and elements
        /// stroked, and the real samples already in its strokes (how long they were).
        public var samples: Int
        public var pointsRecomputed: Int
        public var pixelsTouched: Int
        public var elementsStroked: Int
        public var pointsInStroke: Int

        public init(
            callback: Int, startSeconds: Double, costSeconds: Double, runMedianSeconds: Double, samples: Int, pointsRecomputed: Int, pixelsTouched: Int,
            elementsStroked: Int, pointsInStroke: Int
        ) {
            self.callback = callback
            self.startSeconds = startSeconds
            self.costSeconds = costSeconds
            self.runMedianSeconds = runMedianSeconds
            self.samples = samples
            self.pointsRecomputed = pointsRecomputed
            self.pixelsTouched = pixelsTouched
            self.elementsStroked = elementsStroked
            self.pointsInStroke = pointsInStroke
        }

        /// One line, e.g. `callback 0 at 0.012 s: 4.1 ms (run median 52 µs): 2 samples, 18 points recomputed, …`.
        public var summary: String {
            String(
                format: "callback %d at %.3f s: %.1f µs (median callback %.1f µs): %d samples, %d points recomputed, %d px touched, %d elements stroked, %d points already in its strokes",
                callback, startSeconds, costSeconds * 1e6, runMedianSeconds * 1e6, samples, pointsRecomputed, pixelsTouched, elementsStroked, pointsInStroke
            )
        }
    }
}

extension RunReport {
    /// How long an external pipeline's program took to start, per run (protocol 2: from starting
    /// it to its answer to the hello), seconds; timed apart from every callback.
    public struct StartupRecord: Sendable, Codable, Equatable {
        /// Wall time of each start, in run order.
        public var seconds: [Double]
        /// CPU time the program used to start, in run order.
        public var cpuSeconds: [Double]

        public init(seconds: [Double], cpuSeconds: [Double]) {
            self.seconds = seconds
            self.cpuSeconds = cpuSeconds
        }
    }
}

extension RunReport.ConfigurationResult {
    /// The runs that are repetitions of the measurement: every run but the pooled one. Spread,
    /// `inkbench compare`'s rank tests and the ranges of the summary read these.
    public var repetitions: [SimulationMetrics] {
        guard let pooledRun, runs.indices.contains(pooledRun) else { return runs }
        return runs.enumerated().filter { $0.offset != pooledRun }.map(\.element)
    }
}

extension RunReport {
    /// summary.md's lines about a measured run: the clock, the pooling and the machine's load;
    /// empty for deterministic cost sources.
    static func measurementSummaryLines(_ report: RunReport) -> [String] {
        guard let measurement = report.cost.measurement else { return [] }
        var lines = [
            "",
            String(
                format: "- Measured on the %@ clock (%.2f µs of timer overhead subtracted from every step). %@",
                measurement.clock == StepClock.threadCPU.rawValue ? "thread CPU" : measurement.clock, measurement.timerOverheadSeconds * 1e6,
                measurement.pooling
            ),
        ]
        if let load = measurement.load { lines.append("- Machine during the run: \(load.summary).") }
        return lines
    }

    /// summary.md's lines about the measurements of one trace's configurations: programs'
    /// start-up, disturbed steps and recurring spikes; empty when there is nothing to say.
    static func measurementSummaryLines(_ trace: TraceResult) -> [String] {
        var lines: [String] = []
        for result in trace.results {
            if let startup = result.startup, let wall = DistributionSummary.exactPercentile(50, of: startup.seconds) {
                let cpu = DistributionSummary.exactPercentile(50, of: startup.cpuSeconds).map { String(format: ", %.1f ms of CPU", $0 * 1e3) } ?? ""
                let starts = startup.seconds.count == 1 ? "1 start" : "median of \(startup.seconds.count) starts"
                lines.append(String(format: "- %@: program start-up %.1f ms (%@%@), timed apart from every callback.", result.configuration, wall * 1e3, starts, cpu))
            }
            guard let measurement = result.measurement else { continue }
            let disturbed = measurement.disturbedCallbacks.reduce(0, +), callbacks = result.repetitions.reduce(0) { $0 + $1.callbacks }
            var text = "- \(result.configuration): \(disturbed) of \(callbacks) timed callbacks disturbed over \(measurement.disturbedCallbacks.count) repetitions"
            if let pooled = measurement.pooledCallbacks, let unmatched = measurement.unmatchedCallbacks {
                text += "; the pooled run priced \(pooled) callbacks from the repetitions and \(unmatched) by their own time"
            }
            lines.append(text + ".")
            lines += measurement.recurringSpikes.map { "  - recurring spike: \($0.summary)" }
        }
        return lines.isEmpty ? [] : ["", "Measurement:", ""] + lines
    }
}
