/// Times of the browser's trace on the replayed trace's clock, and the browser's vsync grid.
///
/// The trace events are microseconds of `CLOCK_MONOTONIC`; the replay scheduled each input event
/// on the same clock and told the browser its due time as the event's generation time, which
/// `EventLatency` begins at. `generationOffset` is the median of (traced generation − due time)
/// over the input events (Chromium converts the protocol's wall-clock timestamp back to its
/// monotonic clock, so it is within microseconds of 0), and the input events are joined to their
/// spans by it.
///
/// Chromium's frames come from a BeginFrame source ticking every `period` seconds (16.666 ms
/// headless); each frame's `PipelineReporter` begins at its BeginFrame, numbered by sequence.
/// The metrics put vsync k at k / displayHz on the trace's clock, so a browser run moves the
/// trace's clock by `shift` (less than half a frame) to lay the browser's vsyncs on that grid:
/// vsync k of the shifted clock is BeginFrame `sequence = k − sequenceOffset`.
struct BrowserClock: Sendable {
    /// The replay's log: monotonic time ↔ trace time.
    var log: WebReplayLog
    /// Traced generation time − due time of the input events, nanoseconds.
    var generationOffset: Double
    /// The BeginFrame interval, seconds.
    var period: Double
    /// Subtracted from every trace time so that BeginFrames fall on k · period, seconds.
    var shift: Double
    /// vsync index − BeginFrame sequence number.
    var sequenceOffset: Int

    /// Trace time (seconds, shifted) of trace-event time `microseconds`.
    func time(_ microseconds: Double) -> Double {
        log.traceTime(ofMonotonic: microseconds * 1000 - generationOffset) - shift
    }

    /// The vsync index of BeginFrame `sequence`.
    func vsync(ofSequence sequence: Int) -> Int {
        sequence + sequenceOffset
    }

    /// Fits the grid to the BeginFrames of `frames` (begin µs, sequence), least squares over
    /// sequence numbers; nil with fewer than two distinct sequence numbers.
    static func fit(
        frames: [(begin: Double, sequence: Int)], log: WebReplayLog, generationOffset: Double
    ) -> (clock: BrowserClock, largestResidual: Double)? {
        let sequences = frames.map { Double($0.sequence) }
        guard let first = frames.first, Set(frames.map(\.sequence)).count >= 2 else { return nil }
        let meanSequence = sequences.reduce(0, +) / Double(frames.count)
        let meanBegin = frames.reduce(0) { $0 + ($1.begin - first.begin) } / Double(frames.count)
        var covariance = 0.0, variance = 0.0
        for frame in frames {
            let x = Double(frame.sequence) - meanSequence
            covariance += x * (frame.begin - first.begin - meanBegin)
            variance += x * x
        }
        let slope = covariance / variance
        let intercept = first.begin + meanBegin - slope * meanSequence
        let residual = frames.map { abs($0.begin - (intercept + slope * Double($0.sequence))) }.max() ?? 0
        let period = slope / 1e6
        var clock = BrowserClock(log: log, generationOffset: generationOffset, period: period, shift: 0, sequenceOffset: 0)
        let reference = clock.time(intercept + slope * Double(first.sequence))
        let index = (reference / period).rounded()
        clock.shift = reference - index * period
        clock.sequenceOffset = Int(index) - first.sequence
        return (clock, residual / 1e6)
    }
}
