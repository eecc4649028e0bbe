/// A Kalman filter of one coordinate in the form Chromium's and ink-stroke-modeler's predictors
/// use: state position and its first `order` derivatives; process noise modelled as a random
/// force on the highest derivative, Q = q·g·gᵀ with g = (dtᵐ/m!, …, dt, 1) for m = order;
/// initial covariance the identity; the first measurement after a reset sets the position only
/// (every derivative stays 0). The step length `dt` is the caller's unit of time (Chromium: the
/// mean sample interval in ms; ink-stroke-modeler: 1 per sample), so derivatives are per that unit.
///
/// Differs from `AxisKalmanFilter` (continuous white noise, unit steps, a chosen initial variance)
/// on purpose: the reference predictors keep their published filter. Storage is allocated once;
/// `update(measuring:step:)` allocates nothing.
public struct ForceNoiseKalmanAxis: Sendable {
    /// Number of state entries (order + 1).
    public let dimension: Int
    public let processNoise: Double
    public let measurementNoise: Double
    /// Position, then its derivatives per unit of `dt`.
    public private(set) var state: [Double]
    /// Measurements taken since the last reset.
    public private(set) var iterations = 0
    private var covariance: [Double]
    private var transition: [Double]
    private var noiseShape: [Double]
    private var scratch: [Double]

    public init(order: Int, processNoise: Double, measurementNoise: Double) {
        let n = max(order, 1) + 1
        dimension = n
        self.processNoise = processNoise
        self.measurementNoise = measurementNoise
        state = Array(repeating: 0, count: n)
        covariance = Array(repeating: 0, count: n * n)
        transition = Array(repeating: 0, count: n * n)
        noiseShape = Array(repeating: 0, count: n)
        scratch = Array(repeating: 0, count: n * n)
        reset()
    }

    /// Zero state, identity covariance; the next measurement starts the filter again.
    public mutating func reset() {
        let n = dimension
        for i in 0..<n {
            state[i] = 0
            for j in 0..<n { covariance[i * n + j] = i == j ? 1 : 0 }
        }
        iterations = 0
    }

    /// Advances by `dt` and takes the position measurement `z` (the first one after a reset only
    /// sets the position).
    public mutating func update(measuring z: Double, step dt: Double) {
        let n = dimension
        iterations += 1
        if iterations == 1 {
            state[0] = z
            return
        }
        setModel(step: dt)
        // x ← F x (F upper triangular: ascending rows read only entries not yet overwritten).
        for i in 0..<n {
            var sum = 0.0
            for j in i..<n { sum += transition[i * n + j] * state[j] }
            state[i] = sum
        }
        // P ← F P Fᵀ + q g gᵀ, through scratch = F P.
        for i in 0..<n {
            for j in 0..<n {
                var sum = 0.0
                for k in i..<n { sum += transition[i * n + k] * covariance[k * n + j] }
                scratch[i * n + j] = sum
            }
        }
        for i in 0..<n {
            for j in 0..<n {
                var sum = processNoise * noiseShape[i] * noiseShape[j]
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

    private mutating func setModel(step dt: Double) {
        let n = dimension
        let m = n - 1
        for i in 0..<n {
            for j in 0..<n { transition[i * n + j] = j >= i ? Self.power(dt, j - i) / Self.factorial(j - i) : 0 }
            noiseShape[i] = Self.power(dt, m - i) / Self.factorial(m - i)
        }
    }

    private static func power(_ x: Double, _ k: Int) -> Double {
        k <= 0 ? 1 : (1...k).reduce(1.0) { product, _ in product * x }
    }

    private static func factorial(_ k: Int) -> Double {
        k <= 1 ? 1 : (2...k).reduce(1.0) { $0 * Double($1) }
    }
}
