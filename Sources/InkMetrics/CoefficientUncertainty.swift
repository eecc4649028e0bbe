import InkModel
import InkSim

/// A least-squares fit (`LeastSquaresFit`) with what the data say about its coefficients, as
/// `CalibrationTerm`s: each coefficient's variance inflation — how much the other regressors'
/// columns, weighted as in the fit, reproduce its own (1: independent; the diagonal of the inverse
/// of the weighted normal matrix scaled to unit diagonal) — and its bootstrap standard error and
/// 95% interval (rows resampled with replacement, the same fit repeated on each resample, seeded
/// so the same rows give the same interval). A term whose variance inflation exceeds
/// `CalibrationTerm.maximumVarianceInflation`, or whose column is all zero, is not identified: it
/// is left out of the fit (0), and its term says so rather than offering a value.
package enum CoefficientUncertainty {
    /// Resamples of the bootstrap.
    package static let resamples = 200

    /// The fit of `rows` with `weights` (`fitter`: the fit without the given regressors, applied
    /// to the rows and to each resample) and the terms named `names`, one per regressor; nil when
    /// no regressor is identified or the fit fails.
    package static func fit(
        names: [String], rows: [(x: [Double], y: Double)], weights: [Double]?, seed: UInt64,
        fitter: ([(x: [Double], y: Double)], [Double]?, Set<Int>) -> LeastSquaresFit?
    ) -> (fit: LeastSquaresFit, terms: [CalibrationTerm])? {
        let inflation = varianceInflation(rows: rows, weights: weights)
        let excluded = Set(inflation.indices.filter { !isIdentified(inflation[$0]) })
        guard excluded.count < names.count, let fit = fitter(rows, weights, excluded) else { return nil }
        return (fit, terms(names: names, fit: fit, rows: rows, weights: weights, inflation: inflation, seed: seed) { fitter($0, $1, excluded) })
    }

    /// Whether a term with variance inflation `inflation` (nil: its column is all zero) is identified.
    static func isIdentified(_ inflation: Double?) -> Bool {
        inflation.map { $0 <= CalibrationTerm.maximumVarianceInflation } ?? false
    }

    /// The terms of `fit` (see `fit(names:…)`), with the columns' `inflation`.
    static func terms(
        names: [String], fit: LeastSquaresFit, rows: [(x: [Double], y: Double)], weights: [Double]?, inflation: [Double?], seed: UInt64,
        refit: ([(x: [Double], y: Double)], [Double]?) -> LeastSquaresFit?
    ) -> [CalibrationTerm] {
        var draws = Array(repeating: [Double](), count: names.count)
        var generator = SeededGenerator(seed: seed)
        var resample = rows
        var resampledWeights = weights
        for _ in 0..<(rows.isEmpty ? 0 : resamples) {
            for index in resample.indices {
                let pick = generator.nextIndex(below: rows.count)
                resample[index] = rows[pick]
                if let weights { resampledWeights?[index] = weights[pick] }
            }
            guard let again = refit(resample, resampledWeights) else { continue }
            for (column, value) in again.coefficients.enumerated() { draws[column].append(value) }
        }
        return names.indices.map { column in
            let identified = isIdentified(inflation[column])
            let note: String
            if !identified {
                note = inflation[column].map { String(format: "not identified: the workloads do not vary it apart from the other terms (variance inflation %.3g)", $0) }
                    ?? "not identified: the workloads never vary it"
            } else if fit.keptAtZero[column] {
                note = "fitted below 0 and kept at 0 (a cost cannot be negative)"
            } else {
                note = "fitted"
            }
            return term(names[column], value: fit.coefficients[column], draws: &draws[column], inflation: inflation[column], identified: identified, note: note)
        }
    }

    /// A term from its value and bootstrap draws (sorted in place).
    package static func term(
        _ name: String, value: Double, draws: inout [Double], inflation: Double?, identified: Bool, note: String
    ) -> CalibrationTerm {
        let interval = BootstrapInterval.interval(estimate: value, statistics: &draws, confidence: 0.95)
        let mean = draws.isEmpty ? 0 : draws.reduce(0, +) / Double(draws.count)
        let deviation = draws.count > 1 ? (draws.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(draws.count - 1)).squareRoot() : nil
        return CalibrationTerm(
            name: name, value: value, standardError: deviation, lower95: interval?.lower, upper95: interval?.upper, varianceInflation: inflation,
            identified: identified, note: note
        )
    }

    /// The variance inflation of each column of `rows`' regressors under `weights`; nil for a
    /// column that is all zero. A column the others reproduce exactly gets about 10¹⁰ (a ridge of
    /// 10⁻¹⁰ on the unit diagonal keeps the matrix invertible).
    package static func varianceInflation(rows: [(x: [Double], y: Double)], weights: [Double]?) -> [Double?] {
        guard let width = rows.first?.x.count, width > 0 else { return [] }
        var matrix = Array(repeating: Array(repeating: 0.0, count: width), count: width)
        for (index, row) in rows.enumerated() {
            let weight = weights?[index] ?? 1
            for i in 0..<width {
                for j in 0..<width { matrix[i][j] += weight * row.x[i] * row.x[j] }
            }
        }
        let present = (0..<width).filter { matrix[$0][$0] > 0 }
        var scaled = present.map { i in present.map { j in matrix[i][j] / (matrix[i][i] * matrix[j][j]).squareRoot() + (i == j ? 1e-10 : 0) } }
        guard let inverse = invert(&scaled) else { return Array(repeating: nil, count: width) }
        var result: [Double?] = Array(repeating: nil, count: width)
        for (position, column) in present.enumerated() { result[column] = inverse[position][position] }
        return result
    }

    /// The inverse of a small square matrix by Gauss–Jordan elimination with partial pivoting;
    /// nil when it is singular (a pivot below 1e-12 of the unit-diagonal scale).
    static func invert(_ matrix: inout [[Double]]) -> [[Double]]? {
        let n = matrix.count
        var inverse = (0..<n).map { i in (0..<n).map { $0 == i ? 1.0 : 0.0 } }
        for pivot in 0..<n {
            guard let best = (pivot..<n).max(by: { abs(matrix[$0][pivot]) < abs(matrix[$1][pivot]) }), abs(matrix[best][pivot]) > 1e-12 else { return nil }
            matrix.swapAt(pivot, best)
            inverse.swapAt(pivot, best)
            let scale = matrix[pivot][pivot]
            for column in 0..<n {
                matrix[pivot][column] /= scale
                inverse[pivot][column] /= scale
            }
            for row in 0..<n where row != pivot {
                let factor = matrix[row][pivot]
                guard factor != 0 else { continue }
                for column in 0..<n {
                    matrix[row][column] -= factor * matrix[pivot][column]
                    inverse[row][column] -= factor * inverse[pivot][column]
                }
            }
        }
        return inverse
    }
}
