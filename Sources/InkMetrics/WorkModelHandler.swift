import InkModel
import InkPipeline
import InkSim

/// The ink handler of a run-cost estimate's dry run (`RunCostEstimate`): in place of the pipeline
/// and the renderer it reports the work a `PipelineWorkModel` predicts — per callback, the points
/// recomputed for the samples that entered (k), the real samples then in the carried touches'
/// strokes (m) and all samples entered so far (E); per render, the model's pixels and the elements
/// stroked for the samples entered since the previous render (j) and E. The model's fractional
/// work is handed out in whole counts with the remainder carried to the next step, so the sums
/// stay within one of the model's. A class because the simulator drives an `ExternalInkHandler`.
final class WorkModelHandler: ExternalInkHandler {
    let name = "work model"
    var failure: (any Error)? { nil }
    private let work: PipelineWorkModel
    /// Real samples entered per touch.
    private var strokeSamples: [Int: Int] = [:]
    private var carriedTouches: [Int] = []
    private var entered = 0
    private var sinceRender = 0
    /// Work handed out short of the model's so far (points, pixels, elements).
    private var pointsOwed = 0.0, pixelsOwed = 0.0, elementsOwed = 0.0

    init(work: PipelineWorkModel) {
        self.work = work
    }

    func handle(_ callback: RecordedCallback, index: Int, in trace: Trace, accepted: [Int]) -> ExternalCallbackStep? {
        carriedTouches.removeAll(keepingCapacity: true)
        for sample in callback.samples where !carriedTouches.contains(trace.samples[sample].touchID) {
            carriedTouches.append(trace.samples[sample].touchID)
        }
        for sample in accepted { strokeSamples[trace.samples[sample].touchID, default: 0] += 1 }
        entered += accepted.count
        sinceRender += accepted.count
        let strokePoints = carriedTouches.reduce(0) { $0 + strokeSamples[$1, default: 0] }
        let points = Self.whole(work.pointsRecomputed(entered: accepted.count, strokePoints: strokePoints, delivered: entered), owed: &pointsOwed)
        return ExternalCallbackStep(
            work: CallbackWork(samplesCarried: callback.samples.count, samplesDropped: callback.samples.count - accepted.count, total: StageWork(pointsRecomputed: points)),
            timing: .zero, inkChanged: false
        )
    }

    func render() -> ExternalRenderStep {
        let (pixels, elements) = work.renderWork(sinceRender: sinceRender, delivered: entered)
        sinceRender = 0
        return ExternalRenderStep(
            work: RenderWork(pixelsCleared: Self.whole(pixels, owed: &pixelsOwed), elementsStroked: Self.whole(elements, owed: &elementsOwed)),
            timing: .zero
        )
    }

    func reportedTip(ofTouch touchID: Int) -> InkPoint? { nil }

    func realSampleCount(ofTouch touchID: Int) -> Int { strokeSamples[touchID, default: 0] }

    /// `amount` as a whole count, with what was handed out short so far (`owed`) added and the
    /// new shortfall kept.
    private static func whole(_ amount: Double, owed: inout Double) -> Int {
        let due = max(amount, 0) + owed
        let count = due.rounded(.down)
        owed = due - count
        return count < Double(Int.max) ? Int(count) : Int.max
    }
}
