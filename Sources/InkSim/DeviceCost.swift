import InkFormats
import InkPipeline

/// Costs replayed from durations recorded on a real device (`--cost device:file=timings.csv`,
/// docs/device-costs.md): each callback costs its row's `handler_us`, and the render that follows
/// it (inside the callback, or the frame's display-link render) its row's `render_us`, times the
/// CPU scale. Which row times a callback: `DeviceTimings.rowIndex`. The work counters and this
/// machine's timings are ignored, so a run is deterministic.
///
/// A simulation the file cannot price fails after it ran (`problem(pricing:)`): by index, when
/// the simulation ran more or fewer callbacks than the file has rows; by time, when a callback
/// started before the first row.
package struct DeviceCost: CostSource {
    /// The `--cost` name, and the report's `cost.mode`.
    package static let name = "device"

    package let timings: DeviceTimings
    /// Multiplier applied to every recorded duration (`--cpu-scale`, 1 unless given).
    package let cpuScale: Double

    package init(timings: DeviceTimings, cpuScale: Double = 1) {
        self.timings = timings
        self.cpuScale = cpuScale
    }

    package var kind: CostKind { CostKind(rawValue: Self.name) }

    /// Without a moment there is no row to read: 0 (the simulator always gives one).
    package func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double { 0 }

    /// Without a moment there is no row to read: 0 (the simulator always gives one).
    package func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double { 0 }

    package func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        row(for: moment).map { $0.handlerMicroseconds * 1e-6 * cpuScale } ?? 0
    }

    package func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        row(for: moment).map { $0.renderMicroseconds * 1e-6 * cpuScale } ?? 0
    }

    private func row(for moment: CostMoment) -> DeviceTimings.Row? {
        timings.rowIndex(callback: moment.callbackIndex, start: moment.callbackStart).map { timings.rows[$0] }
    }

    package func problem(pricing record: SimulationRecord) -> String? {
        let file = timings.file
        switch timings.key {
        case .callbackIndex:
            let rows = timings.rows.count, callbacks = record.callbacks.count
            guard rows != callbacks else { return nil }
            return "\(file): \(rows) rows for \(callbacks) simulated callbacks: rows keyed by callback must time every callback, each once "
                + "(\(rows < callbacks ? "callback \(rows) has no row" : "rows from callback \(callbacks) on time no callback"); key rows by time_s to match by start time)"
        case .time:
            guard let first = record.callbacks.first, let firstRow = timings.rows.first,
                  timings.rowIndex(callback: first.index, start: first.start) == nil else { return nil }
            return "\(file): callback 0 starts at \(first.start) s, before the first row (time_s \(firstRow.key)): "
                + "time_s must be on the trace's clock and a row must start at or before every callback"
        }
    }
}
