/// A Kalman filter of one coordinate in the form Chromium's and ink-stroke-modeler's predictors
/// use: state position and its first `order` derivatives; process noise modelled as a random
/// force on the highest derivative, Q = q·g·gᵀ with g = (dtᵐ/m!, …, dt, 1) for m = order;
/// initial covariance the identity; the first measurement after a reset sets the position only
/// (every derivative stays 0). The step length `dt` is the caller's unit of time (Chromium: the
/// mean sample interval in ms; ink-stroke-modeler: 1 per sample), so derivatives are per that unit.
///
/// `cubicCoefficient` is the factor of dt³ in F and in g (⅙ by the physics; androidx writes 0.16,
/// and its reference keeps that).
///
/// Differs from `AxisKalmanFilter` (continuous white noise, unit steps, a chosen initial variance)
/// on purpose: the reference predictors keep their published filter; the step itself is
/// `KalmanAxisCore`'s. `update(measuring:step:)` allocates nothing.
package struct ForceNoiseKalmanAxis: Sendable {
    /// Number of state entries (order + 1).
    package let dimension: Int
    package let processNoise: Double
    package let measurementNoise: Double
    /// The factor of dt³ in the transition and the noise shape (⅙ unless a reference says otherwise).
    package let cubicCoefficient: Double
    /// Position, then its derivatives per unit of `dt`.
    package var state: [Double] { core.state }
    /// Measurements taken since the last reset.
    package private(set) var iterations = 0
    private var core: KalmanAxisCore
    private var noiseShape: [Double]

    package init(order: Int, processNoise: Double, measurementNoise: Double, cubicCoefficient: Double = 1.0 / 6) {
        let n = max(order, 1) + 1
        dimension = n
        self.processNoise = processNoise
        self.measurementNoise = measurementNoise
        self.cubicCoefficient = cubicCoefficient
        core = KalmanAxisCore(dimension: n)
        noiseShape = Array(repeating: 0, count: n)
        reset()
    }

    /// Zero state, identity covariance; the next measurement starts the filter again.
    package mutating func reset() {
        let n = dimension
        for i in 0..<n {
            core.state[i] = 0
            for j in 0..<n { core.covariance[i * n + j] = i == j ? 1 : 0 }
        }
        iterations = 0
    }

    /// Advances by `dt` and takes the position measurement `z` (the first one after a reset only
    /// sets the position).
    package mutating func update(measuring z: Double, step dt: Double) {
        iterations += 1
        if iterations == 1 {
            core.state[0] = z
            return
        }
        setModel(step: dt)
        core.advance(measuring: z, measurementNoise: measurementNoise)
    }

    /// F for `dt` and Q = q·g·gᵀ.
    private mutating func setModel(step dt: Double) {
        let n = dimension
        let m = n - 1
        for i in 0..<n {
            for j in 0..<n { core.transition[i * n + j] = j >= i ? term(dt, j - i) : 0 }
            noiseShape[i] = term(dt, m - i)
        }
        for i in 0..<n {
            for j in 0..<n { core.noise[i * n + j] = processNoise * noiseShape[i] * noiseShape[j] }
        }
    }

    /// dtᵏ / k!, or dt³ × `cubicCoefficient` when that is not ⅙.
    private func term(_ dt: Double, _ k: Int) -> Double {
        k == 3 && cubicCoefficient != 1.0 / 6 ? Self.power(dt, 3) * cubicCoefficient : Self.power(dt, k) / KalmanAxisCore.factorial(k)
    }

    private static func power(_ x: Double, _ k: Int) -> Double {
        k <= 0 ? 1 : (1...k).reduce(1.0) { product, _ in product * x }
    }
}
