import InkPipeline

/// Measured costs: the thread CPU time of the real call (`StepClock.threadCPU`), less one timer
/// overhead (never below 0), times `cpuScale` (e.g. 3 to model a device three times slower than
/// this machine). CPU time, not wall time: a thread switched out for other programs' work is not
/// billed for it (docs/measured-costs.md).
package struct MeasuredCost: CostSource {
    /// CPU time one timing adds to a step, nanoseconds (`StepTimer.overhead()`), or for a pipeline
    /// in another process the protocol's own CPU time per exchange (`ProtocolOverhead`).
    package var timerOverheadNanoseconds: UInt64
    /// Multiplier from this machine's time to the simulated device's.
    package var cpuScale: Double

    package init(timerOverheadNanoseconds: UInt64, cpuScale: Double = 1) {
        self.timerOverheadNanoseconds = timerOverheadNanoseconds
        self.cpuScale = cpuScale
    }

    package var kind: CostKind { .measured }
    package var clock: StepClock { .threadCPU }

    package func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double {
        seconds(elapsedNanoseconds)
    }

    package func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double {
        seconds(elapsedNanoseconds)
    }

    private func seconds(_ elapsed: UInt64) -> Double {
        let net = elapsed > timerOverheadNanoseconds ? elapsed - timerOverheadNanoseconds : 0
        return Double(net) / 1e9 * cpuScale
    }
}
