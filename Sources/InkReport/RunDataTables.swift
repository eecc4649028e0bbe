import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkSim

/// The per-event data of a run as CSV, one table per kind of event: `data/callbacks.csv`,
/// `data/frames.csv` and `data/samples.csv`. Rows are streamed run by run to temporary files
/// (`AtomicFileWriter`) and `commit()` moves the complete tables into place, so memory does not
/// grow with the trace and an interrupted run leaves the previous tables intact. Units are in
/// the column names (`_s` seconds, `_pt` points, `_px` device pixels). Every row starts with the
/// trace input, the configuration and the run number (0-based). A reference type because it owns
/// open files.
public final class RunDataTables {
    public static let callbacksHeader = "trace,configuration,run,callback,due_s,start_s,deferred,samples,samples_dropped,"
        + "points_recomputed,points_in_stroke,handler_cost_s,render_cost_s"
    public static let framesHeader = "trace,configuration,run,render,frame,render_start_s,render_cost_s,finish_s,commit_vsync,"
        + "presentation_s,superseded,late,content_samples,pixels_touched_px,elements_stroked,tip_x_pt,tip_y_pt,tip_predicted"
    public static let samplesHeader = "trace,configuration,run,sample,touch,time_s,lag_s"

    private let callbacks: CSVTableOutput
    private let frames: CSVTableOutput
    private let samples: CSVTableOutput

    /// Tables written to the given outputs (e.g. `MemoryOutput` in tests); each starts with its
    /// header line.
    public init(callbacks: any ByteOutput, frames: any ByteOutput, samples: any ByteOutput) throws(ReportError) {
        self.callbacks = try CSVTableOutput(output: callbacks, header: Self.callbacksHeader)
        self.frames = try CSVTableOutput(output: frames, header: Self.framesHeader)
        self.samples = try CSVTableOutput(output: samples, header: Self.samplesHeader)
    }

    /// Tables written atomically into `folder/data` (created if missing) when `commit()` runs.
    public convenience init(folder: String) throws(ReportError) {
        let data = (folder as NSString).appendingPathComponent("data")
        do {
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(data): cannot create the output folder")
        }
        func writer(_ name: String) throws(ReportError) -> AtomicFileWriter {
            do throws(FileWriteError) {
                return try AtomicFileWriter(path: (data as NSString).appendingPathComponent(name))
            } catch {
                throw ReportError(error.description)
            }
        }
        try self.init(callbacks: try writer("callbacks.csv"), frames: try writer("frames.csv"), samples: try writer("samples.csv"))
    }

    /// Appends every callback, render and real sample of one simulation run.
    public func append(_ record: SimulationRecord, trace: Trace, input: String, run: Int) throws(ReportError) {
        let prefix = Self.field(input) + "," + Self.field(record.configuration.name) + ",\(run),"
        for probe in record.callbacks {
            try callbacks.append(row: prefix + "\(probe.index),\(probe.due),\(probe.start),\(probe.isDeferred ? 1 : 0),\(probe.samples.count),"
                + "\(probe.samplesDropped),\(probe.pointsRecomputed),\(probe.pointsInStroke),\(probe.handlerCost),\(probe.renderCost)")
        }
        for probe in record.frames {
            let tipX = probe.tip.map { "\($0.x)" } ?? "", tipY = probe.tip.map { "\($0.y)" } ?? ""
            try frames.append(row: prefix + "\(probe.index),\(probe.frame),\(probe.renderStart),\(probe.renderCost),\(probe.finish),\(probe.commitVsync),"
                + "\(probe.presentation),\(probe.isSuperseded ? 1 : 0),\(probe.isLate ? 1 : 0),\(probe.contentSamples),"
                + "\(probe.work.pixelsTouched),\(probe.work.elementsStroked),\(tipX),\(tipY),\(probe.tipIsPredicted ? 1 : 0)")
        }
        let lags = SimulationProbeMetrics.lags(record, trace: trace)
        for (index, sample) in trace.samples.enumerated() {
            try samples.append(row: prefix + "\(index),\(sample.touchID),\(sample.timestamp)," + (lags[index].map { "\($0)" } ?? ""))
        }
    }

    /// Writes out the buffered rows and, for files, moves the complete tables into place.
    public func commit() throws(ReportError) {
        for table in [callbacks, frames, samples] {
            try table.flush()
            guard let file = table.output as? AtomicFileWriter else { continue }
            do throws(FileWriteError) {
                try file.commit()
            } catch {
                throw ReportError(error.description)
            }
        }
    }

    /// A CSV field, quoted when it holds a comma, quote or line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
