import ArgumentParser
import Foundation
import InkFormats
import InkRecord
import Synchronization

/// `inkbench record`: serves the browser recorder and saves what is drawn as native traces.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record pen, touch or mouse input from a browser on this machine or the local network.",
        discussion: """
            Serves a page over HTTP, on this machine only unless --bind opens it to the network; \
            open the printed URL (it carries a random token that every request needs) in the \
            browser of the tablet, phone or computer to record on, draw, and press "Save \
            recording": each recording is \
            written to the output folder as recording-NNN.inktrace, with the browser's coalesced \
            events as samples, its pointer-event callbacks and predicted events as recorded \
            callbacks (scored as the `recorded` predictor), and the device profile the page \
            guessed (editable on the page). --write-page saves the page as a file to open from \
            disk instead; it then offers a .inkweb download, which every command reads. \
            docs/recording.md explains the browsers' secure-context rule for coalesced \
            events.

            Examples:
              inkbench record --out recordings
              inkbench record --bind 0.0.0.0 --port 9000 --count 1
              inkbench record --write-page recorder.html
            """
    )

    @Option(help: ArgumentHelp("Folder for the recordings (created when missing).", valueName: "folder"))
    var out = "recordings"

    @Option(help: ArgumentHelp("IPv4 address to listen on: 127.0.0.1 (the default) for this machine only, 0.0.0.0 for the local network (a warning is printed).", valueName: "address"))
    var bind = "127.0.0.1"

    @Option(parsing: .unconditional, help: ArgumentHelp("TCP port; 0 for any free one.", valueName: "port"))
    var port = 8080

    @Option(name: .customLong("max-upload-mb"), parsing: .unconditional, help: ArgumentHelp("Largest recording accepted, MiB (1–1024).", valueName: "MiB"))
    var maxUploadMB = 32

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop after saving this many recordings (default: run until Ctrl-C).", valueName: "n"))
    var count: Int?

    @Option(name: .customLong("write-page"), help: ArgumentHelp("Write the recorder page to this file and exit.", valueName: "file"))
    var writePage: String?

    func run() throws {
        if let writePage {
            try AtomicFileWriter.write(RecorderPage.html, to: writePage)
            print("\(writePage): the recorder page; open it in a browser, draw, and download the .inkweb recording")
            return
        }
        let settings = try settings()
        InterruptHandling.committed("recordings saved so far are kept")
        let outcome = Mutex<(any Error)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await RecorderSession.run(settings) { line in
                    FileHandle.standardOutput.write(Data((line + "\n").utf8))
                }
            } catch {
                outcome.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.withLock({ $0 }) { throw CommandFailure("\(error)") }
    }

    private func settings() throws -> RecorderSettings {
        guard (0...65_535).contains(port) else { throw CommandFailure("--port \(port): expected 0…65535") }
        guard (1...1024).contains(maxUploadMB) else { throw CommandFailure("--max-upload-mb \(maxUploadMB): expected 1…1024") }
        if let count, count < 1 { throw CommandFailure("--count \(count): expected 1 or more") }
        return RecorderSettings(
            outputFolder: out, bindAddress: bind, port: UInt16(port),
            limits: RecorderLimits(maximumUploadBytes: maxUploadMB << 20), stopAfter: count
        )
    }
}
