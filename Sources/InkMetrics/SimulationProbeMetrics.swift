import InkModel
import InkSim

/// The metrics of docs/report-schema.md computed from one simulation's probes, each exactly as defined
/// there. Times in seconds, distances in points unless named otherwise.
public enum SimulationProbeMetrics {
    /// Touch-to-display lag of every sample, by trace index: the presentation time of the first
    /// shown frame whose content includes the sample, minus its timestamp `t_i`. Nil for a
    /// sample never shown (dropped, or not in any shown frame).
    public static func lags(_ record: SimulationRecord, trace: Trace) -> [Double?] {
        var result: [Double?] = Array(repeating: nil, count: trace.samples.count)
        var sample = 0
        for frame in record.frames where frame.isPresented {
            while sample < frame.contentSamples {
                if record.sampleEntered[sample] { result[sample] = frame.presentation - trace.samples[sample].timestamp }
                sample += 1
            }
        }
        return result
    }

    /// Samples that never entered the pipeline, out of all samples.
    public static func droppedSamples(_ record: SimulationRecord) -> CountAndRate {
        CountAndRate(count: record.sampleEntered.lazy.filter { !$0 }.count, of: record.sampleEntered.count)
    }

    /// Missed frames: vsyncs V_j at which input was waiting — a sample available at or before
    /// `V_{j−1}` (so an app with zero cost would show it at `V_j`) and not in the content of any
    /// frame committed for `V_j` or earlier — but no new frame was committed for `V_j`. Counted
    /// over the vsyncs from the first at which input could wait to the last frame's, which are
    /// the total. Property updates are not counted as waiting input.
    public static func missedFrames(_ record: SimulationRecord, trace: Trace) -> CountAndRate {
        guard let vsyncs = missedVsyncs(record, trace: trace) else { return CountAndRate(count: 0, of: 0) }
        return CountAndRate(count: vsyncs.missed.count, of: vsyncs.range.count)
    }

    /// The vsync indices of the missed frames (ascending) and the vsyncs counted, or nil when
    /// nothing was shown.
    public static func missedVsyncs(_ record: SimulationRecord, trace: Trace) -> (missed: [Int], range: ClosedRange<Int>)? {
        let frames = record.frames
        guard !trace.samples.isEmpty, let last = frames.last(where: \.isPresented) else { return nil }
        let grid = VSyncGrid(displayHz: record.profile.displayHz)
        let firstVsync = grid.firstIndex(atOrAfter: record.availability(ofSample: 0, in: trace)) + 1
        guard last.commitVsync >= firstVsync else { return nil }
        /// The first shown frame at or after index `start` (walking the shown frames in place
        /// instead of copying them).
        func shownFrame(from start: Int) -> Int {
            var index = start
            while index < frames.count, !frames[index].isPresented { index += 1 }
            return index
        }
        var available = 0, frame = shownFrame(from: 0), shownContent = 0
        var missed: [Int] = []
        for vsync in firstVsync...last.commitVsync {
            while available < trace.samples.count,
                  grid.isAtOrBefore(record.availability(ofSample: available, in: trace), vsync: vsync - 1) {
                available += 1
            }
            var newFrame = false
            while frame < frames.count, frames[frame].commitVsync <= vsync {
                shownContent = max(shownContent, frames[frame].contentSamples)
                newFrame = newFrame || frames[frame].commitVsync == vsync
                frame = shownFrame(from: frame + 1)
            }
            if available > shownContent && !newFrame { missed.append(vsync) }
        }
        return (missed, firstVsync...last.commitVsync)
    }

    /// Stale properties: samples shown with an estimated value although a better one had
    /// arrived — the sample is in a shown frame whose content time (its last callback's start)
    /// is at or after the arrival of one of the sample's updates, and that update was not
    /// applied (the configuration ignores updates, or it reached the pipeline before its
    /// sample). Out of the samples shown.
    public static func staleProperties(_ record: SimulationRecord, trace: Trace) -> CountAndRate {
        guard let last = record.frames.last(where: \.isPresented) else { return CountAndRate(count: 0, of: 0) }
        var sampleByUpdate: [UpdateKey: Int] = [:]
        for (index, sample) in trace.samples.enumerated() {
            if let updateIndex = sample.updateIndex { sampleByUpdate[UpdateKey(touchID: sample.touchID, updateIndex: updateIndex)] = index }
        }
        var stale = Set<Int>()
        for (index, update) in trace.updates.enumerated() {
            guard let sample = sampleByUpdate[UpdateKey(touchID: update.touchID, updateIndex: update.updateIndex)],
                  sample < last.contentSamples, record.sampleEntered[sample], update.arrival <= last.contentTime
            else { continue }
            let applied = isApplied(
                updates: record.configuration.updates, updateCallback: record.updateCallback[index], sampleCallback: record.sampleCallback[sample]
            )
            if !applied { stale.insert(sample) }
        }
        let shown = record.sampleEntered[..<last.contentSamples].lazy.filter { $0 }.count
        return CountAndRate(count: stale.count, of: shown)
    }

    /// Whether an update reached the pipeline after its sample, so the pipeline applied it: the
    /// configuration applies updates (`updates`) and the update's callback (`updateCallback`)
    /// is the sample's (`sampleCallback`) or a later one, both delivered (−1: never delivered).
    static func isApplied(updates: Bool, updateCallback: Int32, sampleCallback: Int32) -> Bool {
        updates && updateCallback >= 0 && sampleCallback >= 0 && sampleCallback <= updateCallback
    }

    /// Tip gap and effective lag of one shown frame.
    public struct TipMeasure: Hashable, Sendable {
        public var frame: Int
        public var presentation: Double
        /// Distance from the pen's true position at presentation to the drawn tip, points.
        public var gap: Double
        /// The shift τ (seconds) for which the true position at (presentation − τ) is nearest
        /// the drawn tip, searched locally around the tip's own time; negative when the ink
        /// runs ahead of the pen.
        public var effectiveLag: Double
    }

    /// Tip gap and effective lag of every shown frame with a drawn tip whose presentation falls
    /// while the pen is down (within the true path's span of the tip's touch). The true path
    /// is `truth` (`TruthPaths`, the one definition prediction error uses too).
    ///
    /// Effective lag is presentation − t*, where t* is the time of the true position nearest
    /// the tip, found by a local search around the tip's own time (`TimedPath.nearestTime(to:
    /// around:)`) — never a fixed window around the presentation, which a pause would send to
    /// the window's edge:
    /// - a real tip is a sample the pen produced at its timestamp t: t* = t, so the frame's
    ///   effective lag is exactly that sample's lag in this frame (presentation − t), through
    ///   pauses and up to the stroke's end; noise, filters and estimated values move the drawn
    ///   position, which the tip gap shows;
    /// - a predicted tip is searched for from its target time: the true path is followed from
    ///   there while it comes nearer the tip, to the first local minimum;
    /// - a tip an external pipeline reported (`FrameProbe.tipReportedTime` set) is searched for
    ///   the same way from the newest delivered sample's time, so where it was drawn decides,
    ///   never the time the pipeline reported for it.
    public static func tipMeasures(_ record: SimulationRecord, truth: TruthPaths) -> [TipMeasure] {
        var result: [TipMeasure] = []
        for frame in record.frames where frame.isPresented {
            if let measure = tipMeasure(of: frame, path: frame.tipTouchID.flatMap { truth.paths[$0] }) { result.append(measure) }
        }
        return result
    }

    /// The tip measure of one shown `frame` against `path`, the true path of its tip's touch
    /// (nil when the truth has none); nil when the frame has no drawn tip or is presented
    /// outside the path's span (`tipMeasures`).
    static func tipMeasure(of frame: FrameProbe, path: TimedPath?) -> TipMeasure? {
        guard let tip = frame.tip, let tipTime = frame.tipTime, let path, let span = path.span, span.contains(frame.presentation),
              let truePosition = path.position(at: frame.presentation)
        else { return nil }
        let searched = frame.tipIsPredicted || frame.tipReportedTime != nil
        let nearest = searched ? path.nearestTime(to: tip, around: tipTime) ?? tipTime : tipTime
        return TipMeasure(frame: frame.index, presentation: frame.presentation, gap: truePosition.distance(to: tip), effectiveLag: frame.presentation - nearest)
    }

    private struct UpdateKey: Hashable {
        var touchID: Int
        var updateIndex: Int
    }
}
