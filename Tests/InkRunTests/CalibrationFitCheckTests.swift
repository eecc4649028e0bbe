import InkRun
import InkSim
import Testing

@Suite("calibrate warns about a fit it should not be trusted with")
struct CalibrationFitCheckTests {
    private let shipped = CostCoefficients(
        perCallback: 0, perSample: 0, perPointRecomputed: 4e-8, perRender: 0, perPixel: 1.2e-10, perElementStroked: 4e-6
    )

    @Test("a sound fit close to the shipped coefficients gives no warning")
    func soundFit() {
        #expect(CalibrationFitCheck.warnings(coefficients: shipped, rSquared: 0.89, renderRSquared: 0.94, shipped: shipped).isEmpty)
    }

    @Test("R² 0.469 and 2.5× the shipped per-element cost are both named")
    func poorFit() {
        var fitted = shipped
        fitted.perElementStroked = 1e-5
        let warnings = CalibrationFitCheck.warnings(coefficients: fitted, rSquared: 0.95, renderRSquared: 0.469, shipped: shipped)
        #expect(warnings == [
            "warning: the render cost fit has R² 0.469 (below 0.85): measure again on a quiet machine or without --quick",
            "warning: perElementStroked is 2.5× the shipped calibration's (calibration/linux-x86_64-2core.json); check the fit before using it",
        ])
    }
}
