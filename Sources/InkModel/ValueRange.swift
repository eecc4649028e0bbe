/// The values a setting may take: a closed or left-open interval of finite numbers, optionally
/// whole numbers only. Written the way messages and `inkbench list profiles --keys` show it:
/// `(0, 10000] Hz`, `0…10 s`.
public struct ValueRange: Hashable, Sendable, CustomStringConvertible {
    public var lowerBound: Double
    /// Whether `lowerBound` itself is excluded (a rate must be more than 0).
    package var excludesLowerBound: Bool
    public var upperBound: Double
    /// Whether only whole numbers are valid.
    package var wholeNumbers: Bool
    /// The unit appended to the written form ("Hz", "s"), or empty.
    public var unit: String

    public init(_ lowerBound: Double, _ upperBound: Double, excludingLower: Bool = false, wholeNumbers: Bool = false, unit: String = "") {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        excludesLowerBound = excludingLower
        self.wholeNumbers = wholeNumbers
        self.unit = unit
    }

    /// More than 0 and at most `upperBound`.
    package static func positive(upTo upperBound: Double, unit: String) -> ValueRange {
        ValueRange(0, upperBound, excludingLower: true, unit: unit)
    }

    /// Whether `value` is finite and inside the range (NaN never is).
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite, value <= upperBound else { return false }
        if wholeNumbers && value.rounded() != value { return false }
        return excludesLowerBound ? value > lowerBound : value >= lowerBound
    }

    /// `(0, 10000] Hz`, `0…10 s`, `0…1000 frames (whole numbers)`.
    public var description: String {
        let bounds = excludesLowerBound
            ? "(\(Self.format(lowerBound)), \(Self.format(upperBound))]"
            : "\(Self.format(lowerBound))…\(Self.format(upperBound))"
        return bounds + (unit.isEmpty ? "" : " \(unit)") + (wholeNumbers ? " (whole numbers)" : "")
    }

    /// `value` as messages write it: `%g`, so 1e300 stays short.
    public static func format(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Why `value` (named `what`) is not in the range, e.g. "display rate 1e+300 is outside the
    /// supported (0, 10000] Hz"; nil when it is.
    public func problem(_ what: String, _ value: Double) -> String? {
        contains(value) ? nil : "\(what) \(Self.format(value)) is outside the supported \(self)"
    }
}

extension ValueRange {
    /// How far ahead of the newest sample a prediction may reach, milliseconds: a predictor's
    /// `horizon-cap`, a configuration's `prediction-horizon` and `inkbench predict --horizon`.
    /// Bounded so that the predicted points per callback (horizon ÷ sample interval) stay few.
    package static let predictionHorizonMilliseconds = ValueRange.positive(upTo: 1000, unit: "ms")
}

extension ValueRange {
    /// `--cpu-scale` of `inkbench run` and report.json `cost.cpuScale`: a device up to 1000
    /// times slower than the calibration machine.
    public static let cpuScale = ValueRange.positive(upTo: 1000, unit: "")
    /// `--commit-lead` of `inkbench run` and report.json `cost.commitLeadSeconds`, seconds.
    public static let commitLeadSeconds = ValueRange(0, 1, unit: "s")
}
