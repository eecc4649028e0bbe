import InkSim

extension StreamedRunMeasure {
    /// Per-event measures that became final, each kind in order: the rows of a run's data tables
    /// (`data/callbacks.csv`, `frames.csv`, `samples.csv`).
    public struct Rows: Hashable, Sendable {
        /// Callbacks, in order.
        public var callbacks: [CallbackProbe] = []
        /// Frames (every render, shown or not), in render order.
        public var frames: [FrameRow] = []
        /// Samples, in trace order.
        public var samples: [SampleRow] = []

        public init() {}

        /// True when no row became final.
        public var isEmpty: Bool { callbacks.isEmpty && frames.isEmpty && samples.isEmpty }
    }

    /// One render and its tip gap.
    public struct FrameRow: Hashable, Sendable {
        public var probe: FrameProbe
        /// The tip gap (`SimulationProbeMetrics.TipMeasure.gap`), points; nil when the frame has
        /// no tip measure (not shown, no drawn tip, or shown while the pen is up).
        public var tipGap: Double?

        public init(probe: FrameProbe, tipGap: Double?) {
            self.probe = probe
            self.tipGap = tipGap
        }
    }

    /// One sample and its touch-to-display lag.
    public struct SampleRow: Hashable, Sendable {
        /// Trace index.
        public var index: Int
        public var touchID: Int
        /// `TouchSample.timestamp`, seconds.
        public var timestamp: Double
        /// Lag (`SimulationProbeMetrics.lags`), seconds; nil when never shown.
        public var lag: Double?

        public init(index: Int, touchID: Int, timestamp: Double, lag: Double?) {
            self.index = index
            self.touchID = touchID
            self.timestamp = timestamp
            self.lag = lag
        }
    }
}
