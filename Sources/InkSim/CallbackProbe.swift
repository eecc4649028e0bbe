/// What the simulator recorded about one callback. Times and costs in seconds on the virtual
/// clock; elapsed times in nanoseconds of this machine's clocks.
public struct CallbackProbe: Hashable, Sendable {
    /// Position among the run's callbacks.
    public var index: Int
    /// The first vsync at or after the earliest availability of the input it carries: when it
    /// would have run on an idle main thread.
    public var due: Double
    /// When it ran (`due`, or later when the main thread was busy).
    public var start: Double
    /// True when it ran later than it was due (the main thread was busy at `due`).
    package var isDeferred: Bool
    /// Indices into `Trace.samples` of the samples it carried.
    public var samples: Range<Int>
    /// Indices into `Trace.updates` of the property updates it carried.
    public var updates: Range<Int>
    /// Carried samples that entered the pipeline (the others are dropped).
    package var samplesEntered: Int
    /// Predicted touches it carried (from the prediction provider).
    package var predictionsCarried: Int
    /// Points recomputed by all geometry stages.
    public var pointsRecomputed: Int
    /// Real samples already in the strokes of the touches it carries (before it).
    package var pointsInStroke: Int
    /// The handler's cost.
    package var handlerCost: Double
    /// The cost of the render that followed it in the same frame (in the handler for
    /// `immediate` and `front-buffer`), 0 when none did.
    public var renderCost: Double
    /// The handler's time on the cost source's clock (`CostSource.clock`: thread CPU time for
    /// measured costs, else monotonic), nanoseconds: what the cost source priced.
    package var handlerElapsedNanoseconds: UInt64
    /// The handler's wall (monotonic) time, nanoseconds.
    package var handlerWallNanoseconds: UInt64 = 0
    /// Whether other work may have inflated the handler's time (`StepTiming.isDisturbed`).
    package var handlerDisturbed = false

    /// The input it carried (`CostMoment.input`).
    public var input: CallbackInput { CallbackInput(samples: samples, updates: updates) }
    /// How far ahead of its newest touch's newest sample the callback's predictions were asked,
    /// seconds; nil when it asked none (no prediction, or no touch in contact).
    package var predictionHorizon: Double?
    /// The presentation its predictions aimed at (`prediction-horizon: auto`), seconds; nil
    /// otherwise.
    package var predictionTarget: Double?

    /// Times and costs in seconds, elapsed time in nanoseconds.
    public init(
        index: Int, due: Double, start: Double, isDeferred: Bool, samples: Range<Int>, updates: Range<Int>, samplesEntered: Int,
        predictionsCarried: Int, pointsRecomputed: Int, pointsInStroke: Int, handlerCost: Double, renderCost: Double,
        handlerElapsedNanoseconds: UInt64, predictionHorizon: Double? = nil, predictionTarget: Double? = nil
    ) {
        self.index = index
        self.due = due
        self.start = start
        self.isDeferred = isDeferred
        self.samples = samples
        self.updates = updates
        self.samplesEntered = samplesEntered
        self.predictionsCarried = predictionsCarried
        self.pointsRecomputed = pointsRecomputed
        self.pointsInStroke = pointsInStroke
        self.handlerCost = handlerCost
        self.renderCost = renderCost
        self.handlerElapsedNanoseconds = handlerElapsedNanoseconds
        self.predictionHorizon = predictionHorizon
        self.predictionTarget = predictionTarget
    }

    /// Carried samples that never entered the pipeline.
    package var samplesDropped: Int { samples.count - samplesEntered }
    /// Handler plus following render, seconds.
    package var totalCost: Double { handlerCost + renderCost }
}
