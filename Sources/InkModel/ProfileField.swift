/// One number of a `DeviceProfile`: the names it goes by and the one range it must lie in.
///
/// This table is the single definition of what a valid profile is. The native trace header
/// (reading and writing), `--set KEY=VALUE`, the synthesizer and the simulator's own check all
/// go through `DeviceProfile.firstProblem()` and `ProfileField.range`, so a
/// value refused in one place is refused in every other.
public enum ProfileField: CaseIterable, Sendable {
    case digitizerHz, displayHz, pointsPerMM, canvasWidth, canvasHeight, pixelScale
    case timestampQuantum, locationQuantum, positionNoiseMM, sampleIntervalJitter, reportLoss
    case inputLatency, compositorFrames, scanoutLatency, maximumForce
    case updateDelayMedian, updateDelayLogSigma, updateDelayMinimum, updateDelayMaximum

    /// Longest latency or delay of a profile (input, scanout, property updates), seconds.
    public static let maximumLatency = 10.0
    /// Most pixels along one side of the canvas (Cairo's limit for an image surface).
    public static let maximumPixelSide = 32_767

    /// The field's name in words, for messages: "display rate".
    public var words: String {
        switch self {
        case .digitizerHz: "digitizer rate"
        case .displayHz: "display rate"
        case .pointsPerMM: "points per mm"
        case .canvasWidth: "canvas width"
        case .canvasHeight: "canvas height"
        case .pixelScale: "pixel scale"
        case .timestampQuantum: "timestamp quantum"
        case .locationQuantum: "location quantum"
        case .positionNoiseMM: "position noise"
        case .sampleIntervalJitter: "sample-interval jitter"
        case .reportLoss: "report loss"
        case .inputLatency: "input latency"
        case .compositorFrames: "compositor frame count"
        case .scanoutLatency: "scanout latency"
        case .maximumForce: "maximum force"
        case .updateDelayMedian: "property-update delay median"
        case .updateDelayLogSigma: "property-update delay log σ"
        case .updateDelayMinimum: "property-update delay minimum"
        case .updateDelayMaximum: "property-update delay maximum"
        }
    }

    /// The key of the native trace header, dotted below `profile`: "displayHz",
    /// "propertyUpdateDelay.median".
    public var headerName: String {
        switch self {
        case .digitizerHz: "digitizerHz"
        case .displayHz: "displayHz"
        case .pointsPerMM: "pointsPerMM"
        case .canvasWidth: "canvasWidth"
        case .canvasHeight: "canvasHeight"
        case .pixelScale: "pixelScale"
        case .timestampQuantum: "timestampQuantum"
        case .locationQuantum: "locationQuantum"
        case .positionNoiseMM: "positionNoiseMM"
        case .sampleIntervalJitter: "sampleIntervalJitter"
        case .reportLoss: "reportLoss"
        case .inputLatency: "inputLatency"
        case .compositorFrames: "compositorFrames"
        case .scanoutLatency: "scanoutLatency"
        case .maximumForce: "maximumForce"
        case .updateDelayMedian: "propertyUpdateDelay.median"
        case .updateDelayLogSigma: "propertyUpdateDelay.logSigma"
        case .updateDelayMinimum: "propertyUpdateDelay.minimum"
        case .updateDelayMaximum: "propertyUpdateDelay.maximum"
        }
    }

    /// The `--set` key, or nil for the values only a trace header sets.
    public var overrideKey: String? {
        switch self {
        case .digitizerHz: "digitizer-hz"
        case .displayHz: "display-hz"
        case .pointsPerMM: "points-per-mm"
        case .canvasWidth: "canvas-width"
        case .canvasHeight: "canvas-height"
        case .pixelScale: "pixel-scale"
        case .timestampQuantum: "timestamp-quantum"
        case .locationQuantum: "location-quantum"
        case .positionNoiseMM: "position-noise-mm"
        case .sampleIntervalJitter: "sample-interval-jitter"
        case .reportLoss: "report-loss"
        case .inputLatency: "input-latency"
        case .compositorFrames: "compositor-frames"
        case .scanoutLatency: "scanout-latency"
        case .maximumForce: "maximum-force"
        case .updateDelayMedian: "update-delay-median"
        case .updateDelayLogSigma, .updateDelayMinimum, .updateDelayMaximum: nil
        }
    }

    /// The valid values, with their unit. Real devices sit far inside every range (rates of
    /// 60–480 Hz, 1–3 px/pt, 4–10 pt/mm, latencies of milliseconds); the bounds keep the
    /// simulator's frame and sample indices, pixel sizes and printed numbers far from overflow.
    public var range: ValueRange {
        switch self {
        case .digitizerHz: .positive(upTo: 100_000, unit: "Hz")
        case .displayHz: .positive(upTo: 10_000, unit: "Hz")
        case .pointsPerMM: ValueRange(0.01, 1000, unit: "pt/mm")
        case .canvasWidth, .canvasHeight: .positive(upTo: 1e7, unit: "pt")
        case .pixelScale: ValueRange(0.01, 100, unit: "px/pt")
        case .timestampQuantum: ValueRange(0, 0.01, unit: "s")
        case .locationQuantum: ValueRange(0, 100, unit: "pt")
        case .positionNoiseMM: ValueRange(0, 100, unit: "mm")
        case .sampleIntervalJitter: ValueRange(0, 1, unit: "× the sample interval")
        case .reportLoss: ValueRange(0, 0.5, unit: "probability per report")
        case .inputLatency, .scanoutLatency, .updateDelayMinimum, .updateDelayMaximum: ValueRange(0, Self.maximumLatency, unit: "s")
        case .compositorFrames: ValueRange(0, 1000, wholeNumbers: true, unit: "frames")
        case .maximumForce: .positive(upTo: 1e9, unit: "UIKit force")
        case .updateDelayMedian: .positive(upTo: Self.maximumLatency, unit: "s")
        case .updateDelayLogSigma: ValueRange(0, 10)
        }
    }

    /// The field's value in `profile`; nil when the profile has none (no maximum force, no
    /// property updates).
    public func value(in profile: DeviceProfile) -> Double? {
        switch self {
        case .digitizerHz: profile.digitizerHz
        case .displayHz: profile.displayHz
        case .pointsPerMM: profile.pointsPerMM
        case .canvasWidth: profile.canvasSize.width
        case .canvasHeight: profile.canvasSize.height
        case .pixelScale: profile.pixelScale
        case .timestampQuantum: profile.timestampQuantum
        case .locationQuantum: profile.locationQuantum
        case .positionNoiseMM: profile.positionNoiseMM
        case .sampleIntervalJitter: profile.sampleIntervalJitter
        case .reportLoss: profile.reportLoss
        case .inputLatency: profile.inputLatency
        case .compositorFrames: Double(profile.compositorFrames)
        case .scanoutLatency: profile.scanoutLatency
        case .maximumForce: profile.maximumForce
        case .updateDelayMedian: profile.propertyUpdateDelay?.median
        case .updateDelayLogSigma: profile.propertyUpdateDelay?.logSigma
        case .updateDelayMinimum: profile.propertyUpdateDelay?.minimum
        case .updateDelayMaximum: profile.propertyUpdateDelay?.maximum
        }
    }

    /// Why `value` cannot be this field's, e.g. "display rate 1e+300 is outside the supported
    /// (0, 10000] Hz"; nil when it can.
    public func problem(with value: Double) -> String? {
        range.problem(words, value)
    }

    /// The field whose `--set` key is `key`.
    public static func overridden(by key: String) -> ProfileField? {
        allCases.first { $0.overrideKey == key }
    }
}
