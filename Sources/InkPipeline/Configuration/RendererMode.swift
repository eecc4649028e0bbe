/// How a frame is rasterized (the configuration's `renderer`; docs/rendering.md).
public enum RendererMode: String, Hashable, Sendable, CaseIterable {
    /// Clear the whole canvas and draw every stroke on every frame.
    case naive
    /// Finished strokes in a cached layer; the live stroke redrawn only inside its dirty
    /// rectangle; predicted ink on its own overlay, cleared every frame.
    case incremental

    /// The renderer that matches a geometry mode (the default when a configuration names none).
    public init(matching geometry: GeometryMode) {
        switch geometry {
        case .naive: self = .naive
        case .incremental: self = .incremental
        }
    }
}
