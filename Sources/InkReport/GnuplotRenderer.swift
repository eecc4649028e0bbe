import Foundation
import InkFormats

/// Renders `GnuplotChart`s with the `gnuplot` found on PATH: saves each chart's data files and
/// script into a folder, then runs gnuplot once per image (Foundation `Process`, working
/// directory the folder, script on stdin) and writes the image it prints on stdout atomically
/// (`AtomicFileWriter`), so an interrupted or failed render leaves the previous image whole and
/// gnuplot itself never creates files.
public struct GnuplotRenderer: Sendable {
    /// The outcome of rendering a set of charts.
    public struct Outcome: Sendable {
        /// Charts whose SVG and PNG were written.
        public var rendered: [String] = []
        /// Charts not rendered, with the reason (scripts and data are saved all the same).
        public var skipped: [(name: String, reason: String)] = []
    }

    /// Path of the gnuplot executable, nil when none is on PATH.
    public var executable: String?

    /// Looks gnuplot up on `path` (a PATH value; the process's PATH by default).
    public init(path: String? = ProcessInfo.processInfo.environment["PATH"]) {
        executable = (path ?? "").split(separator: ":").map { "\($0)/gnuplot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes every chart's script and data into `folder` (created if missing) and renders it,
    /// calling `afterEach` with the chart's name after each (progress; it may throw to stop).
    public func render(_ charts: [GnuplotChart], into folder: String, afterEach: (String) throws -> Void = { _ in }) throws -> Outcome {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(folder): cannot create the charts folder")
        }
        var outcome = Outcome()
        for chart in charts {
            for file in chart.dataFiles {
                try AtomicFileWriter.write(file.text, to: (folder as NSString).appendingPathComponent(file.name))
            }
            try AtomicFileWriter.write(chart.script, to: (folder as NSString).appendingPathComponent(chart.name + ".gp"))
            guard let executable else {
                outcome.skipped.append((chart.name, "gnuplot not installed (not on PATH)"))
                continue
            }
            if let failure = run(executable, chart: chart, in: folder) {
                outcome.skipped.append((chart.name, failure))
            } else {
                outcome.rendered.append(chart.name)
            }
            try afterEach(chart.name)
        }
        return outcome
    }

    /// Renders `chart`'s SVG and PNG into `folder`; nil on success, else why it failed (one line).
    private func run(_ executable: String, chart: GnuplotChart, in folder: String) -> String? {
        for imageExtension in ["svg", "png"] {
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
