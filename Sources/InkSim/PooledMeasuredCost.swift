import InkPipeline

/// A cost source that prices every callback and render by its pooled time over earlier
/// repetitions (`MeasuredCostTable`) through `base` (which subtracts the timer overhead and
/// applies the CPU scale), and one the repetitions never met by the time just measured. The run
/// that follows the repetitions of measured costs is priced this way (docs/measured-costs.md).
package struct PooledMeasuredCost: CostSource {
    package var base: any CostSource
    package var table: MeasuredCostTable

    package init(base: any CostSource, table: MeasuredCostTable) {
        self.base = base
        self.table = table
    }

    package var kind: CostKind { base.kind }
    package var clock: StepClock { base.clock }

    package func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double {
        base.callbackCost(work, elapsedNanoseconds: elapsedNanoseconds)
    }

    package func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double {
        base.renderCost(work, elapsedNanoseconds: elapsedNanoseconds)
    }

    package func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        base.callbackCost(work, elapsedNanoseconds: table.handlers[moment.input] ?? elapsedNanoseconds, at: moment)
    }

    package func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        base.renderCost(work, elapsedNanoseconds: table.renders[moment.input] ?? elapsedNanoseconds, at: moment)
    }

    package func problem(pricing record: SimulationRecord) -> String? { base.problem(pricing: record) }
}
