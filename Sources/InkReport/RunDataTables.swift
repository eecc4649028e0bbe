import Foundation
import InkIO
import InkMetrics
import InkModel
import InkSim

/// The per-event data of a run as CSV, one table per kind of event: `data/callbacks.csv`,
/// `data/frames.csv`, `data/samples.csv` and, when a configuration predicts,
/// `data/predictions.csv` (one row per predicted point shown, from `ShownPredictionStream`; true
/// position and error are empty past pen-up). Rows are streamed run by run to temporary files
/// (`AtomicFileWriter`) and `finish()` hands the complete tables to `RunOutputFiles`, which moves
/// them into place with the rest of the report, so memory does not grow with the trace and an
/// interrupted run leaves the previous tables intact. Units are in the column names (`_s`
/// seconds, `_pt` points, `_px` device pixels). Every row starts with the trace input, the
/// configuration and the run number (0-based; with measured costs and repetitions the last run
/// is the pooled one, `ConfigurationResult.pooledRun`). `tip_gap_pt` is the report's tip gap
/// (`TipMeasure.gap`), empty for a frame without one. `handler_cost_s` and
/// `render_cost_s` are the costs on the virtual clock; for runs timed on the thread CPU clock
/// (measured costs) `handler_wall_s` / `render_wall_s` are the step's wall time on this machine
/// and `handler_disturbed` / `render_disturbed` 1 when other work may have inflated it
/// (`StepTiming.isDisturbed`), all empty for other runs so that their tables stay the same bytes.
/// `tip_reported_time_s` is the time an external pipeline reported for the frame's tip (its
/// own claim, kept apart from the effective lag, which the drawn position decides), empty
/// for built-in pipelines and frames without a reported tip.
/// A reference type because it owns open files.
public final class RunDataTables {
    package static let callbacksHeader = "trace,configuration,run,callback,due_s,start_s,deferred,samples,samples_dropped,"
        + "points_recomputed,points_in_stroke,handler_cost_s,render_cost_s,handler_wall_s,handler_disturbed"
    package static let framesHeader = "trace,configuration,run,render,frame,render_start_s,render_cost_s,finish_s,commit_vsync,"
        + "presentation_s,superseded,late,content_samples,pixels_touched_px,elements_stroked,tip_x_pt,tip_y_pt,tip_predicted,tip_gap_pt,"
        + "render_wall_s,render_disturbed,tip_reported_time_s"
    package static let samplesHeader = "trace,configuration,run,sample,touch,time_s,lag_s"
    package static let predictionsHeader = "trace,configuration,run,callback,target_time_s,horizon_s,predicted_x_pt,predicted_y_pt,"
        + "true_x_pt,true_y_pt,error_pt"

    private let callbacks: CSVTableOutput
    private let frames: CSVTableOutput
    private let samples: CSVTableOutput
    /// Opens the predictions table on the first run with prediction.
    private let openPredictions: () throws(ReportError) -> any ByteOutput
    private var predictions: CSVTableOutput?

    /// Whether any run appended had a configuration with prediction.
    package var hasPredictions: Bool { predictions != nil }

    /// Tables written to the given outputs (e.g. `MemoryOutput` in tests); each starts with its
    /// header line. `predictions` is asked for its output on the first run with prediction.
    public init(
        callbacks: any ByteOutput, frames: any ByteOutput, samples: any ByteOutput,
        predictions: @escaping () throws(ReportError) -> any ByteOutput
    ) throws(ReportError) {
        self.callbacks = try CSVTableOutput(output: callbacks, header: Self.callbacksHeader)
        self.frames = try CSVTableOutput(output: frames, header: Self.framesHeader)
        self.samples = try CSVTableOutput(output: samples, header: Self.samplesHeader)
        openPredictions = predictions
    }

    /// Tables written atomically into `folder/data` (created if missing) when `RunOutputFiles`
    /// commits the report.
    public convenience init(folder: String) throws(ReportError) {
        let data = (folder as NSString).appendingPathComponent("data")
        do {
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(data): cannot create the output folder")
        }
        let writer = { (name: String) throws(ReportError) -> AtomicFileWriter in
            do throws(FileWriteError) {
                return try AtomicFileWriter(path: (data as NSString).appendingPathComponent(name))
            } catch {
                throw ReportError(error.description)
            }
        }
        try self.init(
            callbacks: try writer("callbacks.csv"), frames: try writer("frames.csv"), samples: try writer("samples.csv"),
            predictions: { () throws(ReportError) in try writer("predictions.csv") }
        )
    }

    /// Appends the rows of a run's measure that became final (`RunMeasure.add`, `finish`): its
    /// callbacks, frames with their tip gaps and samples with their lags; `timed`: with the
    /// wall-time columns (a run timed on the thread CPU clock).
    public func append(_ rows: RunMeasure.Rows, prefix: String, timed: Bool = false) throws(ReportError) {
        try appendCallbacks(rows.callbacks, prefix: prefix, timed: timed)
        try appendFrames(rows.frames, prefix: prefix, timed: timed)
        for sample in rows.samples {
            try appendSample(index: sample.index, touchID: sample.touchID, timestamp: sample.timestamp, lag: sample.lag, prefix: prefix)
        }
    }

    /// What every row of one run starts with: the trace input, the configuration and the run
    /// number (0-based), each followed by a comma.
    public static func rowPrefix(input: String, configuration: String, run: Int) -> String {
        unitPrefix(input: input, item: configuration) + "\(run),"
    }

    /// What every row of a trace input × configuration starts with (`rowPrefix` without the run
    /// number): the rows of one unit of a sharded run (`WorkShard`).
    package static func unitPrefix(input: String, item: String) -> String {
        field(input) + "," + field(item) + ","
    }

    /// The tables, by file name in `data/`.
    package enum Table: String, CaseIterable, Sendable {
        case callbacks = "callbacks.csv"
        case frames = "frames.csv"
        case samples = "samples.csv"
        case predictions = "predictions.csv"

        /// The header line (without its line end).
        package var header: String {
            switch self {
            case .callbacks: RunDataTables.callbacksHeader
            case .frames: RunDataTables.framesHeader
            case .samples: RunDataTables.samplesHeader
            case .predictions: RunDataTables.predictionsHeader
            }
        }
    }

    /// Appends whole rows (each ending in its line end) copied from a table of the same kind,
    /// e.g. a shard's (the predictions table is opened, with its header, even for no rows).
    package func appendRows(_ bytes: ArraySlice<UInt8>, to table: Table) throws(ReportError) {
        let output = switch table {
        case .callbacks: callbacks
        case .frames: frames
        case .samples: samples
        case .predictions: try predictionsTable()
        }
        try output.append(rows: bytes)
    }

    /// Appends rows of `data/callbacks.csv`, in order; `timed`: with the wall-time columns.
    package func appendCallbacks(_ probes: some Sequence<CallbackProbe>, prefix: String, timed: Bool = false) throws(ReportError) {
        for probe in probes {
            let wall = timed ? "\(Double(probe.handlerWallNanoseconds) / 1e9),\(probe.handlerDisturbed ? 1 : 0)" : ","
            try callbacks.append(row: prefix + "\(probe.index),\(probe.due),\(probe.start),\(probe.isDeferred ? 1 : 0),\(probe.samples.count),"
                + "\(probe.samplesDropped),\(probe.pointsRecomputed),\(probe.pointsInStroke),\(probe.handlerCost),\(probe.renderCost),\(wall)")
        }
    }

    /// Appends rows of `data/frames.csv`, in order, each with its tip gap (points; empty
    /// without a tip measure); `timed`: with the wall-time columns.
    package func appendFrames(_ rows: [RunMeasure.FrameRow], prefix: String, timed: Bool = false) throws(ReportError) {
        for row in rows {
            let probe = row.probe, gap = row.tipGap
            let wall = timed ? "\(Double(probe.renderWallNanoseconds) / 1e9),\(probe.renderDisturbed ? 1 : 0)" : ","
            let tipX = probe.tip.map { "\($0.x)" } ?? "", tipY = probe.tip.map { "\($0.y)" } ?? ""
            try frames.append(row: prefix + "\(probe.index),\(probe.frame),\(probe.renderStart),\(probe.renderCost),\(probe.finish),\(probe.commitVsync),"
                + "\(probe.presentation),\(probe.isSuperseded ? 1 : 0),\(probe.isLate ? 1 : 0),\(probe.contentSamples),"
                + "\(probe.work.pixelsTouched),\(probe.work.elementsStroked),\(tipX),\(tipY),\(probe.tipIsPredicted ? 1 : 0),"
                + (gap.map { "\($0)" } ?? "") + ",\(wall)," + (probe.tipReportedTime.map { "\($0)" } ?? ""))
        }
    }

    /// Appends the row of `data/samples.csv` of trace sample `index` (its touch, timestamp and
    /// lag in seconds, nil when never shown).
    package func appendSample(index: Int, touchID: Int, timestamp: Double, lag: Double?, prefix: String) throws(ReportError) {
        try samples.append(row: prefix + "\(index),\(touchID),\(timestamp)," + (lag.map { "\($0)" } ?? ""))
    }

    /// Appends rows of `data/predictions.csv` (opened on the first call, even with none): the
    /// shown predicted points, in order, each with the callback that carried it.
    package func appendPredictions(_ shown: [ShownPrediction], prefix: String) throws(ReportError) {
        let table = try predictionsTable()
        let cell = { (value: Double?) in value.map { "\($0)" } ?? "" }
        for point in shown {
            let record = point.record
            let fields = [
                "\(point.callback)", "\(record.targetTime)", "\(record.horizon)", cell(record.predicted?.location.x), cell(record.predicted?.location.y),
                cell(record.truth?.x), cell(record.truth?.y), cell(record.error?.distance),
            ]
            try table.append(row: prefix + fields.joined(separator: ","))
        }
    }

    /// Appends, after the rows written so far, every row of the tables another
    /// `RunDataTables(folder:)` wrote and committed into `folder` (its runs in place of appending
    /// them here: a streamed run's parallel steps each write their own, copied in order). Reads
    /// the files a megabyte at a time.
    package func appendRows(ofTablesIn folder: String) throws(ReportError) {
        let data = (folder as NSString).appendingPathComponent("data")
        let tables: [(name: String, table: () throws(ReportError) -> CSVTableOutput)] = [
            ("callbacks.csv", { self.callbacks }), ("frames.csv", { self.frames }), ("samples.csv", { self.samples }),
            ("predictions.csv", { () throws(ReportError) in try self.predictionsTable() }),
        ]
        for (name, table) in tables {
            let path = (data as NSString).appendingPathComponent(name)
            guard let file = FileHandle(forReadingAtPath: path) else { continue }
            defer { try? file.close() }
            let output = try table()
            var header = true
            while true {
                let chunk: Data?
                do {
                    chunk = try file.read(upToCount: CSVTableOutput.chunkSize)
                } catch {
                    throw ReportError("\(path): cannot read the table back (\(error.localizedDescription))")
                }
                guard let chunk, !chunk.isEmpty else { break }
                var bytes = ArraySlice(chunk)
                if header {
                    guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else { continue }
                    bytes = bytes[(end + 1)...]
                    header = false
                }
                try output.append(rows: bytes)
            }
        }
    }

    /// The predictions table, opened with its header on first use.
    private func predictionsTable() throws(ReportError) -> CSVTableOutput {
        if let predictions { return predictions }
        let table = try CSVTableOutput(output: openPredictions(), header: Self.predictionsHeader)
        predictions = table
        return table
    }

    /// Writes out the buffered rows; returns the tables being written to files, to be moved into
    /// place (`AtomicFileWriter.commit(_:)`) together with the rest of the report.
    public func finish() throws(ReportError) -> [AtomicFileWriter] {
        let tables = [callbacks, frames, samples] + (predictions.map { [$0] } ?? [])
        for table in tables { try table.flush() }
        return tables.compactMap { $0.output as? AtomicFileWriter }
    }

    /// A CSV field of text (a name), quoted when it holds a comma, quote or line break, and
    /// never read as a formula by a spreadsheet: text starting with `=`, `+`, `-`, `@`, a tab or
    /// a carriage return (or with `'`, so that the mark is unambiguous) gets a `'` in front, which
    /// `text(ofField:)` removes when the tables are read back.
    static func field(_ text: String) -> String {
        let neutral = text.first.map { "=+-@\t\r'".contains($0) } == true ? "'" + text : text
        guard neutral.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return neutral }
        return "\"" + neutral.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The text a field written by `field(_:)` holds (its content, quotes already resolved).
    static func text(ofField content: String) -> String {
        content.first == "'" ? String(content.dropFirst()) : content
    }
}
