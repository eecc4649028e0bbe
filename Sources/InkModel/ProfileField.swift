/// One number of a `DeviceProfile`: the names it goes by, its unit and the one range it must lie
/// in, and where it lives in the profile.
///
/// This table (`definition`, one row per field) is the single description of a profile's
/// numbers. The native trace header (its keys, reading and writing), `--set KEY=VALUE` (its keys,
/// parsing and the `list profiles --keys` listing), report.json's profile record (its keys), the
/// synthesizer and the simulator's own check all go through it — `DeviceProfile.firstProblem()`
/// and `ProfileField.range` — so a value refused in one place is refused in every other, and a
/// field named one way in one place is the same field everywhere.
public enum ProfileField: CaseIterable, Sendable {
    case digitizerHz, displayHz, pointsPerMM, canvasWidth, canvasHeight, pixelScale
    case timestampQuantum, locationQuantum, positionNoiseMM, sampleIntervalJitter, reportLoss
    case inputLatency, compositorFrames, scanoutLatency, maximumForce
    case updateDelayMedian, updateDelayLogSigma, updateDelayMinimum, updateDelayMaximum

    /// Longest latency or delay of a profile (input, scanout, property updates), seconds.
    package static let maximumLatency = 10.0
    /// Most pixels along one side of the canvas (Cairo's limit for an image surface).
    package static let maximumPixelSide = 32_767

    /// The field's row of the table.
    package var definition: ProfileFieldDefinition {
        switch self {
        case .digitizerHz:
            ProfileFieldDefinition("digitizer rate", header: "digitizerHz", set: "digitizer-hz", report: "digitizerHz",
                                   range: .positive(upTo: 100_000, unit: "Hz"), \.digitizerHz)
        case .displayHz:
            ProfileFieldDefinition("display rate", header: "displayHz", set: "display-hz", report: "displayHz",
                                   range: .positive(upTo: 10_000, unit: "Hz"), \.displayHz)
        case .pointsPerMM:
            ProfileFieldDefinition("points per mm", header: "pointsPerMM", set: "points-per-mm", report: "pointsPerMM",
                                   range: ValueRange(0.01, 1000, unit: "pt/mm"), \.pointsPerMM)
        case .canvasWidth:
            ProfileFieldDefinition("canvas width", header: "canvasWidth", set: "canvas-width", report: "canvasWidthPoints",
                                   range: .positive(upTo: 1e7, unit: "pt"), \.canvasSize.width)
        case .canvasHeight:
            ProfileFieldDefinition("canvas height", header: "canvasHeight", set: "canvas-height", report: "canvasHeightPoints",
                                   range: .positive(upTo: 1e7, unit: "pt"), \.canvasSize.height)
        case .pixelScale:
            ProfileFieldDefinition("pixel scale", header: "pixelScale", set: "pixel-scale", report: "pixelScale",
                                   range: ValueRange(0.01, 100, unit: "px/pt"), \.pixelScale)
        case .timestampQuantum:
            ProfileFieldDefinition("timestamp quantum", header: "timestampQuantum", set: "timestamp-quantum",
                                   range: ValueRange(0, 0.01, unit: "s"), \.timestampQuantum)
        case .locationQuantum:
            ProfileFieldDefinition("location quantum", header: "locationQuantum", set: "location-quantum",
                                   range: ValueRange(0, 100, unit: "pt"), \.locationQuantum)
        case .positionNoiseMM:
            ProfileFieldDefinition("position noise", header: "positionNoiseMM", set: "position-noise-mm",
                                   range: ValueRange(0, 100, unit: "mm"), \.positionNoiseMM)
        case .sampleIntervalJitter:
            ProfileFieldDefinition("sample-interval jitter", header: "sampleIntervalJitter", set: "sample-interval-jitter",
                                   range: ValueRange(0, 1, unit: "× the sample interval"), \.sampleIntervalJitter)
        case .reportLoss:
            ProfileFieldDefinition("report loss", header: "reportLoss", placement: .unlessZero, set: "report-loss",
                                   range: ValueRange(0, 0.5, unit: "probability per report"), \.reportLoss)
        case .inputLatency:
            ProfileFieldDefinition("input latency", header: "inputLatency", set: "input-latency", report: "inputLatencySeconds",
                                   range: ValueRange(0, Self.maximumLatency, unit: "s"), \.inputLatency)
        case .compositorFrames:
            ProfileFieldDefinition(
                "compositor frame count", header: "compositorFrames", set: "compositor-frames", report: "compositorFrames",
                range: ValueRange(0, 1000, wholeNumbers: true, unit: "frames"),
                value: { Double($0.compositorFrames) },
                // Out of Int's range (or NaN): a value the range check refuses, never a trap.
                assign: { $0.compositorFrames = Int(exactly: $1.rounded()) ?? ($1 > 0 ? Int.max : Int.min) }
            )
        case .scanoutLatency:
            ProfileFieldDefinition("scanout latency", header: "scanoutLatency", set: "scanout-latency", report: "scanoutLatencySeconds",
                                   range: ValueRange(0, Self.maximumLatency, unit: "s"), \.scanoutLatency)
        case .maximumForce:
            ProfileFieldDefinition(
                "maximum force", header: "maximumForce", placement: .nullable, set: "maximum-force", range: .positive(upTo: 1e9, unit: "UIKit force"),
                value: { $0.maximumForce }, assign: { $0.maximumForce = $1 }
            )
        case .updateDelayMedian:
            ProfileFieldDefinition(
                "property-update delay median", header: "propertyUpdateDelay.median", placement: .inUpdateDelay, set: "update-delay-median",
                range: .positive(upTo: Self.maximumLatency, unit: "s"),
                value: { $0.propertyUpdateDelay?.median }, assign: { $0.propertyUpdateDelay?.median = $1 }
            )
        case .updateDelayLogSigma:
            ProfileFieldDefinition(
                "property-update delay log σ", header: "propertyUpdateDelay.logSigma", placement: .inUpdateDelay, range: ValueRange(0, 10),
                value: { $0.propertyUpdateDelay?.logSigma }, assign: { $0.propertyUpdateDelay?.logSigma = $1 }
            )
        case .updateDelayMinimum:
            ProfileFieldDefinition(
                "property-update delay minimum", header: "propertyUpdateDelay.minimum", placement: .inUpdateDelay,
                range: ValueRange(0, Self.maximumLatency, unit: "s"),
                value: { $0.propertyUpdateDelay?.minimum }, assign: { $0.propertyUpdateDelay?.minimum = $1 }
            )
        case .updateDelayMaximum:
            ProfileFieldDefinition(
                "property-update delay maximum", header: "propertyUpdateDelay.maximum", placement: .inUpdateDelay,
                range: ValueRange(0, Self.maximumLatency, unit: "s"),
                value: { $0.propertyUpdateDelay?.maximum }, assign: { $0.propertyUpdateDelay?.maximum = $1 }
            )
        }
    }

    /// The field's name in words, for messages: "display rate".
    public var words: String { definition.words }

    /// The key of the native trace header, dotted below `profile`: "displayHz",
    /// "propertyUpdateDelay.median".
    package var headerName: String { definition.headerName }

    /// The `--set` key, or nil for the values only a trace header sets.
    package var overrideKey: String? { definition.overrideKey }

    /// The key of report.json's profile record (`traces[].profile`), or nil when the record
    /// leaves the field out.
    package var reportName: String? { definition.reportName }

    /// The valid values, with their unit. Real devices sit far inside every range (rates of
    /// 60–480 Hz, 1–3 px/pt, 4–10 pt/mm, latencies of milliseconds); the bounds keep the
    /// simulator's frame and sample indices, pixel sizes and printed numbers far from overflow.
    public var range: ValueRange { definition.range }

    /// The field's value in `profile`; nil when the profile has none (no maximum force, no
    /// property updates).
    public func value(in profile: DeviceProfile) -> Double? {
        definition.value(profile)
    }

    /// Sets the field in `profile` to `value` as it is (no range check; a property-update field
    /// of a profile without property updates stays absent).
    public func set(_ value: Double, in profile: inout DeviceProfile) {
        definition.assign(&profile, value)
    }

    /// Why `value` cannot be this field's, e.g. "display rate 1e+300 is outside the supported
    /// (0, 10000] Hz"; nil when it can.
    public func problem(with value: Double) -> String? {
        range.problem(words, value)
    }

    /// The field whose `--set` key is `key`.
    package static func overridden(by key: String) -> ProfileField? {
        allCases.first { $0.overrideKey == key }
    }
}
