/// The linear cost model (seconds): a callback handler costs
/// `perCallback + perSample × samples entered + perPointRecomputed × points recomputed`
/// and a render costs `perRender + perPixel × pixels touched (cleared + composited) +
/// perElementStroked × elements stroked`.
public struct CostCoefficients: Hashable, Sendable, Codable {
    /// Fixed cost of a callback, seconds.
    public var perCallback: Double
    /// Cost per sample entering the pipeline, seconds.
    public var perSample: Double
    /// Cost per point recomputed by any geometry stage (`StageWork.pointsRecomputed`), seconds.
    public var perPointRecomputed: Double
    /// Fixed cost of a render, seconds.
    public var perRender: Double
    /// Cost per device pixel cleared or composited by a render, seconds.
    public var perPixel: Double
    /// Cost per Bézier element stroked (Cairo path construction and rasterization), seconds.
    public var perElementStroked: Double

    public init(perCallback: Double, perSample: Double, perPointRecomputed: Double, perRender: Double, perPixel: Double, perElementStroked: Double) {
        self.perCallback = perCallback
        self.perSample = perSample
        self.perPointRecomputed = perPointRecomputed
        self.perRender = perRender
        self.perPixel = perPixel
        self.perElementStroked = perElementStroked
    }
}
