import Foundation

/// `inkbench compare`'s note when the two reports' measured runs saw the machine's memory at
/// different speeds (`RunReport.MachineLoadRecord.memoryCopyRate`): another program streaming
/// through memory slows memory-bound steps (full-canvas renders above all) on the thread CPU
/// clock too, so their measured costs moved with the machine, not with the code.
enum MemoryContentionNote {
    /// Rates further apart than this share (of the faster) make the note.
    static let tolerance = 0.15

    /// The note for `base` against `current`, nil when either report has no rate or the two
    /// runs' better readings are within `tolerance`. The better of a run's two readings (start,
    /// end): a load that lasts the run lowers both, a moment's traffic at one of them (seen:
    /// 19.5 → 14.4 GB/s with no other program running) does not count.
    static func note(base: RunReport, current: RunReport) -> String? {
        guard let before = fastest(base), let after = fastest(current), before > 0, after > 0 else { return nil }
        let change = (after - before) / before
        guard abs(after - before) / max(before, after) > tolerance else { return nil }
        return String(
            format: "the machines copied memory at different speeds: baseline %.1f GB/s, current %.1f GB/s (%+.0f%%); measured costs of memory-bound steps (full-canvas renders) move with it",
            before / 1e9, after / 1e9, change * 100
        )
    }

    /// The higher of a run's two copy rates, bytes per second.
    private static func fastest(_ report: RunReport) -> Double? {
        report.cost.measurement?.load?.memoryCopyRate?.max()
    }
}
