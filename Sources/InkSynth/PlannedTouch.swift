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
