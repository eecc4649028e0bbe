import InkMetrics
import InkModel

/// A recording simulated on a device whose rates are not the recording's: its samples came at
/// one rate (and, when its callbacks were recorded, its frames at another), while the profile it
/// runs on has its own digitizer and display rates, so the lag, drops and costs describe that
/// device, not the one that made the recording. Not an error — running a recording on another
/// device is a question worth asking — but one warning line in the terminal and the report
/// (`TraceResult.profileWarning`).
package enum RecordedRateCheck {
    /// The relative difference beyond which a rate counts as another device's.
    package static let tolerance = 0.2

    /// The warning for `trace` (reported as `input`), or nil: synthesized traces (made for their
    /// profile) and recordings whose rates match their profile's get none.
    package static func warning(_ trace: Trace, input: String) -> String? {
        guard trace.header.sourceKind != .synthesized else { return nil }
        let profile = trace.header.profile
        let samples = sampleRate(trace), frames = frameRate(trace)
        let samplesOff = samples.map { !agrees($0, profile.digitizerHz) } ?? false
        let framesOff = frames.map { !agrees($0, profile.displayHz) } ?? false
        guard samplesOff || framesOff else { return nil }
        var recorded = samples.map { String(format: "samples at %.0f Hz", $0) } ?? "samples"
        if let frames { recorded += String(format: " and frames at %.0f Hz", frames) }
        return String(
            format: "warning: %@: recorded with %@, but simulated on %@ (%.0f Hz digitizer, %.0f Hz display): lag, drops and costs are that device's (--profile chooses; a recording that names its device runs on it)",
            input, recorded, profile.name, profile.digitizerHz, profile.displayHz
        )
    }

    /// Whether `measured` is within `tolerance` of `expected`.
    static func agrees(_ measured: Double, _ expected: Double) -> Bool {
        abs(measured - expected) <= tolerance * expected
    }

    /// The recording's sample rate (`SampleRateEstimate`, per touch), nil with fewer than two
    /// samples of a touch.
    static func sampleRate(_ trace: Trace) -> Double? {
        var last: [Int: Double] = [:]
        var intervals: [Double] = []
        for sample in trace.samples {
            if let previous = last[sample.touchID], sample.timestamp > previous { intervals.append(sample.timestamp - previous) }
            last[sample.touchID] = sample.timestamp
        }
        return SampleRateEstimate.rate(intervals: intervals, quantum: trace.header.profile.timestampQuantum)
    }

    /// The rate of its recorded callbacks (one per frame; callbacks under 2 ms apart count as
    /// one frame's), nil when it has fewer than two.
    static func frameRate(_ trace: Trace) -> Double? {
        let times = trace.callbacks.map(\.time)
        let intervals = zip(times.dropFirst(), times).map { $0 - $1 }.filter { $0 >= 0.002 }
        return SampleRateEstimate.rate(intervals: intervals, quantum: nil)
    }
}
