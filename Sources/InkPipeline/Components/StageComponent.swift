import InkModel

/// A pipeline stage registered under a name: what a configuration's `kind:` selects, the
/// parameters it takes (the keys YAML may give beside `kind`, with defaults, meanings and ranges
/// for `inkbench list stages`), and how to read them into a spec. The reader
/// (`ComponentParameterReader`) holds numbers to the declared ranges; a configuration file reports
/// a bad value as one line with the file, the line and the configuration, like every built-in
/// stage.
///
/// ```swift
/// let wobble = SmootherComponent(
///     name: "wobble", summary: "…",
///     parameters: [ComponentParameter(key: "gain", defaultValue: "0.5", meaning: "…", range: ValueRange(0, 1))]
/// ) { reader throws(ComponentSpecError) in
///     let gain = try reader.number("gain", default: 0.5)
///     return SmootherSpec(kind: "wobble", settings: [StageSetting("gain", gain)],
///                         naive: { NaiveWobble(gain: gain) }, incremental: { IncrementalWobble(gain: gain) })
/// }
/// ```
public struct StageComponent<Element: StageElement>: BuildableComponent {
    public static var role: String { Element.stageRole }

    /// The name `kind:` selects, e.g. `savitzky-golay`.
    public var name: String
    public var summary: String
    /// The keys it takes besides `kind`.
    public var parameters: [ComponentParameter]
    /// Stages declare none.
    public var capabilities: ComponentCapabilities { [] }
    let read: @Sendable (inout ComponentParameterReader) throws(ComponentSpecError) -> StageSpec<Element>

    public init(
        name: String, summary: String, parameters: [ComponentParameter] = [],
        read: @escaping @Sendable (inout ComponentParameterReader) throws(ComponentSpecError) -> StageSpec<Element>
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.read = read
    }

    public func build(_ reader: inout ComponentParameterReader, _ context: Void) throws(ComponentSpecError) -> StageSpec<Element> {
        try read(&reader)
    }
}

/// A filter registered under a name (points in, points out).
public typealias FilterComponent = StageComponent<InkPoint>

/// A smoother registered under a name (points in, Bézier elements out).
public typealias SmootherComponent = StageComponent<BezierElement>
