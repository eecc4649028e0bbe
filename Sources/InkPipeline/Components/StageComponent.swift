import InkModel

/// A pipeline stage registered under a name: what a configuration's `kind:` selects, the
/// parameters it takes (the keys YAML may give beside `kind`, with defaults, meanings and ranges
/// for `inkbench list stages`), and how to read them into a spec. The reader gets a
/// `StageParameterReader` that checks numbers against the declared ranges and reports bad values
/// as one line with the file, the line and the configuration, like every built-in stage.
///
/// ```swift
/// let wobble = SmootherComponent(
///     kind: "wobble", summary: "…",
///     parameters: [ComponentParameter(key: "gain", defaultValue: "0.5", meaning: "…", range: ValueRange(0, 1))]
/// ) { reader throws(PipelineConfigurationError) in
///     let gain = try reader.number("gain", default: 0.5)
///     return SmootherSpec(kind: "wobble", settings: [StageSetting("gain", gain)],
///                         naive: { NaiveWobble(gain: gain) }, incremental: { IncrementalWobble(gain: gain) })
/// }
/// ```
public struct StageComponent<Spec: Sendable>: Sendable {
    /// The name `kind:` selects, e.g. `savitzky-golay`.
    public var kind: String
    /// One line for listings.
    public var summary: String
    /// The keys it takes besides `kind`.
    public var parameters: [ComponentParameter]
    let read: @Sendable (inout StageParameterReader) throws(PipelineConfigurationError) -> Spec

    public init(
        kind: String, summary: String, parameters: [ComponentParameter] = [],
        read: @escaping @Sendable (inout StageParameterReader) throws(PipelineConfigurationError) -> Spec
    ) {
        self.kind = kind
        self.summary = summary
        self.parameters = parameters
        self.read = read
    }
}

/// A filter registered under a name (points in, points out).
public typealias FilterComponent = StageComponent<FilterSpec>

/// A smoother registered under a name (points in, Bézier elements out).
public typealias SmootherComponent = StageComponent<SmootherSpec>
