import InkModel

/// Who makes a planned touch: the profile's own pen (or finger, on a finger profile), or a
/// finger touching a pen device in a mixed session.
enum Contact: Hashable, Sendable {
    case profileDevice
    case finger
}

/// One touch as planned: its true path, where it sits on the canvas and when it starts.
struct PlannedTouch: Sendable {
    var path: PenPath
    /// Added to every path point to place it on the canvas, millimetres.
    var offset: Point
    /// Pen-down time, whole milliseconds from the start of the trace.
    var startMS: Int
    var contact: Contact
    /// A tap: a brief contact whose force rises and falls quickly.
    var isTap: Bool

    init(path: PenPath, offset: Point = .zero, startMS: Int = 0, contact: Contact = .profileDevice, isTap: Bool = false) {
        self.path = path
        self.offset = offset
        self.startMS = startMS
        self.contact = contact
        self.isTap = isTap
    }

    /// Pen-up time, whole milliseconds from the start of the trace.
    var endMS: Int { startMS + path.durationMS }

    /// Where the path lies on the canvas, millimetres.
    var placedBounds: Bounds { path.bounds.offset(by: offset) }
}

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
