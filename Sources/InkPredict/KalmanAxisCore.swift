/// The arithmetic every per-axis Kalman filter here shares (`AxisKalmanFilter`,
/// `ForceNoiseKalmanAxis`): a state of position and its derivatives, a row-major covariance, an
/// upper-triangular transition F and a process covariance Q that the owner sets, and one
/// predict-then-measure step with a scalar position measurement. The owners differ only in how
/// they start and how they build F and Q. Storage is allocated once; `advance` allocates nothing.
struct KalmanAxisCore: Sendable {
    /// Number of state entries.
    let dimension: Int
    /// Position, then its derivatives.
    var state: [Double]
    /// P, row-major.
    var covariance: [Double]
    /// F, row-major; only the upper triangle (j ≥ i) is read.
    var transition: [Double]
    /// Q, row-major.
    var noise: [Double]
    private var scratch: [Double]

    init(dimension: Int) {
        self.dimension = dimension
        state = Array(repeating: 0, count: dimension)
        covariance = Array(repeating: 0, count: dimension * dimension)
        transition = Array(repeating: 0, count: dimension * dimension)
        noise = Array(repeating: 0, count: dimension * dimension)
        scratch = Array(repeating: 0, count: dimension * dimension)
    }

    /// x ← F x, P ← F P Fᵀ + Q, then the position measurement `z` of variance `measurementNoise`.
    mutating func advance(measuring z: Double, measurementNoise: Double) {
        let n = dimension
        // x ← F x (F upper triangular: ascending rows read only entries not yet overwritten).
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
        let innovation = z - state[0]
        let innovationVariance = covariance[0] + measurementNoise
        for j in 0..<n { scratch[j] = covariance[j] }
        for i in 0..<n {
            let gain = covariance[i * n] / innovationVariance
            state[i] += gain * innovation
            for j in 0..<n { covariance[i * n + j] -= gain * scratch[j] }
        }
    }

    /// k!, as a Double.
    static func factorial(_ k: Int) -> Double {
        k <= 1 ? 1 : (2...k).reduce(1.0) { $0 * Double($1) }
    }
}
