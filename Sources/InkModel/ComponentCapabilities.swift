/// What a registered component declares about how it behaves, read by whatever runs it instead
/// of its name: a run, a comparison or a command asks the component, so a component registered
/// from outside is treated exactly like a built-in that declares the same.
///
/// Each kind of component uses the capabilities that matter to it: cost sources
/// `deterministic`, `countsRenders`, `parallelSafe`, `streamable` and `needsCalibration`;
/// predictors `streamable`, `replaysRecordedPredictions` and `runsExternalProgram`; trace
/// formats `reads`, `writes` and `streamable`.
public struct ComponentCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The same inputs give the same results (no wall clock): one repetition is enough, and
    /// `inkbench compare` compares two such runs exactly, without a noise floor.
    public static let deterministic = ComponentCapabilities(rawValue: 1 << 0)
    /// A cost source that prices a frame from its work counters alone: the renderer may count
    /// its work exactly instead of drawing (`FrameRendererContext.countsSuffice`).
    public static let countsRenders = ComponentCapabilities(rawValue: 1 << 1)
    /// Several runs may go at once on their own threads without changing any result (`--jobs`).
    public static let parallelSafe = ComponentCapabilities(rawValue: 1 << 2)
    /// Works on a trace read in pieces: a cost source that prices each callback as it comes, a
    /// predictor that needs nothing but the samples delivered, a format a run can stream.
    public static let streamable = ComponentCapabilities(rawValue: 1 << 3)
    /// A cost source that needs the run's calibration file.
    package static let needsCalibration = ComponentCapabilities(rawValue: 1 << 4)
    /// A predictor that replays the platform's own predictions a recording kept, so it needs a
    /// trace that holds them and cannot be used inside another predictor.
    package static let replaysRecordedPredictions = ComponentCapabilities(rawValue: 1 << 5)
    /// A predictor that asks another program, so it cannot be used inside another predictor and
    /// is only used when named.
    package static let runsExternalProgram = ComponentCapabilities(rawValue: 1 << 6)
    /// A trace format that can read files.
    public static let reads = ComponentCapabilities(rawValue: 1 << 7)
    /// A trace format that can write files.
    public static let writes = ComponentCapabilities(rawValue: 1 << 8)

    /// Every capability with its name, in the order listings print them.
    public static let named: [(name: String, capability: ComponentCapabilities)] = [
        ("deterministic", .deterministic), ("counts renders", .countsRenders), ("parallel-safe", .parallelSafe), ("streamable", .streamable),
        ("needs calibration", .needsCalibration), ("replays recorded predictions", .replaysRecordedPredictions),
        ("runs an external program", .runsExternalProgram), ("reads", .reads), ("writes", .writes),
    ]

    /// The names of the capabilities held, in listing order.
    public var names: [String] { Self.named.filter { contains($0.capability) }.map(\.name) }
}
