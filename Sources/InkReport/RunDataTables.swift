import Foundation
import InkMetrics
import InkModel
import InkSim

/// The per-event data of a run as CSV text, one table per kind of event, filled run by run and
/// written by `RunOutputFiles` as `data/callbacks.csv`, `data/frames.csv` and `data/samples.csv`.
/// Units are in the column names (`_s` seconds, `_pt` points, `_px` device pixels). Every row
/// starts with the trace input, the configuration and the run number (0-based).
public struct RunDataTables: Sendable {
    public private(set) var callbacks = "trace,configuration,run,callback,due_s,start_s,deferred,samples,samples_dropped,"
        + "points_recomputed,points_in_stroke,handler_cost_s,render_cost_s\n"
    public private(set) var frames = "trace,configuration,run,render,frame,render_start_s,render_cost_s,finish_s,commit_vsync,"
        + "presentation_s,superseded,late,content_samples,pixels_touched_px,elements_stroked,tip_x_pt,tip_y_pt,tip_predicted\n"
    public private(set) var samples = "trace,configuration,run,sample,touch,time_s,lag_s\n"

    public init() {}

    /// Appends every callback, render and real sample of one simulation run.
    public mutating func append(_ record: SimulationRecord, trace: Trace, input: String, run: Int) {
        let prefix = Self.field(input) + "," + Self.field(record.configuration.name) + ",\(run),"
        for probe in record.callbacks {
            callbacks += prefix + "\(probe.index),\(probe.due),\(probe.start),\(probe.isDeferred ? 1 : 0),\(probe.samples.count),"
                + "\(probe.samplesDropped),\(probe.pointsRecomputed),\(probe.pointsInStroke),\(probe.handlerCost),\(probe.renderCost)\n"
        }
        for probe in record.frames {
            let tipX = probe.tip.map { "\($0.x)" } ?? "", tipY = probe.tip.map { "\($0.y)" } ?? ""
            frames += prefix + "\(probe.index),\(probe.frame),\(probe.renderStart),\(probe.renderCost),\(probe.finish),\(probe.commitVsync),"
                + "\(probe.presentation),\(probe.isSuperseded ? 1 : 0),\(probe.isLate ? 1 : 0),\(probe.contentSamples),"
                + "\(probe.work.pixelsTouched),\(probe.work.elementsStroked),\(tipX),\(tipY),\(probe.tipIsPredicted ? 1 : 0)\n"
        }
        let lags = SimulationProbeMetrics.lags(record, trace: trace)
        for (index, sample) in trace.samples.enumerated() {
            samples += prefix + "\(index),\(sample.touchID),\(sample.timestamp)," + (lags[index].map { "\($0)" } ?? "") + "\n"
        }
    }

    /// A CSV field, quoted when it holds a comma, quote or line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
