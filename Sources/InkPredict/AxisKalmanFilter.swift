/// A linear Kalman filter of one coordinate whose state is position and its first `order`
/// derivatives (order 2: velocity, acceleration; order 3: also jerk), advancing one unit time step
/// per measurement (the caller decides what a step is in seconds). Measurements are positions.
///
/// Model: continuous white noise of intensity `processNoise` on the highest derivative, so with
/// step 1 the process covariance is Q_ij = q / ((m−i)!·(m−j)!·(2m+1−i−j)) for m = order;
/// measurement variance `measurementNoise`. Units: position in the caller's unit (points),
/// derivatives per step. The step itself is `KalmanAxisCore`'s; `step(measuring:)` allocates nothing.
package struct AxisKalmanFilter: Sendable {
    /// Number of state entries (order + 1).
    package let dimension: Int
    package let processNoise: Double
    package let measurementNoise: Double
    /// The variance given to every derivative when the filter starts.
    package let initialDerivativeVariance: Double
    /// Position, then its derivatives per step.
    package var state: [Double] { core.state }
    private var core: KalmanAxisCore
    /// Measurements taken since the last reset.
    package private(set) var updates = 0

    package init(order: Int, processNoise: Double, measurementNoise: Double, initialDerivativeVariance: Double = 100) {
        let n = max(order, 1) + 1
        dimension = n
        self.processNoise = processNoise
        self.measurementNoise = measurementNoise
        self.initialDerivativeVariance = initialDerivativeVariance
        core = KalmanAxisCore(dimension: n)
        let m = n - 1
        for i in 0..<n {
            for j in i..<n { core.transition[i * n + j] = 1 / KalmanAxisCore.factorial(j - i) }
            for j in 0..<n {
                core.noise[i * n + j] = processNoise
                    / (KalmanAxisCore.factorial(m - i) * KalmanAxisCore.factorial(m - j) * Double(2 * m + 1 - i - j))
            }
        }
    }

    /// Forgets the state; the next measurement starts the filter again.
    package mutating func reset() { updates = 0 }

    /// Advances one step and takes the position measurement `z`. The first measurement after a
    /// reset sets the position to `z`, every derivative to 0 with `initialDerivativeVariance`.
    package mutating func step(measuring z: Double) {
        let n = dimension
        if updates == 0 {
            for i in 0..<n {
                core.state[i] = i == 0 ? z : 0
                for j in 0..<n { core.covariance[i * n + j] = i == j ? (i == 0 ? measurementNoise : initialDerivativeVariance) : 0 }
            }
            updates = 1
            return
        }
        core.advance(measuring: z, measurementNoise: measurementNoise)
        updates += 1
    }
}
