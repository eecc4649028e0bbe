import Foundation
import InkIO

/// One gnuplot process drawing every image of a set of charts, instead of one process per image
/// (most of the time of a chart is gnuplot starting: loading, linking, fontconfig).
///
/// The script goes to gnuplot's standard input, a chart at a time. Each image starts from a fresh session
/// (`reset session`: settings, variables and functions as at start-up), sets the encoding and
/// terminal exactly as `GnuplotChart.script(imageExtension:)` does, and writes to the temporary
/// file of an `AtomicFileWriter` in the charts folder (`.NAME.svg.inkbench-tmp-PID-N`, a single-
/// quoted literal; names are slugs), closed by `unset output`. After both images of a chart gnuplot
/// prints a fixed marker line to standard error; then progress is reported and the next chart's
/// part is written. Only
/// when gnuplot exits 0 with every image non-empty are the images flushed to disk and renamed
/// into place, all in one step; otherwise the temporary files are removed, the previous images
/// stay as they were, and the caller draws each image on its own to learn which chart failed.
struct GnuplotBatch {
    /// The gnuplot executable.
    var executable: String
    /// The charts, drawn in order.
    var charts: [GnuplotChart]
    /// The charts folder: gnuplot's working folder, where the images are written.
    var folder: String

    /// The line gnuplot prints to standard error once a chart's images are written.
    static let chartMarker = "inkbench-chart-finished"

    /// The image kinds of every chart, in drawing order.
    static let imageExtensions = ["svg", "png"]

    /// The part of the batch script drawing `chart`'s images into the files named `outputs`
    /// (one per image extension, names relative to the charts folder), then printing the marker.
    static func script(_ chart: GnuplotChart, outputs: [String]) -> String {
        var script = ""
        for (imageExtension, name) in zip(imageExtensions, outputs) {
            script += "reset session\n" + chart.script(imageExtension: imageExtension, output: name) + "unset output\n"
        }
        return script + "print '\(chartMarker)'\n"
    }

    /// Draws every image; calls `chartFinished` with a chart's index once its images are written
    /// (in order, at most once each). True when every image was moved into place; false when
    /// gnuplot could not start, failed or left an image empty (nothing was replaced). When
    /// `chartFinished` throws, gnuplot is stopped, nothing is replaced and the error is rethrown.
    func run(chartFinished: (Int) throws -> Void) throws -> Bool {
        _ = Self.ignoreBrokenPipes
        var writers: [AtomicFileWriter] = []
        defer { for writer in writers { writer.discard() } }
        do throws(FileWriteError) {
            for chart in charts {
                for imageExtension in Self.imageExtensions {
                    let writer = try AtomicFileWriter(path: (folder as NSString).appendingPathComponent(chart.name + "." + imageExtension))
                    writers.append(writer)
                    try writer.finish()
                }
            }
        } catch {
            return false
        }
        let names = writers.map { ($0.temporaryPath as NSString).lastPathComponent }
        let pieces = charts.indices.map { index in
            Self.script(charts[index], outputs: Array(names[index * Self.imageExtensions.count..<(index + 1) * Self.imageExtensions.count]))
        }
        guard try draw(pieces, chartFinished: chartFinished) else { return false }
        for writer in writers {
            guard Self.flushNonEmpty(writer.temporaryPath) else { return false }
        }
        do {
            try AtomicFileWriter.commit(writers)
        } catch {
            return false
        }
        return true
    }

    /// Runs gnuplot on the script, one chart's part at a time: the next part is written only
    /// once gnuplot has printed the marker of the previous one, so a gnuplot outliving an
    /// interrupted InkBench has at most one chart left to draw. Whether gnuplot started, printed
    /// every marker and exited 0.
    private func draw(_ pieces: [String], chartFinished: (Int) throws -> Void) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return false
        }
        // Foundation starts gnuplot as the leader of its own process group, with InkBench's
        // blocked signals: registered, it is killed (SIGKILL) when the command is interrupted, so
        // it cannot go on to create temporary files after they were removed.
        let group = process.processIdentifier
        ExternalProcessRegistry.add(group)
        defer { ExternalProcessRegistry.remove(group) }
        var messages = MarkerLines(errors.fileHandleForReading)
        var finished = 0
        for piece in pieces {
            // A write to a gnuplot that has exited fails (EPIPE), and then no marker comes.
            guard (try? input.fileHandleForWriting.write(contentsOf: Data(piece.utf8))) != nil, messages.awaitMarker() else { break }
            do {
                try chartFinished(finished)
            } catch {
                kill(group, SIGKILL)
                try? input.fileHandleForWriting.close()
                process.waitUntilExit()
                throw error
            }
            finished += 1
        }
        try? input.fileHandleForWriting.close()
        messages.drain()
        process.waitUntilExit()
        return finished == pieces.count && process.terminationReason == .exit && process.terminationStatus == 0
    }

    /// gnuplot's standard error read line by line, looking for `chartMarker` lines.
    private struct MarkerLines {
        let handle: FileHandle
        var pending = Data()

        init(_ handle: FileHandle) {
            self.handle = handle
        }

        /// Reads up to the next marker line; false when gnuplot closed its standard error first.
        mutating func awaitMarker() -> Bool {
            while true {
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = pending[pending.startIndex..<newline]
                    pending.removeSubrange(pending.startIndex...newline)
                    if line.elementsEqual(GnuplotBatch.chartMarker.utf8) { return true }
                }
                let chunk = handle.availableData
                if chunk.isEmpty { return false }
                pending.append(chunk)
            }
        }

        /// Reads the rest, until gnuplot closes its standard error.
        mutating func drain() {
            while !handle.availableData.isEmpty {}
            pending.removeAll()
        }
    }

    /// Whether the file gnuplot wrote at `path` holds bytes, flushed to disk (as
    /// `AtomicFileWriter` flushes its own files before renaming them).
    private static func flushNonEmpty(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_size > 0 && fsync(descriptor) == 0
    }

    /// A write to a gnuplot that has exited fails with EPIPE instead of ending InkBench: set once,
    /// before the first batch starts.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()
}
