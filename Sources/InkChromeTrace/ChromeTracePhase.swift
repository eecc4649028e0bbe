/// The kind of a trace event (its `ph` letter in Chrome's trace-event format).
public struct ChromeTracePhase: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `X`: a complete event, with its duration (`dur`).
    public static let complete = ChromeTracePhase(rawValue: "X")
    /// `B` / `E`: the begin and end of a duration event on one thread.
    public static let durationBegin = ChromeTracePhase(rawValue: "B")
    public static let durationEnd = ChromeTracePhase(rawValue: "E")
    /// `b` / `e` / `n`: the begin, end and an instant of a nestable async event (paired by id).
    public static let asyncBegin = ChromeTracePhase(rawValue: "b")
    public static let asyncEnd = ChromeTracePhase(rawValue: "e")
    public static let asyncInstant = ChromeTracePhase(rawValue: "n")
    /// `I` (and the older `i`): an instant event.
    public static let instant = ChromeTracePhase(rawValue: "I")
    public static let legacyInstant = ChromeTracePhase(rawValue: "i")
    /// `M`: metadata (process and thread names).
    public static let metadata = ChromeTracePhase(rawValue: "M")

    /// True for an instant event of either spelling.
    public var isInstant: Bool { self == .instant || self == .legacyInstant }

    public var description: String { rawValue }
}
