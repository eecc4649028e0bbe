import InkPipeline

/// Reported costs: the durations an external pipeline reports for each callback handler and
/// render (its own clock on its own runtime, or timings replayed from a device), times
/// `cpuScale`. The simulator hands them over as the elapsed time of each step; only external
/// pipelines report durations, so a run refuses this source for a built-in configuration.
package struct ReportedCost: CostSource {
    /// Multiplier from the reported time to the simulated device's (1: the durations as reported).
    package var cpuScale: Double

    package init(cpuScale: Double = 1) {
        self.cpuScale = cpuScale
    }

    /// The name `--cost` gives and reports record.
    package static let kindName = "reported"

    package var kind: CostKind { CostKind(rawValue: Self.kindName) }

    package func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double {
        Double(elapsedNanoseconds) / 1e9 * cpuScale
    }

    package func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double {
        Double(elapsedNanoseconds) / 1e9 * cpuScale
    }
}
