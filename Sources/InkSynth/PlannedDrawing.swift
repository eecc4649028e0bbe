import InkModel

/// Everything the synthesizer will draw: touches in time order, placed on the canvas, in
/// millimetres and milliseconds. Turned into samples by `TraceRenderer`.
struct PlannedDrawing: Sendable {
    var touches: [PlannedTouch]

    /// The smallest rectangle holding every touch's path, millimetres.
    var bounds: Bounds {
        var result = touches[0].placedBounds
        for touch in touches.dropFirst() { result = result.union(touch.placedBounds) }
        return result
    }

    /// Moves every touch so that the drawing's bounding box is centred on `center` (mm).
    mutating func center(at center: Point) {
        let shift = center - bounds.center
        for index in touches.indices { touches[index].offset = touches[index].offset + shift }
    }

    /// Lays the touches out one after another in time, starting at 0 ms, with the given pauses
    /// (milliseconds of pen-up time after each touch but the last).
    mutating func sequence(pausesMS: [Int]) {
        var clock = 0
        for index in touches.indices {
            touches[index].startMS = clock
            clock = touches[index].endMS + (index < pausesMS.count ? pausesMS[index] : 0)
        }
    }
}
