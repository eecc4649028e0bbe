/// The device a trace is sampled on and replayed for: digitizer, display, geometry and timing.
///
/// Units: rates in Hz; `pointsPerMM` points per millimetre; `canvasSize` in points (pixels =
/// points × `pixelScale`); times in seconds; `positionNoiseMM` in millimetres (1 σ).
/// Built-in values live in `DeviceProfile+BuiltIn.swift`; every value can be overridden by name
/// (`DeviceProfile+Overrides.swift`).
public struct DeviceProfile: Hashable, Sendable {
    public var name: String
    /// The kind of contact the digitizer reports.
    package var touchType: TouchType
    /// Digitizer report rate, Hz (240 for Apple Pencil, 120 for finger scan).
    public var digitizerHz: Double
    /// Display refresh rate, Hz; one touch callback per display frame.
    package var displayHz: Double
    /// Points per millimetre of glass.
    package var pointsPerMM: Double
    /// Canvas size, points.
    public var canvasSize: Size
    /// Pixels per point.
    public var pixelScale: Double
    /// Resolution of sample timestamps, seconds (UIKit: 1 ms).
    package var timestampQuantum: Double
    /// Resolution of sample locations, points (UIKit on a 2× screen: 0.5); 0 for none.
    package var locationQuantum: Double
    /// Digitizer position noise, millimetres, one standard deviation.
    package var positionNoiseMM: Double
    /// Jitter of the sample interval, as a fraction of the nominal interval (1 σ).
    package var sampleIntervalJitter: Double
    /// Digitizer-to-app latency, seconds: a sample taken at t is available at t + inputLatency.
    package var inputLatency: Double
    /// Frames the compositor holds a committed frame before it is scanned out.
    package var compositorFrames: Int
    /// Scan-out to the tip's row plus pixel response, seconds, added to every presentation.
    package var scanoutLatency: Double
    /// Whether the digitizer reports force, and its maximum (UIKit units); nil when it has none.
    package var maximumForce: Double?
    /// Whether the digitizer reports altitude and azimuth.
    package var reportsTilt: Bool
    /// Delay of late property updates; nil when the platform sends none.
    package var propertyUpdateDelay: PropertyUpdateDelay?
    /// Share of digitizer reports lost on the way (0 ≤ loss ≤ 0.5): each report but a touch's
    /// first and last is dropped with this probability, never two in a row, leaving an interval
    /// of twice the nominal one — the gaps real tablets show. 0: none lost.
    package var reportLoss: Double

    public init(
        name: String,
        touchType: TouchType,
        digitizerHz: Double,
        displayHz: Double,
        pointsPerMM: Double,
        canvasSize: Size,
        pixelScale: Double,
        timestampQuantum: Double,
        locationQuantum: Double,
        positionNoiseMM: Double,
        sampleIntervalJitter: Double,
        inputLatency: Double,
        compositorFrames: Int,
        scanoutLatency: Double,
        maximumForce: Double?,
        reportsTilt: Bool,
        propertyUpdateDelay: PropertyUpdateDelay?,
        reportLoss: Double = 0
    ) {
        self.name = name
        self.touchType = touchType
        self.digitizerHz = digitizerHz
        self.displayHz = displayHz
        self.pointsPerMM = pointsPerMM
        self.canvasSize = canvasSize
        self.pixelScale = pixelScale
        self.timestampQuantum = timestampQuantum
        self.locationQuantum = locationQuantum
        self.positionNoiseMM = positionNoiseMM
        self.sampleIntervalJitter = sampleIntervalJitter
        self.inputLatency = inputLatency
        self.compositorFrames = compositorFrames
        self.scanoutLatency = scanoutLatency
        self.maximumForce = maximumForce
        self.reportsTilt = reportsTilt
        self.propertyUpdateDelay = propertyUpdateDelay
        self.reportLoss = reportLoss
    }

    /// Nominal digitizer sample interval, seconds.
    package var sampleInterval: Double { 1 / digitizerHz }
    /// Display frame period, seconds.
    package var framePeriod: Double { 1 / displayHz }
    /// Canvas size in device pixels (points × pixel scale, rounded).
    public var pixelWidth: Int { Int((canvasSize.width * pixelScale).rounded()) }
    public var pixelHeight: Int { Int((canvasSize.height * pixelScale).rounded()) }
}

/// How late property updates arrive after their sample: lognormal with the given median,
/// clamped to `minimum...maximum`. Seconds.
public struct PropertyUpdateDelay: Hashable, Sendable {
    public var median: Double
    /// Standard deviation of the natural log of the delay.
    package var logSigma: Double
    package var minimum: Double
    package var maximum: Double

    public init(median: Double, logSigma: Double, minimum: Double, maximum: Double) {
        self.median = median
        self.logSigma = logSigma
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Apple Pencil force updates, fitted to the 203 updates of the two Inkable recordings that
    /// were not held back at a stroke's start: median 22 ms, σ(ln) 0.28 (their p10/p50/p90 are
    /// 16/21/30 ms), within 10–40 ms (observed 12–37 ms). The held ones are the synthesizer's
    /// stroke-start hold.
    package static let applePencil = PropertyUpdateDelay(median: 0.022, logSigma: 0.28, minimum: 0.010, maximum: 0.040)
}
