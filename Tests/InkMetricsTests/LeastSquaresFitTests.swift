import InkMetrics
import Testing

/// Least squares with non-negative coefficients, as the cost calibration uses it.
struct LeastSquaresFitTests {
    @Test func exactLinearDataIsRecoveredExactly() throws {
        let rows: [(x: [Double], y: Double)] = (0..<20).map { index in
            let samples = Double(index % 5), points = Double(index * index)
            return (x: [1, samples, points], y: 2e-6 + 3e-7 * samples + 5e-8 * points)
        }
        for weights in [nil, rows.map { 1 / ($0.y * $0.y) }] {
            let fit = try #require(LeastSquaresFit(rows: rows, weights: weights))
            #expect(abs(fit.coefficients[0] - 2e-6) < 1e-15)
            #expect(abs(fit.coefficients[1] - 3e-7) < 1e-15)
            #expect(abs(fit.coefficients[2] - 5e-8) < 1e-17)
            #expect(abs(fit.rSquared - 1) < 1e-9)
            #expect(fit.rows == 20)
        }
    }

    @Test func aNegativeCoefficientIsDroppedAndTheRestRefitted() throws {
        // y = 4 − x exactly: an unconstrained fit gives slope −1; the cost fit keeps it at 0 and
        // the intercept becomes the mean of y.
        let rows: [(x: [Double], y: Double)] = [(x: [1, 0], y: 4), (x: [1, 1], y: 3), (x: [1, 2], y: 2), (x: [1, 3], y: 1)]
        let fit = try #require(LeastSquaresFit(rows: rows))
        #expect(fit.coefficients == [2.5, 0])
        #expect(fit.rSquared == 0)
    }

    @Test func tooFewRowsOrSingularSystemsGiveNil() {
        #expect(LeastSquaresFit(rows: [(x: [1, 2], y: 1)]) == nil)
        #expect(LeastSquaresFit(rows: [(x: [1, 1], y: 1), (x: [2, 2], y: 2)]) == nil)
        #expect(LeastSquaresFit(rows: [(x: [1], y: 1)], weights: [1, 2]) == nil)
    }
}
