/// What kind of contact produced a touch (UIKit's `UITouch.TouchType`).
public enum TouchType: String, CaseIterable, Hashable, Sendable {
    /// A finger on the screen.
    case direct
    /// A stylus such as Apple Pencil or a tablet pen.
    case stylus
    /// An indirect touch (e.g. a trackpad acting as touches).
    case indirect
    /// A mouse or trackpad pointer.
    case pointer
}

/// Where a sample sits in the life of its touch (UIKit's `UITouch.Phase`).
public enum TouchPhase: String, CaseIterable, Hashable, Sendable {
    case began
    case moved
    /// The touch is down but did not move since the previous sample.
    case stationary
    case ended
    /// The system took the touch away; its ink is discarded.
    case cancelled

    /// True for `ended` and `cancelled`: no further samples follow for this touch.
    package var endsTouch: Bool { self == .ended || self == .cancelled }
}

/// A set of touch properties, with UIKit's bit values (force 1, azimuth 2, altitude 4, location 8),
/// used both for "this value is only an estimate" and "a better value is still to come".
public struct TouchProperties: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let force = TouchProperties(rawValue: 1)
    public static let azimuth = TouchProperties(rawValue: 2)
    public static let altitude = TouchProperties(rawValue: 4)
    public static let location = TouchProperties(rawValue: 8)

    /// Every property UIKit can estimate, in bit order.
    public static let all: TouchProperties = [.force, .azimuth, .altitude, .location]

    /// The names of the members, in bit order: `force`, `azimuth`, `altitude`, `location`.
    public var names: [String] {
        var result: [String] = []
        if contains(.force) { result.append("force") }
        if contains(.azimuth) { result.append("azimuth") }
        if contains(.altitude) { result.append("altitude") }
        if contains(.location) { result.append("location") }
        return result
    }

    /// The property called `name` (as in `names`), or nil for an unknown name.
    public init?(name: String) {
        switch name {
        case "force": self = .force
        case "azimuth": self = .azimuth
        case "altitude": self = .altitude
        case "location": self = .location
        default: return nil
        }
    }
}
