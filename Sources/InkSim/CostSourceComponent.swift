import InkModel

/// A cost source registered under a name (`--cost NAME` or `--cost NAME:key=value`): its
/// parameters and how to build it from them and the run's context. The source's `kind` should be
/// `CostKind(rawValue: name)` so reports name it as it was chosen.
public struct CostSourceComponent: Sendable {
    public var name: String
    /// One line for listings.
    public var summary: String
    /// The parameters it takes, with defaults, meanings and ranges.
    public var parameters: [ComponentParameter]
    /// How it behaves, as runs and comparisons read it: `deterministic` (same run, same costs:
    /// one repetition, compared exactly), `countsRenders` (frames priced from the work counters
    /// alone), `parallelSafe` (`--jobs` runs at once), `streamable` (prices callbacks as they
    /// come) and `needsCalibration` (`CostSourceContext.calibration`).
    public var capabilities: ComponentCapabilities
    let build: @Sendable (inout ComponentParameterReader, CostSourceContext) throws(ComponentSpecError) -> any CostSource

    public init(
        name: String, summary: String, parameters: [ComponentParameter] = [], capabilities: ComponentCapabilities,
        build: @escaping @Sendable (inout ComponentParameterReader, CostSourceContext) throws(ComponentSpecError) -> any CostSource
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.capabilities = capabilities
        self.build = build
    }
}

/// What a run hands a cost source's builder.
public struct CostSourceContext: Sendable {
    /// Multiplier from this machine's time (or the calibration's) to the simulated device's.
    public var cpuScale: Double
    /// Cost of one timing, nanoseconds (`MonotonicClock.measureOverhead()`).
    public var timerOverheadNanoseconds: UInt64
    /// The calibration file, loaded for components that need one (`needsCalibration`), else nil.
    public var calibration: CalibrationFile?

    public init(cpuScale: Double = 1, timerOverheadNanoseconds: UInt64 = 0, calibration: CalibrationFile? = nil) {
        self.cpuScale = cpuScale
        self.timerOverheadNanoseconds = timerOverheadNanoseconds
        self.calibration = calibration
    }
}
