import InkModel

/// A cost source registered under a name (`--cost NAME` or `--cost NAME:key=value`): its
/// parameters, what it declares and how to build it from them and the run's context. The
/// source's `kind` should be `CostKind(rawValue: name)` so reports name it as it was chosen.
public struct CostSourceComponent: BuildableComponent {
    public static var role: String { "cost source" }

    public var name: String
    public var summary: String
    /// The parameters it takes, with defaults, meanings and ranges.
    public var parameters: [ComponentParameter]
    /// How it behaves, as runs and comparisons read it: `deterministic` (same run, same costs:
    /// one repetition, compared exactly), `countsRenders` (frames priced from the work counters
    /// alone), `parallelSafe` (`--jobs` runs at once), `streamable` (prices callbacks as they
    /// come) and `needsCalibration` (`CostSourceContext.calibration`).
    public var capabilities: ComponentCapabilities
    let make: @Sendable (inout ComponentParameterReader, CostSourceContext) throws(ComponentSpecError) -> any CostSource

    public init(
        name: String, summary: String, parameters: [ComponentParameter] = [], capabilities: ComponentCapabilities,
        build: @escaping @Sendable (inout ComponentParameterReader, CostSourceContext) throws(ComponentSpecError) -> any CostSource
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.capabilities = capabilities
        make = build
    }

    /// Builds the source; one that `needsCalibration` is refused without the calibration file.
    public func build(_ reader: inout ComponentParameterReader, _ context: CostSourceContext) throws(ComponentSpecError) -> any CostSource {
        if capabilities.contains(.needsCalibration) && context.calibration == nil {
            throw reader.problem("needs a calibration file")
        }
        return try make(&reader, context)
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
