import InkSim

extension RunMeasure {
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

        /// Appends `rows` after these.
        public mutating func append(_ rows: Rows) {
            callbacks += rows.callbacks
            frames += rows.frames
            samples += rows.samples
        }

        /// The lag of every sample of `samples`, in order (nil: never shown), seconds.
        package var lags: [Double?] { samples.map(\.lag) }

        /// The tip measures of the frames that have one, in render order.
        package var tips: [TipMeasure] { frames.compactMap(\.tip) }
    }

    /// One render and its tip measure.
    public struct FrameRow: Hashable, Sendable {
        package var probe: FrameProbe
        /// Tip gap and effective lag; nil when the frame has none (not shown, no drawn tip, or
        /// shown while the pen is up).
        package var tip: TipMeasure?

        public init(probe: FrameProbe, tip: TipMeasure?) {
            self.probe = probe
            self.tip = tip
        }

        /// The tip gap (`TipMeasure.gap`), points; nil without a tip measure.
        package var tipGap: Double? { tip?.gap }
    }

    /// One sample and its touch-to-display lag.
    public struct SampleRow: Hashable, Sendable {
        /// Trace index.
        public var index: Int
        public var touchID: Int
        /// `TouchSample.timestamp`, seconds.
        public var timestamp: Double
        /// Touch-to-display lag (`SampleLags`), seconds; nil when never shown.
        package var lag: Double?

        public init(index: Int, touchID: Int, timestamp: Double, lag: Double?) {
            self.index = index
            self.touchID = touchID
            self.timestamp = timestamp
            self.lag = lag
        }
    }
}
