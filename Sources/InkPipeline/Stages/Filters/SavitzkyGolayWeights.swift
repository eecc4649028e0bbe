/// Savitzky–Golay convolution weights for every half-width from 0 to `window / 2`, computed by
/// least squares for any odd window and polynomial order below it.
///
/// For half-width h and order m, the smoothed value at the centre is the constant term of the
/// degree-m polynomial fitted by least squares to the 2h+1 values at offsets −h…h. The weights
/// are the first row of (AᵀA)⁻¹Aᵀ with A[k][j] = (k/h)^j (offsets scaled into −1…1 to keep the
/// normal equations well conditioned; the constant term does not depend on the scale).
/// For the 5-point window and a cubic (or quadratic) they are (−3, 12, 17, 12, −3)/35.
///
/// Near the ends of a stroke the window shrinks symmetrically (see `SavitzkyGolayKernel`); a
/// shrunk window of half-width h uses order min(m, 2h). When that order reaches 2h the fit
/// interpolates and the weights are exactly (0…0, 1, 0…0): the point is kept unchanged.
package struct SavitzkyGolayWeights: Hashable, Sendable {
    /// Largest accepted window (points).
    package static let maximumWindow = 101
    /// Largest accepted polynomial order.
    package static let maximumOrder = 10

    package let window: Int
    package let order: Int
    /// All weights, half-width after half-width: `2h + 1` of them for h = 0, 1, …
    private let table: [Double]
    /// For each half-width: the index of its first weight in `table`.
    private let offsets: [Int]
    /// For each half-width: true when the weights keep the centre point unchanged.
    private let keepsCentreByHalf: [Bool]

    /// Weights for `window` (odd, ≥ 1) and `order` (0 ≤ order < window).
    package init(window: Int, order: Int) {
        precondition(window >= 1 && window % 2 == 1 && order >= 0 && order < window, "invalid Savitzky–Golay window or order")
        self.window = window
        self.order = order
        var table: [Double] = [], offsets: [Int] = [], keepsCentre: [Bool] = []
        for half in 0...(window / 2) {
            offsets.append(table.count)
            let shrunkOrder = min(order, 2 * half)
            if shrunkOrder == 2 * half {
                table.append(contentsOf: (-half...half).map { $0 == 0 ? 1 : 0 })
                keepsCentre.append(true)
            } else {
                table.append(contentsOf: Self.leastSquaresWeights(half: half, order: shrunkOrder))
                keepsCentre.append(false)
            }
        }
        self.table = table
        self.offsets = offsets
        self.keepsCentreByHalf = keepsCentre
    }

    /// Largest half-width (`window / 2`).
    package var halfWidth: Int { window / 2 }

    /// The `2·half + 1` weights for offsets −half…half.
    package func weights(half: Int) -> ArraySlice<Double> {
        table[offsets[half]..<(offsets[half] + 2 * half + 1)]
    }

    /// True when the weights of `half` keep the centre point unchanged.
    package func keepsCentre(half: Int) -> Bool { keepsCentreByHalf[half] }

    /// The weight of offset `offset` (−half…half) for half-width `half`.
    package func weight(half: Int, offset: Int) -> Double { table[offsets[half] + half + offset] }

    /// Solves the normal equations (AᵀA) z = e₀ by Gaussian elimination with partial pivoting
    /// and returns the weights c_k = Σ_j z_j (k/h)^j.
    private static func leastSquaresWeights(half: Int, order: Int) -> [Double] {
        let size = order + 1
        let scale = Double(half)
        var normal = [[Double]](repeating: [Double](repeating: 0, count: size), count: size)
        for offset in -half...half {
            let t = Double(offset) / scale
            for row in 0..<size {
                for column in 0..<size {
                    normal[row][column] += pow(t, row + column)
                }
            }
        }
        var rhs = [Double](repeating: 0, count: size)
        rhs[0] = 1
        for pivot in 0..<size {
            let best = (pivot..<size).max { abs(normal[$0][pivot]) < abs(normal[$1][pivot]) } ?? pivot
            normal.swapAt(pivot, best)
            rhs.swapAt(pivot, best)
            for row in (pivot + 1)..<size {
                let factor = normal[row][pivot] / normal[pivot][pivot]
                for column in pivot..<size { normal[row][column] -= factor * normal[pivot][column] }
                rhs[row] -= factor * rhs[pivot]
            }
        }
        var solution = [Double](repeating: 0, count: size)
        for row in stride(from: size - 1, through: 0, by: -1) {
            var value = rhs[row]
            for column in (row + 1)..<size { value -= normal[row][column] * solution[column] }
            solution[row] = value / normal[row][row]
        }
        return (-half...half).map { offset in
            let t = Double(offset) / scale
            return (0..<size).reduce(0.0) { sum, power in sum + solution[power] * pow(t, power) }
        }
    }

    private static func pow(_ base: Double, _ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= base }
        return result
    }
}
