import Foundation

/// An ordinary least-squares line through (ln x, ln y): the power law y ≈ e^intercept · x^slope.
///
/// `slope` is dimensionless (the exponent); `intercept` is in natural-log units of y's unit, so
/// `predicted(at:)` gives y in the unit of the fitted y values. `rSquared` is the share of the
/// variance of ln y the line explains (1 when every residual is 0, including the case where ln y
/// is constant and so has no variance).
public struct LogLogFit: Hashable, Sendable, Codable {
    /// Exponent of the power law: d ln y / d ln x.
    public var slope: Double
    /// ln y at x = 1.
    public var intercept: Double
    /// Coefficient of determination in log-log space, 0...1.
    public var rSquared: Double
    /// Number of (x, y) pairs fitted.
    public var count: Int

    public init(slope: Double, intercept: Double, rSquared: Double, count: Int) {
        self.slope = slope
        self.intercept = intercept
        self.rSquared = rSquared
        self.count = count
    }

    /// The fit of ln `y` against ln `x`, pairing the arrays by index (extra elements of the longer
    /// one are ignored). Pairs where either value is not a positive finite number are left out.
    /// Nil when fewer than two pairs remain or all remaining x are equal.
    public init?(x: [Double], y: [Double]) {
        var logX: [Double] = [], logY: [Double] = []
        for (xValue, yValue) in zip(x, y) where xValue > 0 && yValue > 0 && xValue.isFinite && yValue.isFinite {
            logX.append(log(xValue))
            logY.append(log(yValue))
        }
        self.init(logX: logX, logY: logY)
    }

    /// The least-squares line through points already in log space (natural logs), paired by index.
    /// Nil when fewer than two pairs or when `logX` has no spread.
    public init?(logX: [Double], logY: [Double]) {
        let n = min(logX.count, logY.count)
        guard n >= 2 else { return nil }
        // Work relative to the first point so that a constant ln y gives exactly zero spread.
        let originX = logX[0], originY = logY[0]
        var meanX = 0.0, meanY = 0.0
        for index in 0..<n {
            meanX += logX[index] - originX
            meanY += logY[index] - originY
        }
        meanX /= Double(n)
        meanY /= Double(n)
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for index in 0..<n {
            let dx = logX[index] - originX - meanX, dy = logY[index] - originY - meanY
            sxx += dx * dx
            sxy += dx * dy
            syy += dy * dy
        }
        guard sxx > 0, sxx.isFinite, syy.isFinite else { return nil }
        let slope = sxy / sxx
        let intercept = originY + meanY - slope * (originX + meanX)
        var residuals = 0.0
        for index in 0..<n {
            let residual = (logY[index] - originY - meanY) - slope * (logX[index] - originX - meanX)
            residuals += residual * residual
        }
        let rSquared = syy > 0 ? max(0, min(1, 1 - residuals / syy)) : 1
        self.init(slope: slope, intercept: intercept, rSquared: rSquared, count: n)
    }

    /// The fitted power law at `x` (x > 0): e^intercept · x^slope, in y's unit.
    public func predicted(at x: Double) -> Double {
        exp(intercept + slope * log(x))
    }
}
