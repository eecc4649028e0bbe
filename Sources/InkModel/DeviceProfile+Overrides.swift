/// A profile override that could not be applied: unknown key or a value of the wrong kind.
public struct ProfileOverrideError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var value: String
    public var problem: String
    public var description: String { "profile override \(key)=\(value): \(problem)".onOneLine }
}

extension DeviceProfile {
    /// The names of the values `overriding(_:with:)` accepts, each with its unit.
    public static let overridableKeys: [(key: String, unit: String)] = [
        ("touch-type", "direct|stylus|indirect|pointer"), ("digitizer-hz", "Hz"), ("display-hz", "Hz"),
        ("points-per-mm", "pt/mm"), ("canvas-width", "pt"), ("canvas-height", "pt"),
        ("pixel-scale", "px/pt"), ("timestamp-quantum", "s"), ("location-quantum", "pt"),
        ("position-noise-mm", "mm"), ("sample-interval-jitter", "fraction"), ("input-latency", "s"),
        ("compositor-frames", "frames"), ("scanout-latency", "s"), ("maximum-force", "UIKit force, or none"),
        ("reports-tilt", "true|false"), ("update-delay-median", "s, or none"), ("report-loss", "fraction, 0–0.5"),
    ]

    /// This profile with the value named `key` set from its text form `value`.
    /// Rates and sizes must be positive; times and noise non-negative.
    public func overriding(_ key: String, with value: String) throws(ProfileOverrideError) -> DeviceProfile {
        var result = self
        func fail(_ problem: String) -> ProfileOverrideError {
            ProfileOverrideError(key: key, value: value, problem: problem)
        }
        func number(positive: Bool) throws(ProfileOverrideError) -> Double {
            guard let parsed = Double(value), parsed.isFinite else { throw fail("not a finite number") }
            if positive ? parsed <= 0 : parsed < 0 {
                throw fail(positive ? "must be greater than 0" : "must not be negative")
            }
            return parsed
        }
        switch key {
        case "touch-type":
            guard let type = TouchType(rawValue: value) else { throw fail("expected direct, stylus, indirect or pointer") }
            result.touchType = type
        case "digitizer-hz": result.digitizerHz = try number(positive: true)
        case "display-hz": result.displayHz = try number(positive: true)
        case "points-per-mm": result.pointsPerMM = try number(positive: true)
        case "canvas-width": result.canvasSize.width = try number(positive: true)
        case "canvas-height": result.canvasSize.height = try number(positive: true)
        case "pixel-scale": result.pixelScale = try number(positive: true)
        case "timestamp-quantum": result.timestampQuantum = try number(positive: false)
        case "location-quantum": result.locationQuantum = try number(positive: false)
        case "position-noise-mm": result.positionNoiseMM = try number(positive: false)
        case "sample-interval-jitter": result.sampleIntervalJitter = try number(positive: false)
        case "input-latency": result.inputLatency = try number(positive: false)
        case "compositor-frames":
            guard let frames = Int(value), frames >= 0 else { throw fail("expected a whole number ≥ 0") }
            result.compositorFrames = frames
        case "scanout-latency": result.scanoutLatency = try number(positive: false)
        case "maximum-force":
            result.maximumForce = value == "none" ? nil : try number(positive: true)
        case "reports-tilt":
            guard let flag = Bool(value) else { throw fail("expected true or false") }
            result.reportsTilt = flag
        case "update-delay-median":
            if value == "none" {
                result.propertyUpdateDelay = nil
            } else {
                let median = try number(positive: true)
                var delay = result.propertyUpdateDelay
                    ?? PropertyUpdateDelay(median: median, logSigma: 0.12, minimum: median * 0.65, maximum: median * 1.75)
                delay.median = median
                delay.minimum = min(delay.minimum, median)
                delay.maximum = max(delay.maximum, median)
                result.propertyUpdateDelay = delay
            }
        case "report-loss":
            let loss = try number(positive: false)
            guard loss <= 0.5 else { throw fail("must lie in 0...0.5") }
            result.reportLoss = loss
        default:
            let known = Self.overridableKeys.map(\.key).joined(separator: ", ")
            throw fail("unknown key (known: \(known))")
        }
        return result
    }

    /// This profile with every `key=value` text override applied in order.
    public func overriding(_ assignments: [String]) throws(ProfileOverrideError) -> DeviceProfile {
        var result = self
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw ProfileOverrideError(key: assignment, value: "", problem: "expected KEY=VALUE")
            }
            let key = String(assignment[..<equals])
            let value = String(assignment[assignment.index(after: equals)...])
            result = try result.overriding(key, with: value)
        }
        return result
    }
}
