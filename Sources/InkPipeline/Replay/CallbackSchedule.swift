import InkModel

/// The sequence of touch callbacks a trace is replayed as: which samples, updates and predicted
/// touches each callback delivers to the pipeline.
///
/// Two kinds: the trace's **recorded** callbacks (app-level recordings, with the platform's
/// predictions), or a cut at the **display rate**: callback k runs at vsync V_k = k / displayHz
/// (seconds on the trace's clock) and carries every sample with timestamp in (V_{k−1}, V_k] and
/// every update with arrival in that window; only non-empty callbacks are kept. Samples are
/// time-sorted and updates arrival-sorted, so each callback's are contiguous ranges. A
/// display-rate cut carries no predictions (predictors arrive in a later issue and will fill
/// `RecordedCallback.predictions`).
public struct CallbackSchedule: Hashable, Sendable {
    /// Where the callbacks came from.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        case recorded
        /// Cut at this display rate, Hz.
        case displayRate(Double)

        public var description: String {
            switch self {
            case .recorded: "recorded callbacks"
            case .displayRate(let hz): "cut at \(hz) Hz"
            }
        }
    }

    public var kind: Kind
    public var callbacks: [RecordedCallback]

    public init(kind: Kind, callbacks: [RecordedCallback]) {
        self.kind = kind
        self.callbacks = callbacks
    }

    /// The trace's recorded callbacks, or nil when it has none.
    public static func recorded(_ trace: Trace) -> CallbackSchedule? {
        trace.callbacks.isEmpty ? nil : CallbackSchedule(kind: .recorded, callbacks: trace.callbacks)
    }

    /// The recorded callbacks when the trace has them, otherwise a cut at its profile's display
    /// rate.
    public static func automatic(for trace: Trace) -> CallbackSchedule {
        recorded(trace) ?? displayRate(trace)
    }

    /// The trace cut at `hz` (default: its profile's display rate), as described on the type.
    package static func displayRate(_ trace: Trace, hz: Double? = nil) -> CallbackSchedule {
        let rate = hz ?? trace.header.profile.displayHz
        precondition(rate > 0 && rate.isFinite, "display rate must be a positive number")
        var callbacks: [RecordedCallback] = []
        var nextSample = 0, nextUpdate = 0
        var frame = Int.min
        while nextSample < trace.samples.count || nextUpdate < trace.updates.count {
            let sampleFrame = nextSample < trace.samples.count ? Self.frame(of: trace.samples[nextSample].timestamp, hz: rate) : Int.max
            let updateFrame = nextUpdate < trace.updates.count ? Self.frame(of: trace.updates[nextUpdate].arrival, hz: rate) : Int.max
            frame = max(frame, min(sampleFrame, updateFrame))
            let sampleStart = nextSample, updateStart = nextUpdate
            while nextSample < trace.samples.count, Self.frame(of: trace.samples[nextSample].timestamp, hz: rate) <= frame { nextSample += 1 }
            while nextUpdate < trace.updates.count, Self.frame(of: trace.updates[nextUpdate].arrival, hz: rate) <= frame { nextUpdate += 1 }
            callbacks.append(RecordedCallback(
                time: Double(frame) / rate, samples: sampleStart..<nextSample, updates: updateStart..<nextUpdate
            ))
        }
        return CallbackSchedule(kind: .displayRate(rate), callbacks: callbacks)
    }

    /// The vsync index k with V_{k−1} < time ≤ V_k, comparing against V_k = Double(k) / hz
    /// exactly as callback times are computed (a sample on a vsync belongs to that vsync).
    static func frame(of time: Double, hz: Double) -> Int {
        var frame = Int((time * hz).rounded(.up))
        while Double(frame - 1) / hz >= time { frame -= 1 }
        while Double(frame) / hz < time { frame += 1 }
        return frame
    }
}
