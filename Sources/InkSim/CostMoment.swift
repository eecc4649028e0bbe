import InkPipeline

/// Which callback a priced step belongs to: for a callback itself, its 0-based index in the
/// simulation, its start on the virtual clock (seconds) and the input it carried; for a render,
/// those of the callback it follows (the newest one). Sources that replay recorded durations
/// (`DeviceCost`) look their row up by the index, those that price a callback by its earlier
/// measurements (`AggregatedMeasuredCost`) by the input; the others ignore it.
public struct CostMoment: Hashable, Sendable {
    /// 0-based index of the callback in the simulation (`CallbackProbe.index`).
    package var callbackIndex: Int
    /// When the callback started, seconds on the virtual (trace) clock (`CallbackProbe.start`).
    package var callbackStart: Double
    /// The callback's input: what makes it the same callback in another run of the same trace
    /// and configuration, whatever its index or start (`CallbackProbe.input`).
    public var input: CallbackInput

    public init(callbackIndex: Int, callbackStart: Double, input: CallbackInput = CallbackInput()) {
        self.callbackIndex = callbackIndex
        self.callbackStart = callbackStart
        self.input = input
    }
}

/// The input one callback carried, as indices into the trace's samples and updates: two
/// callbacks of two runs of one trace and configuration that carried the same input did the same
/// work, so their measured costs can be pooled (`MeasuredCostTable`).
public struct CallbackInput: Hashable, Sendable {
    /// Indices into `Trace.samples` of the samples carried.
    public var samples: Range<Int>
    /// Indices into `Trace.updates` of the property updates carried.
    public var updates: Range<Int>

    public init(samples: Range<Int> = 0..<0, updates: Range<Int> = 0..<0) {
        self.samples = samples
        self.updates = updates
    }
}

extension CostSource {
    /// By default the monotonic clock (wall time).
    public var clock: StepClock { .monotonic }

    public func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        callbackCost(work, elapsedNanoseconds: elapsedNanoseconds)
    }

    public func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        renderCost(work, elapsedNanoseconds: elapsedNanoseconds)
    }

    public func problem(pricing record: SimulationRecord) -> String? { nil }
}
