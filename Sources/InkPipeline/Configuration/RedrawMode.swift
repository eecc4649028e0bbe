/// When the app rasterizes its ink (the configuration's `redraw`).
public enum RedrawMode: String, Hashable, Sendable, CaseIterable {
    /// The touch handler rebuilds and rasterizes inside the callback (WWDC 2016's first,
    /// naive version); the frame is committed when the handler returns.
    case immediate
    /// The handler updates the model and marks dirty regions; one render per display frame,
    /// after the frame's callback.
    case displayLink = "display-link"
    /// The handler renders straight into the visible buffer: no compositor queue; the ink shows
    /// when scan-out next passes the tip's row.
    case frontBuffer = "front-buffer"
}
