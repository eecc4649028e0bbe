import InkPipeline

/// A cost source that prices every callback and render by its pooled time over earlier
/// repetitions (`MeasuredCostTable`) through `base` (which subtracts the timer overhead and
/// applies the CPU scale), and one the repetitions never met by the time just measured. The run
/// that follows the repetitions of measured costs is priced this way (docs/measured-costs.md).
public struct PooledMeasuredCost: CostSource {
    public var base: any CostSource
    public var table: MeasuredCostTable

    public init(base: any CostSource, table: MeasuredCostTable) {
        self.base = base
        self.table = table
    }

    public var kind: CostKind { base.kind }
    public var clock: StepClock { base.clock }

    public func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double {
        base.callbackCost(work, elapsedNanoseconds: elapsedNanoseconds)
    }

    public func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double {
        base.renderCost(work, elapsedNanoseconds: elapsedNanoseconds)
    }

    public func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        base.callbackCost(work, elapsedNanoseconds: table.handlers[moment.input] ?? elapsedNanoseconds, at: moment)
    }

    public func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        base.renderCost(work, elapsedNanoseconds: table.renders[moment.input] ?? elapsedNanoseconds, at: moment)
    }

    public func problem(pricing record: SimulationRecord) -> String? { base.problem(pricing: record) }
}
