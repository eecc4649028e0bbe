import InkPipeline

/// Measured costs: the monotonic time of the real call, less one timer overhead (never below
/// 0), times `cpuScale` (e.g. 3 to model a device three times slower than this machine).
public struct MeasuredCost: CostSource {
    /// Cost of one timing, nanoseconds (`MonotonicClock.measureOverhead()`).
    public var timerOverheadNanoseconds: UInt64
    /// Multiplier from this machine's time to the simulated device's.
    public var cpuScale: Double

    public init(timerOverheadNanoseconds: UInt64, cpuScale: Double = 1) {
        self.timerOverheadNanoseconds = timerOverheadNanoseconds
        self.cpuScale = cpuScale
    }

    public var kind: CostKind { .measured }

    public func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double {
        seconds(elapsedNanoseconds)
    }

    public func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double {
        seconds(elapsedNanoseconds)
    }

    private func seconds(_ elapsed: UInt64) -> Double {
        let net = elapsed > timerOverheadNanoseconds ? elapsed - timerOverheadNanoseconds : 0
        return Double(net) / 1e9 * cpuScale
    }
}
