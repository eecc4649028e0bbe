/// A recorded or synthesized stream of pen input: the unit InkBench reads, writes, replays and
/// measures. Samples are in time order; updates in arrival order.
public struct Trace: Hashable, Sendable {
    public var header: TraceHeader
    /// Real digitizer samples, sorted by timestamp (ties keep input order).
    public var samples: [TouchSample]
    /// Late property updates, sorted by arrival.
    public var updates: [PropertyUpdate]
    /// The pen's true position, dense (1 kHz) and per touch in time order; empty for recordings.
    public var groundTruth: [GroundTruthPoint]
    /// Callbacks as the platform delivered them; empty unless recorded at app level.
    public var callbacks: [RecordedCallback]

    public init(
        header: TraceHeader,
        samples: [TouchSample] = [],
        updates: [PropertyUpdate] = [],
        groundTruth: [GroundTruthPoint] = [],
        callbacks: [RecordedCallback] = []
    ) {
        self.header = header
        self.samples = samples
        self.updates = updates
        self.groundTruth = groundTruth
        self.callbacks = callbacks
    }

    /// Time from the first to the last sample, seconds (0 for fewer than two samples).
    public var duration: Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last.timestamp - first.timestamp
    }

    /// The touch identifiers in order of their first sample.
    public var touchIDs: [Int] {
        var seen = Set<Int>()
        var result: [Int] = []
        for sample in samples where seen.insert(sample.touchID).inserted {
            result.append(sample.touchID)
        }
        return result
    }
}

/// Where a trace came from: synthesized, or the format it was read from — a built-in one, or
/// the name a registered trace format gives its traces.
public struct TraceSourceKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// A kind named `rawValue`; nil unless it is usable as a name (non-empty, without white
    /// space, `:`, `,`, `=` or `/`: `ComponentRegistryError.isUsableName`).
    public init?(rawValue: String) {
        guard ComponentRegistryError.isUsableName(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(builtIn name: String) {
        rawValue = name
    }

    public var description: String { rawValue }

    public static let synthesized = TraceSourceKind(builtIn: "synthesized")
    package static let inkable = TraceSourceKind(builtIn: "inkable")
    public static let evemu = TraceSourceKind(builtIn: "evemu")
    package static let mypaint = TraceSourceKind(builtIn: "mypaint")
    public static let native = TraceSourceKind(builtIn: "native")
    /// An Android `getevent -lt` capture.
    public static let getevent = TraceSourceKind(builtIn: "getevent")
    /// A CSV log read with a column map.
    public static let csv = TraceSourceKind(builtIn: "csv")
    /// A browser recording made with `inkbench record`'s page.
    package static let web = TraceSourceKind(builtIn: "web")
    /// google/ink's recorded stroke inputs (`IncrementalStrokeInputs` protobuf).
    package static let inkProto = TraceSourceKind(builtIn: "ink-proto")

    /// The built-in kinds.
    public static let builtIn: [TraceSourceKind] = [synthesized, inkable, evemu, mypaint, native, getevent, csv, web, inkProto]
}

/// The first line of a native trace: format version, device profile and provenance.
public struct TraceHeader: Hashable, Sendable {
    /// The newest native format version this build reads and writes.
    public static let currentFormatVersion = 1

    package var formatVersion: Int
    /// The device the samples were taken on (or synthesized for).
    public var profile: DeviceProfile
    public var sourceKind: TraceSourceKind
    /// Free-form provenance: the imported file's name, the dataset name, a licence note.
    public var source: String
    /// For synthesized traces: the recipe in its canonical text form (`key=value` pairs).
    public var recipe: String?
    /// For synthesized traces: the seed of the `SeededGenerator` that made it.
    public var seed: UInt64?

    public init(
        formatVersion: Int = TraceHeader.currentFormatVersion,
        profile: DeviceProfile,
        sourceKind: TraceSourceKind,
        source: String,
        recipe: String? = nil,
        seed: UInt64? = nil
    ) {
        self.formatVersion = formatVersion
        self.profile = profile
        self.sourceKind = sourceKind
        self.source = source
        self.recipe = recipe
        self.seed = seed
    }
}
