/// The kind of a trace event (its `ph` letter in Chrome's trace-event format).
package struct ChromeTracePhase: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `X`: a complete event, with its duration (`dur`).
    package static let complete = ChromeTracePhase(rawValue: "X")
    /// `B` / `E`: the begin and end of a duration event on one thread.
    package static let durationBegin = ChromeTracePhase(rawValue: "B")
    package static let durationEnd = ChromeTracePhase(rawValue: "E")
    /// `b` / `e` / `n`: the begin, end and an instant of a nestable async event (paired by id).
    package static let asyncBegin = ChromeTracePhase(rawValue: "b")
    package static let asyncEnd = ChromeTracePhase(rawValue: "e")
    package static let asyncInstant = ChromeTracePhase(rawValue: "n")
    /// `I` (and the older `i`): an instant event.
    package static let instant = ChromeTracePhase(rawValue: "I")
    package static let legacyInstant = ChromeTracePhase(rawValue: "i")
    /// `M`: metadata (process and thread names).
    package static let metadata = ChromeTracePhase(rawValue: "M")

    /// True for an instant event of either spelling.
    package var isInstant: Bool { self == .instant || self == .legacyInstant }

    package var description: String { rawValue }
}
