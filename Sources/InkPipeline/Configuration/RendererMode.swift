/// The renderer a configuration names (`renderer:` in YAML): `naive`, `incremental`, or the name
/// a custom frame renderer is registered under (a `FrameRendererRegistry` in InkSim builds it).
public struct RendererMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Clear the whole canvas and draw every stroke on every frame.
    public static let naive = RendererMode(rawValue: "naive")
    /// Finished strokes in a cached layer; the live stroke redrawn only inside its dirty
    /// rectangle; predicted ink on its own overlay, cleared every frame.
    public static let incremental = RendererMode(rawValue: "incremental")

    /// The built-in renderers' names.
    public static let builtInNames = [naive.rawValue, incremental.rawValue]

    /// The renderer that matches a geometry mode (the default when a configuration names none).
    public init(matching geometry: GeometryMode) {
        switch geometry {
        case .naive: self = .naive
        case .incremental: self = .incremental
        }
    }

    public var description: String { rawValue }
}
