/// What one replay did, per input event of its schedule: when it was due and when it was sent
/// (this machine's monotonic clock, nanoseconds — the clock of Chromium's trace on Linux; sent
/// is read just before the command is written to the browser's pipe), and the generation time it
/// told the browser.
package struct WebReplayLog: Sendable {
    /// Monotonic time of the schedule's trace time `originTraceTime`, nanoseconds: trace time t
    /// was due at `origin + (t − originTraceTime) · 10⁹`.
    package var origin: UInt64
    package var originTraceTime: Double
    /// Per event, monotonic nanoseconds.
    package var due: [UInt64]
    package var sent: [UInt64]
    /// Per event, the `timestamp` sent (seconds since 1970): its due time on the wall clock.
    package var timestamps: [Double]
    /// Wall clock − monotonic clock when the replay began, nanoseconds.
    package var wallOffset: Double

    /// How late each event was sent, seconds (`sent − due`, never negative).
    package var lateness: [Double] {
        zip(sent, due).map { sent, due in sent > due ? Double(sent - due) / 1e9 : 0 }
    }

    /// The trace time (seconds) of monotonic time `nanoseconds`.
    package func traceTime(ofMonotonic nanoseconds: Double) -> Double {
        originTraceTime + (nanoseconds - Double(origin)) / 1e9
    }
}
