import InkModel

/// A simulation fed from a `TraceInputSource` a piece at a time, handing over what becomes final
/// as `SimulationChunk`s: the whole trace is never in memory, only the input in flight (a piece of
/// about `piece` samples and the updates arriving before the piece after it) and the probes not
/// yet final. The chunks together are the record the whole trace gives (`PlatformSimulator`'s
/// window keeps the event loop exact across pieces).
package struct StreamedSimulation<Cost: CostSource, Renderer: FrameRenderer, Source: TraceInputSource> {
    /// The simulator, for its names and CPU time.
    package private(set) var simulator: PlatformSimulator<Cost, Renderer>
    private var source: Source
    private let inputLatency: Double
    /// Samples appended at a time.
    package let piece: Int
    private var peekedSample: TouchSample?
    private var peekedUpdate: PropertyUpdate?
    private var samples: [TouchSample] = []
    private var updates: [PropertyUpdate] = []

    /// Streams `source` through `simulator` (made with `PlatformSimulator(streaming:…)`, nothing
    /// appended yet), appending `piece` samples at a time.
    package init(simulator: PlatformSimulator<Cost, Renderer>, source: Source, inputLatency: Double, piece: Int = 4096) {
        precondition(piece > 0, "a piece holds at least one sample")
        self.simulator = simulator
        self.source = source
        self.inputLatency = inputLatency
        self.piece = piece
    }

    /// Runs to the end of the input, giving every chunk to `handle` in order; false when the
    /// monotonic clock passed `deadline` (nanoseconds) first (nothing more is handed over).
    /// Rethrows the source's and `handle`'s errors.
    package mutating func run(until deadline: UInt64? = nil, handle: (SimulationChunk) throws -> Void) throws -> Bool {
        try appendPiece()
        while true {
            switch simulator.advance(until: deadline) {
            case .stopped:
                return false
            case .needsInput:
                try handle(simulator.takeChunk())
                try appendPiece()
            case .finished:
                try handle(simulator.takeChunk())
                return true
            }
        }
    }

    /// Appends the next `piece` samples and every update arriving before the sample after them,
    /// telling the simulator when the input after that becomes available.
    private mutating func appendPiece() throws {
        samples.removeAll(keepingCapacity: true)
        updates.removeAll(keepingCapacity: true)
        if peekedSample == nil { peekedSample = try source.nextSample() }
        while samples.count < piece, let sample = peekedSample {
            samples.append(sample)
            peekedSample = try source.nextSample()
        }
        let nextSampleTime = peekedSample.map { $0.timestamp + inputLatency }
        if peekedUpdate == nil { peekedUpdate = try source.nextUpdate() }
        while let update = peekedUpdate, nextSampleTime.map({ update.arrival < $0 }) ?? true {
            updates.append(update)
            peekedUpdate = try source.nextUpdate()
        }
        let next: Double? = switch (nextSampleTime, peekedUpdate?.arrival) {
        case let (s?, u?): min(s, u)
        case let (s?, nil): s
        case let (nil, u?): u
        case (nil, nil): nil
        }
        simulator.appendInput(samples: samples, updates: updates, nextAvailability: next)
    }
}
