/// A linear Kalman filter of one coordinate whose state is position and its first `order`
/// derivatives (order 2: velocity, acceleration; order 3: also jerk), advancing one unit time step
/// per measurement (the caller decides what a step is in seconds). Measurements are positions.
///
/// Model: continuous white noise of intensity `processNoise` on the highest derivative, so with
/// step 1 the process covariance is Q_ij = q / ((m−i)!·(m−j)!·(2m+1−i−j)) for m = order;
/// measurement variance `measurementNoise`. Units: position in the caller's unit (points),
/// derivatives per step. Storage is allocated once; `step(measuring:)` allocates nothing.
public struct AxisKalmanFilter: Sendable {
    /// Number of state entries (order + 1).
    public let dimension: Int
    public let processNoise: Double
    public let measurementNoise: Double
    /// The variance given to every derivative when the filter starts.
    public let initialDerivativeVariance: Double
    /// Position, then its derivatives per step.
    public private(set) var state: [Double]
    private var covariance: [Double]
    private var transition: [Double]
    private var noise: [Double]
    private var scratch: [Double]
    /// Measurements taken since the last reset.
    public private(set) var updates = 0

    public init(order: Int, processNoise: Double, measurementNoise: Double, initialDerivativeVariance: Double = 100) {
        let n = max(order, 1) + 1
        dimension = n
        self.processNoise = processNoise
        self.measurementNoise = measurementNoise
        self.initialDerivativeVariance = initialDerivativeVariance
        state = Array(repeating: 0, count: n)
        covariance = Array(repeating: 0, count: n * n)
        scratch = Array(repeating: 0, count: n * n)
        transition = Array(repeating: 0, count: n * n)
        noise = Array(repeating: 0, count: n * n)
        let m = n - 1
        for i in 0..<n {
            for j in i..<n { transition[i * n + j] = 1 / Self.factorial(j - i) }
            for j in 0..<n {
                noise[i * n + j] = processNoise / (Self.factorial(m - i) * Self.factorial(m - j) * Double(2 * m + 1 - i - j))
            }
        }
    }

    /// Forgets the state; the next measurement starts the filter again.
    public mutating func reset() { updates = 0 }

    /// Advances one step and takes the position measurement `z`. The first measurement after a
    /// reset sets the position to `z`, every derivative to 0 with `initialDerivativeVariance`.
    public mutating func step(measuring z: Double) {
        let n = dimension
        if updates == 0 {
            for i in 0..<n {
                state[i] = i == 0 ? z : 0
                for j in 0..<n { covariance[i * n + j] = i == j ? (i == 0 ? measurementNoise : initialDerivativeVariance) : 0 }
            }
            updates = 1
            return
        }
        // Predict: x ← F x (F is upper triangular, so ascending order reads only old values).
        for i in 0..<n {
            var sum = 0.0
            for j in i..<n { sum += transition[i * n + j] * state[j] }
            state[i] = sum
        }
        // P ← F P Fᵀ + Q, through scratch = F P.
        for i in 0..<n {
            for j in 0..<n {
                var sum = 0.0
                for k in i..<n { sum += transition[i * n + k] * covariance[k * n + j] }
                scratch[i * n + j] = sum
            }
        }
        for i in 0..<n {
            for j in 0..<n {
                var sum = noise[i * n + j]
                for k in j..<n { sum += scratch[i * n + k] * transition[j * n + k] }
                covariance[i * n + j] = sum
            }
        }
        // Update with the scalar measurement of the position.
        let innovation = z - state[0]
        let innovationVariance = covariance[0] + measurementNoise
        for j in 0..<n { scratch[j] = covariance[j] }
        for i in 0..<n {
            let gain = covariance[i * n] / innovationVariance
            state[i] += gain * innovation
            for j in 0..<n { covariance[i * n + j] -= gain * scratch[j] }
        }
        updates += 1
    }

    private static func factorial(_ k: Int) -> Double {
        k <= 1 ? 1 : (2...k).reduce(1.0) { $0 * Double($1) }
    }
}
