/// A browser run against the simulator's model of it (report.json
/// `traces[].results[].browser[].model`): the same trace through the simulated platform with
/// the browser's frame rate, its input latency and its presentation delay, each frame costing
/// what the browser's did and each sample arriving when the replay really sent it, beside what
/// the browser measured. Times in seconds.
public struct BrowserModelRecord: Sendable, Codable, Hashable {
    /// The model's input latency (a sample is available to the page this long after the replay
    /// sent it) and presentation delay (a frame is shown this long after its main-thread work ends: the
    /// headless compositor presents when it swaps, at no vsync), as measured in the run.
    public var inputLatency: Double
    public var presentDelay: Double
    public var measured: Outcome
    public var modelled: Outcome
    /// The same model with the input latency and presentation delay that make its per-sample
    /// lag closest to the measured one (`inkbench web --fit-profile`); nil when not fitted.
    public var fitted: Fit?

    /// What a run gave: lag percentiles, dropped samples and missed frames (rates of the samples
    /// and of the vsyncs).
    public struct Outcome: Sendable, Codable, Hashable {
        public var lagP50: Double?
        public var lagP90: Double?
        public var lagP99: Double?
        public var droppedRate: Double
        public var missedFrames: Int
        public var missedFramesRate: Double

        public init(lagP50: Double?, lagP90: Double?, lagP99: Double?, droppedRate: Double, missedFrames: Int, missedFramesRate: Double) {
            self.lagP50 = lagP50
            self.lagP90 = lagP90
            self.lagP99 = lagP99
            self.droppedRate = droppedRate
            self.missedFrames = missedFrames
            self.missedFramesRate = missedFramesRate
        }
    }

    /// The fitted profile values and the model's outcome with them; `meanAbsoluteError` is the
    /// mean of |modelled − measured| lag over the samples both show.
    public struct Fit: Sendable, Codable, Hashable {
        public var inputLatency: Double
        public var presentDelay: Double
        public var meanAbsoluteError: Double
        public var modelled: Outcome

        public init(inputLatency: Double, presentDelay: Double, meanAbsoluteError: Double, modelled: Outcome) {
            self.inputLatency = inputLatency
            self.presentDelay = presentDelay
            self.meanAbsoluteError = meanAbsoluteError
            self.modelled = modelled
        }
    }

    public init(inputLatency: Double, presentDelay: Double, measured: Outcome, modelled: Outcome, fitted: Fit? = nil) {
        self.inputLatency = inputLatency
        self.presentDelay = presentDelay
        self.measured = measured
        self.modelled = modelled
        self.fitted = fitted
    }
}
