import Foundation
import InkMetrics
import InkModel
import InkSim

/// The per-event data of a run as CSV text, one table per kind of event, filled run by run and
/// written by `RunOutputFiles` as `data/callbacks.csv`, `data/frames.csv`, `data/samples.csv`
/// and, when a configuration predicts, `data/predictions.csv` (one row per predicted point
/// shown, from `ShownPredictions`; true position and error are empty past pen-up).
/// Units are in the column names (`_s` seconds, `_pt` points, `_px` device pixels). Every row
/// starts with the trace input, the configuration and the run number (0-based). `tip_gap_pt` is
/// the report's tip gap (`SimulationProbeMetrics.tipMeasures`), empty for a frame without one.
public struct RunDataTables: Sendable {
    public private(set) var callbacks = "trace,configuration,run,callback,due_s,start_s,deferred,samples,samples_dropped,"
        + "points_recomputed,points_in_stroke,handler_cost_s,render_cost_s\n"
    public private(set) var frames = "trace,configuration,run,render,frame,render_start_s,render_cost_s,finish_s,commit_vsync,"
        + "presentation_s,superseded,late,content_samples,pixels_touched_px,elements_stroked,tip_x_pt,tip_y_pt,tip_predicted,tip_gap_pt\n"
    public private(set) var samples = "trace,configuration,run,sample,touch,time_s,lag_s\n"
    public private(set) var predictions = "trace,configuration,run,callback,target_time_s,horizon_s,predicted_x_pt,predicted_y_pt,"
        + "true_x_pt,true_y_pt,error_pt\n"
    /// Whether any run appended had a configuration with prediction.
    public private(set) var hasPredictions = false

    public init() {}

    /// Appends every callback, render, real sample and shown predicted point of one simulation
    /// run; `truth` is the trace's true path (as for the report's metrics).
    public mutating func append(
        _ record: SimulationRecord, trace: Trace, truth: TruePath, predictions shown: ShownPredictions?, input: String, run: Int
    ) {
        let prefix = Self.field(input) + "," + Self.field(record.configuration.name) + ",\(run),"
        for probe in record.callbacks {
            callbacks += prefix + "\(probe.index),\(probe.due),\(probe.start),\(probe.isDeferred ? 1 : 0),\(probe.samples.count),"
                + "\(probe.samplesDropped),\(probe.pointsRecomputed),\(probe.pointsInStroke),\(probe.handlerCost),\(probe.renderCost)\n"
        }
        var gaps: [Int: Double] = [:]
        for measure in SimulationProbeMetrics.tipMeasures(record, truth: truth) { gaps[measure.frame] = measure.gap }
        for probe in record.frames {
            let tipX = probe.tip.map { "\($0.x)" } ?? "", tipY = probe.tip.map { "\($0.y)" } ?? ""
            frames += prefix + "\(probe.index),\(probe.frame),\(probe.renderStart),\(probe.renderCost),\(probe.finish),\(probe.commitVsync),"
                + "\(probe.presentation),\(probe.isSuperseded ? 1 : 0),\(probe.isLate ? 1 : 0),\(probe.contentSamples),"
                + "\(probe.work.pixelsTouched),\(probe.work.elementsStroked),\(tipX),\(tipY),\(probe.tipIsPredicted ? 1 : 0),"
                + (gaps[probe.index].map { "\($0)" } ?? "") + "\n"
        }
        let lags = SimulationProbeMetrics.lags(record, trace: trace)
        for (index, sample) in trace.samples.enumerated() {
            samples += prefix + "\(index),\(sample.touchID),\(sample.timestamp)," + (lags[index].map { "\($0)" } ?? "") + "\n"
        }
        guard let shown else { return }
        hasPredictions = true
        let cell = { (value: Double?) in value.map { "\($0)" } ?? "" }
        for (point, callback) in zip(shown.evaluation.records, shown.callbackIndices) {
            let fields = [
                "\(callback)", "\(point.targetTime)", "\(point.horizon)", cell(point.predicted?.location.x), cell(point.predicted?.location.y),
                cell(point.truth?.x), cell(point.truth?.y), cell(point.error?.distance),
            ]
            predictions += prefix + fields.joined(separator: ",") + "\n"
        }
    }

    /// A CSV field, quoted when it holds a comma, quote or line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
