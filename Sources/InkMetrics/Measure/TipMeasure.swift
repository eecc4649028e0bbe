import InkModel
import InkSim

/// Tip gap and effective lag of one shown frame with a drawn tip whose presentation falls while the
/// pen is down (within the true path's span of the tip's touch), against the true path
/// (`TruthPaths`, the one definition prediction error uses too). Docs: docs/metrics.md.
///
/// Effective lag is presentation − t*, where t* is the time of the true position nearest the tip,
/// found by a local search around the tip's own time (`TimedPath.nearestTime(to:around:)`) —
/// never a fixed window around the presentation, which a pause would send to the window's edge:
/// - a real tip is a sample the pen produced at its timestamp t: t* = t, so the frame's effective
///   lag is exactly that sample's lag in this frame (presentation − t), through pauses and up to
///   the stroke's end; noise, filters and estimated values move the drawn position, which the tip
///   gap shows;
/// - a predicted tip is searched for from its target time: the true path is followed from there
///   while it comes nearer the tip, to the first local minimum;
/// - a tip an external pipeline reported (`FrameProbe.tipReportedTime` set) is searched for the
///   same way from the newest delivered sample's time, so where it was drawn decides, never the
///   time the pipeline reported for it.
public struct TipMeasure: Hashable, Sendable {
    /// The frame's index among the run's renders (`FrameProbe.index`).
    public var frame: Int
    /// When the frame was shown, seconds.
    package var presentation: Double
    /// Distance from the pen's true position at presentation to the drawn tip, points.
    package var gap: Double
    /// The shift τ (seconds) for which the true position at (presentation − τ) is nearest the
    /// drawn tip; negative when the ink runs ahead of the pen.
    package var effectiveLag: Double

    public init(frame: Int, presentation: Double, gap: Double, effectiveLag: Double) {
        self.frame = frame
        self.presentation = presentation
        self.gap = gap
        self.effectiveLag = effectiveLag
    }

    /// The measure of shown `frame` against `path`, the true path of its tip's touch (nil when the
    /// truth has none); nil when the frame has no drawn tip or is presented outside the path's span.
    init?(of frame: FrameProbe, path: TimedPath?) {
        guard let tip = frame.tip, let tipTime = frame.tipTime, let path, let span = path.span, span.contains(frame.presentation),
              let truePosition = path.position(at: frame.presentation)
        else { return nil }
        let searched = frame.tipIsPredicted || frame.tipReportedTime != nil
        let nearest = searched ? path.nearestTime(to: tip, around: tipTime) ?? tipTime : tipTime
        self.init(frame: frame.index, presentation: frame.presentation, gap: truePosition.distance(to: tip), effectiveLag: frame.presentation - nearest)
    }
}
