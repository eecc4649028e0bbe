import Foundation
import InkFormats

/// Renders `GnuplotChart`s with the `gnuplot` found on PATH: saves each chart's data files and
/// script into a folder, then draws every image of the call with one gnuplot process
/// (`GnuplotBatch`: working directory the folder, script on stdin, each image written to a
/// temporary file and renamed into place only when gnuplot succeeded), so an interrupted or failed
/// render leaves the previous images whole. When the batch fails, each image is drawn again by a
/// gnuplot of its own (script on stdin, image on stdout, written atomically with
/// `AtomicFileWriter`), so a failure is reported for the chart that caused it.
public struct GnuplotRenderer: Sendable {
    /// The outcome of rendering a set of charts.
    public struct Outcome: Sendable {
        /// Charts whose SVG and PNG were written.
        public var rendered: [String] = []
        /// Charts not rendered, with the reason (scripts and data are saved all the same).
        public var skipped: [(name: String, reason: String)] = []

        public init() {}
    }

    /// Path of the gnuplot executable, nil when none is on PATH.
    public var executable: String?

    /// Looks gnuplot up on `path` (a PATH value; the process's PATH by default).
    public init(path: String? = ProcessInfo.processInfo.environment["PATH"]) {
        executable = (path ?? "").split(separator: ":").map { "\($0)/gnuplot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes every chart's script and data into `folder` (created if missing) and renders it,
    /// calling `afterEach` with the chart's name once after each chart is drawn (progress; it may
    /// throw to stop: while the one gnuplot draws, that leaves every previous image in place).
    public func render(_ charts: [GnuplotChart], into folder: String, afterEach: (String) throws -> Void = { _ in }) throws -> Outcome {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(folder): cannot create the charts folder")
        }
        for chart in charts {
            for file in chart.dataFiles {
                try AtomicFileWriter.write(file.text, to: (folder as NSString).appendingPathComponent(file.name))
            }
            try AtomicFileWriter.write(chart.script, to: (folder as NSString).appendingPathComponent(chart.name + ".gp"))
        }
        guard let executable else {
            return .skipping(charts, reason: "gnuplot not installed (not on PATH)")
        }
        var outcome = Outcome()
        guard !charts.isEmpty else { return outcome }
        var reported = 0
        let batch = GnuplotBatch(executable: executable, charts: charts, folder: folder)
        if try batch.run(chartFinished: { index in
            try afterEach(charts[index].name)
            reported = index + 1
        }) {
            outcome.rendered = charts.map(\.name)
            for chart in charts[reported...] { try afterEach(chart.name) }
            return outcome
        }
        for (index, chart) in charts.enumerated() {
            if let failure = drawAlone(executable, chart: chart, in: folder) {
                outcome.skipped.append((chart.name, failure))
            } else {
                outcome.rendered.append(chart.name)
            }
            if index >= reported { try afterEach(chart.name) }
        }
        return outcome
    }

    /// Renders `chart`'s SVG and PNG into `folder`, one gnuplot each; nil on success, else why it
    /// failed (one line).
    func drawAlone(_ executable: String, chart: GnuplotChart, in folder: String) -> String? {
        for imageExtension in GnuplotBatch.imageExtensions {
            let image = chart.name + "." + imageExtension
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            do {
                try process.run()
            } catch {
                return "gnuplot could not be started (\(error.localizedDescription))"
            }
            input.fileHandleForWriting.write(Data(chart.script(imageExtension: imageExtension).utf8))
            try? input.fileHandleForWriting.close()
            let bytes = output.fileHandleForReading.readDataToEndOfFile()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let line = message.split(separator: "\n").last.map(String.init) ?? "no message"
                return "gnuplot exited with \(process.terminationStatus): \(line)"
            }
            if bytes.isEmpty { return "gnuplot wrote no \(image)" }
            do {
                try AtomicFileWriter.write(Array(bytes), to: (folder as NSString).appendingPathComponent(image))
            } catch {
                return error.description
            }
        }
        return nil
    }
}
