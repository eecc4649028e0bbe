import InkModel

/// Whether lag and missed frames grow as the ink grows: their values in the first and the last
/// third of the trace's time span (first to last sample; a sample by its timestamp, a missed
/// frame by its vsync's time: `SampleLags`, `MissedFrames`). A naive pipeline, whose every
/// callback or frame redoes all the ink, gets worse from the first third to the last on a long
/// stroke; an incremental one stays flat.
public struct AlongStrokeGrowth: Hashable, Sendable, Codable {
    /// Median lag of the samples taken in the first third, seconds (nil: none shown).
    public var lagP50FirstThird: Double?
    /// Median lag of the samples taken in the last third, seconds (nil: none shown).
    public var lagP50LastThird: Double?
    /// Missed frames among the vsyncs of the first third.
    public var missedFramesFirstThird: CountAndRate
    /// Missed frames among the vsyncs of the last third.
    public var missedFramesLastThird: CountAndRate

    /// The first and last thirds of a trace's time span, seconds.
    struct Thirds: Hashable, Sendable {
        /// Where the first third ends (exclusive).
        let firstEnd: Double
        /// Where the last third starts (inclusive).
        let lastStart: Double
        /// The last sample's timestamp.
        let end: Double

        /// The thirds of `start...end` (the first and last samples' timestamps; 0 without samples).
        init(start: Double, end: Double) {
            firstEnd = start + (end - start) / 3
            lastStart = start + 2 * (end - start) / 3
            self.end = end
        }

        /// The thirds of `trace`'s samples.
        init(_ trace: Trace) {
            self.init(start: trace.samples.first?.timestamp ?? 0, end: trace.samples.last?.timestamp ?? 0)
        }

        /// The third a sample taken at `timestamp` counts in, or nil for the middle one.
        func sampleThird(_ timestamp: Double) -> Third? {
            if timestamp < firstEnd { return .first }
            return timestamp >= lastStart ? .last : nil
        }
    }

    /// The first or the last third.
    enum Third {
        case first, last
    }

    init(lagP50FirstThird: Double?, lagP50LastThird: Double?, missedFramesFirstThird: CountAndRate, missedFramesLastThird: CountAndRate) {
        self.lagP50FirstThird = lagP50FirstThird
        self.lagP50LastThird = lagP50LastThird
        self.missedFramesFirstThird = missedFramesFirstThird
        self.missedFramesLastThird = missedFramesLastThird
    }
}
