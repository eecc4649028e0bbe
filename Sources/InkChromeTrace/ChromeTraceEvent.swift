import InkIO

/// One event of a Chrome trace (the JSON trace-event format Chromium's tracing writes): what it
/// is, when, where, and its arguments. Times are microseconds on the trace's clock
/// (`CLOCK_MONOTONIC` for Chromium on Linux).
package struct ChromeTraceEvent: Sendable {
    /// The event's name (`name`); empty when it has none.
    package var name: String
    /// Its comma-separated categories (`cat`).
    package var categories: String
    package var phase: ChromeTracePhase
    /// When it happened or began, µs (`ts`).
    package var timestamp: Double
    /// How long a complete event lasted, µs (`dur`); nil for other kinds.
    package var duration: Double?
    /// The CPU time of its thread during a complete event, µs (`tdur`): its duration less the
    /// time the thread was not running (preempted by other work); nil when the trace has none.
    package var threadDuration: Double?
    package var processID: Int
    package var threadID: Int
    /// The id pairing async and flow events: `id`, or `id2.local` / `id2.global`; nil without.
    package var id: String?
    /// True when `id` is process-local (`id2.local`): events pair only within their process.
    package var idIsLocal: Bool
    /// The arguments (`args`); an empty object when it has none.
    package var arguments: JSONValue

    /// The string at the path of keys below `args` (e.g. `"data", "type"`), or nil.
    package func stringArgument(_ path: String...) -> String? {
        argument(path)?.stringValue
    }

    /// The number at the path of keys below `args`, or nil.
    package func numberArgument(_ path: String...) -> Double? {
        argument(path)?.doubleValue
    }

    /// The whole number at the path of keys below `args`, exactly (64-bit ids), or nil.
    package func integerArgument(_ path: String...) -> Int? {
        argument(path)?.intValue
    }

    /// True when the path of keys below `args` leads to a value.
    package func hasArgument(_ path: String...) -> Bool {
        argument(path) != nil
    }

    /// When the event ended, µs: `timestamp + duration` (the timestamp without a duration).
    package var end: Double { timestamp + (duration ?? 0) }

    package func argument(_ path: [String]) -> JSONValue? {
        var value: JSONValue? = arguments
        for key in path { value = value?[key] }
        return value
    }
}
