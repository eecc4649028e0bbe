import InkReport

/// Whether a calibration was measured on a machine too busy to trust it: other processes used
/// more than `maximumOtherProcessesShare` of all cores' time while it ran, or more than
/// `maximumDisturbedShare` of its timed steps were disturbed (`StepTiming.isDisturbed`). Even on
/// the thread CPU clock a busy machine inflates costs (caches and memory bandwidth are shared),
/// and a calibration prices every modelled run after it, so `inkbench calibrate` refuses to
/// write such a fit unless told to (`--allow-busy`, which records the load in the file).
package enum CalibrationLoadCheck {
    package static let maximumOtherProcessesShare = 0.25
    package static let maximumDisturbedShare = 0.05

    /// Why the machine was too busy, one line, or nil.
    package static func problem(load: RunReport.MachineLoadRecord?, disturbedShare: Double) -> String? {
        let other = load?.otherProcessesShare ?? 0
        guard other > maximumOtherProcessesShare || disturbedShare > maximumDisturbedShare else { return nil }
        let loadText = load.map { "; \($0.summary)" } ?? ""
        return String(
            format: "the machine was too busy to calibrate: other processes used %.0f%% of the cores' time (at most %.0f%%) and %.1f%% of the timed steps were disturbed (at most %.0f%%)%@",
            other * 100, maximumOtherProcessesShare * 100, disturbedShare * 100, maximumDisturbedShare * 100, loadText
        )
    }
}
