import InkBenchCore
import Testing

/// `inkbench calibrate` refuses a fit measured on a machine too busy to measure.
@Suite("Calibration on a busy machine is refused")
struct CalibrationLoadCheckTests {
    static func load(other: Double) -> RunReport.MachineLoadRecord {
        RunReport.MachineLoadRecord(loadAverageBefore: [3, 2, 1], loadAverageAfter: [3.5, 2, 1], otherProcessesShare: other, stealShare: 0, cores: 2, seconds: 60)
    }

    @Test("a quiet machine passes; other processes above 25% of the cores or more than 5% of the steps disturbed do not")
    func limits() {
        #expect(CalibrationLoadCheck.problem(load: Self.load(other: 0.05), disturbedShare: 0.01) == nil)
        #expect(CalibrationLoadCheck.problem(load: nil, disturbedShare: 0.01) == nil)
        let busy = CalibrationLoadCheck.problem(load: Self.load(other: 0.86), disturbedShare: 0.02)
        #expect(busy == "the machine was too busy to calibrate: other processes used 86% of the cores' time (at most 25%) and 2.0% of the timed steps were disturbed (at most 5%); load average 3.00 → 3.50, other processes 86% of 2 cores, steal 0%")
        #expect(CalibrationLoadCheck.problem(load: Self.load(other: 0.1), disturbedShare: 0.08) != nil)
    }
}
