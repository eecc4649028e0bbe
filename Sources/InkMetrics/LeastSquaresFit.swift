/// Weighted least squares of y on a few non-negative regressors, with coefficients kept ≥ 0: a
/// regressor whose coefficient comes out negative is dropped (its coefficient set to 0) and the
/// rest refitted, until all are ≥ 0 — a cost model cannot have negative costs.
package struct LeastSquaresFit: Hashable, Sendable {
    /// One coefficient per regressor, in the regressors' order (0 for dropped ones).
    package var coefficients: [Double]
    /// Share of the (weighted) variance of y the fit explains, 0…1.
    package var rSquared: Double
    /// Rows fitted.
    package var rows: Int
    /// Per regressor: whether its coefficient came out below 0 and was kept at 0.
    package var keptAtZero: [Bool]

    /// Fits `y ≈ Σ coefficients[j] × x[j]` over `rows` (each row: regressors, then y),
    /// minimizing Σ weight × residual² (`weights` default to 1, paired with rows by index), with
    /// the regressors in `excluded` left out (coefficient 0: e.g. terms the data do not identify).
    /// Nil when there are fewer rows than regressors, the weights do not match, or the system is
    /// singular.
    package init?(rows: [(x: [Double], y: Double)], weights: [Double]? = nil, excluded: Set<Int> = []) {
        guard let width = rows.first?.x.count, width > 0, rows.count >= width else { return nil }
        let weights = weights ?? Array(repeating: 1, count: rows.count)
        guard weights.count == rows.count else { return nil }
        var active = (0..<width).map { !excluded.contains($0) }
        var solution: [Double] = []
        while true {
            let columns = (0..<width).filter { active[$0] }
            guard !columns.isEmpty, let solved = Self.solve(rows: rows, weights: weights, columns: columns) else { return nil }
            solution = Array(repeating: 0, count: width)
            for (position, column) in columns.enumerated() { solution[column] = solved[position] }
            guard let negative = columns.first(where: { solution[$0] < 0 }) else { break }
            active[negative] = false
        }
        let weightSum = weights.reduce(0, +)
        let meanY = zip(rows, weights).reduce(0) { $0 + $1.0.y * $1.1 } / weightSum
        var residual = 0.0, total = 0.0
        for (row, weight) in zip(rows, weights) {
            var predicted = 0.0
            for column in 0..<width { predicted += solution[column] * row.x[column] }
            residual += weight * (row.y - predicted) * (row.y - predicted)
            total += weight * (row.y - meanY) * (row.y - meanY)
        }
        coefficients = solution
        keptAtZero = (0..<width).map { !active[$0] && !excluded.contains($0) }
        rSquared = total > 0 ? max(0, min(1, 1 - residual / total)) : 1
        self.rows = rows.count
    }

    /// Solves the normal equations for `columns` by Gaussian elimination with partial pivoting.
    private static func solve(rows: [(x: [Double], y: Double)], weights: [Double], columns: [Int]) -> [Double]? {
        let n = columns.count
        var matrix = Array(repeating: Array(repeating: 0.0, count: n + 1), count: n)
        for (row, weight) in zip(rows, weights) {
            for (i, ci) in columns.enumerated() {
                for (j, cj) in columns.enumerated() { matrix[i][j] += weight * row.x[ci] * row.x[cj] }
                matrix[i][n] += weight * row.x[ci] * row.y
            }
        }
        for pivot in 0..<n {
            guard let best = (pivot..<n).max(by: { abs(matrix[$0][pivot]) < abs(matrix[$1][pivot]) }),
                  abs(matrix[best][pivot]) > 1e-300
            else { return nil }
            matrix.swapAt(pivot, best)
            for row in 0..<n where row != pivot {
                let factor = matrix[row][pivot] / matrix[pivot][pivot]
                if factor == 0 { continue }
                for column in pivot...n { matrix[row][column] -= factor * matrix[pivot][column] }
            }
        }
        return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
    }
}
