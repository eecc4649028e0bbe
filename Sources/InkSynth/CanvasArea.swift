import InkModel

/// Where a drawing may go: the canvas in millimetres, and the part of it (inside a margin) that
/// shapes aim to stay within.
struct CanvasArea: Sendable {
    /// The whole canvas, millimetres, origin at its top-left corner.
    let canvas: Bounds
    /// The usable part, centred on the origin (shapes are built around the origin, then moved).
    let usable: Bounds

    init(profile: DeviceProfile) {
        let width = profile.canvasSize.width / profile.pointsPerMM
        let height = profile.canvasSize.height / profile.pointsPerMM
        let margin = 0.05 * min(width, height)
        canvas = Bounds(minX: 0, minY: 0, maxX: width, maxY: height)
        usable = Bounds(minX: -(width / 2 - margin), minY: -(height / 2 - margin), maxX: width / 2 - margin, maxY: height / 2 - margin)
    }
}
