import InkPipeline

/// Which callback a priced step belongs to: for a callback itself, its 0-based index in the
/// simulation and its start on the virtual clock (seconds); for a render, those of the callback
/// it follows (the newest one). Sources that replay recorded durations (`DeviceCost`) look their
/// row up by it; the others ignore it.
public struct CostMoment: Hashable, Sendable {
    /// 0-based index of the callback in the simulation (`CallbackProbe.index`).
    public var callbackIndex: Int
    /// When the callback started, seconds on the virtual (trace) clock (`CallbackProbe.start`).
    public var callbackStart: Double

    public init(callbackIndex: Int, callbackStart: Double) {
        self.callbackIndex = callbackIndex
        self.callbackStart = callbackStart
    }
}

extension CostSource {
    public func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        callbackCost(work, elapsedNanoseconds: elapsedNanoseconds)
    }

    public func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        renderCost(work, elapsedNanoseconds: elapsedNanoseconds)
    }

    public func problem(pricing record: SimulationRecord) -> String? { nil }
}
