import Foundation
import InkFormats
import InkIO
import InkModel
import Synchronization

/// Turns uploaded web recordings into native traces in one folder: each upload is read as a
/// `web` trace (`WebRecordingReader`: every check and limit of the format), written completely to
/// a temporary file and then published as `recording-NNN.inktrace` with `link`, which fails when
/// the name exists: a name is never overwritten, whether by this recorder, a restarted one or
/// another recorder writing into the same folder at the same time (each takes the next free
/// number). Numbers start after the highest one in the folder. Uploads are read in parallel and
/// published one at a time.
package final class RecordingStore: Sendable {
    /// The folder the traces go into.
    package let folder: String
    private let limits: RecorderLimits
    private let traceLimits: InputLimits
    private let counters: Mutex<(next: Int, saved: Int)>

    /// Creates `folder` when missing; fails with one line when it cannot be made.
    package init(folder: String, limits: RecorderLimits = RecorderLimits(), traceLimits: InputLimits = .current) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw RecorderError("\(folder): cannot create the output folder: \(error.localizedDescription)")
        }
        self.folder = folder
        self.limits = limits
        self.traceLimits = traceLimits
        counters = Mutex((1 + Self.highestNumber(in: folder), 0))
    }

    /// Reads `bytes` as a web recording and saves it. A bad recording is refused (400) with the
    /// reader's line, which names the upload and the record; a full disk or quota with 507; any
    /// other write failure with 500. No refusal names a path.
    package func save(_ bytes: [UInt8]) throws(RecorderRefusal) -> SavedRecording {
        let full = RecorderRefusal(.insufficientStorage, "this recorder already saved \(limits.maximumRecordings) recordings; restart it to save more")
        guard counters.withLock({ $0.saved < limits.maximumRecordings }) else { throw full }
        var trace: Trace
        do {
            trace = try WebRecordingReader.read(bytes: bytes, file: "upload", limits: traceLimits)
        } catch {
            throw RecorderRefusal(.badRequest, error.description)
        }
        return try counters.withLock { (counters) throws(RecorderRefusal) -> SavedRecording in
            guard counters.saved < limits.maximumRecordings else { throw full }
            var number = counters.next
            for _ in 0..<1000 {
                let name = String(format: "recording-%03d.inktrace", number)
                trace.header.source = name
                if try publish(trace, as: name) {
                    counters = (number + 1, counters.saved + 1)
                    return SavedRecording(
                        file: name, samples: trace.samples.count, strokes: trace.touchIDs.count, callbacks: trace.callbacks.count,
                        predictions: trace.callbacks.reduce(0) { $0 + $1.predictions.count }
                    )
                }
                number = max(number + 1, Self.highestNumber(in: folder) + 1)
            }
            throw RecorderRefusal(.insufficientStorage, "no free recording number after \(number)")
        }
    }

    /// Writes `trace` to a temporary file and links it as `name`: true when published, false
    /// when the name was taken meanwhile (nothing is left behind either way).
    private func publish(_ trace: Trace, as name: String) throws(RecorderRefusal) -> Bool {
        let path = (folder as NSString).appendingPathComponent(name)
        do {
            let writer = try AtomicFileWriter(path: path)
            defer { writer.discard() }
            try writer.write(try NativeTraceWriter.encode(trace))
            try writer.finish()
            if link(writer.temporaryPath, path) == 0 { return true }
            let code = errno
            if code == EEXIST { return false }
            throw FileWriteError(path: path, message: "cannot link the new file into place: \(String(cString: strerror(code)))")
        } catch let error as FileWriteError {
            throw Self.refusal(writing: error)
        } catch {
            throw RecorderRefusal(.internalError, "the recording could not be written")
        }
    }

    /// The refusal for a failed write: 507 for a full disk or quota (the writer's message ends
    /// with the system's reason), else 500; neither names a path.
    package static func refusal(writing error: FileWriteError) -> RecorderRefusal {
        let full = [ENOSPC, EDQUOT].contains { error.message.hasSuffix(String(cString: strerror($0))) }
        if full { return RecorderRefusal(.insufficientStorage, "the recorder's disk is full; the recording was not saved") }
        return RecorderRefusal(.internalError, "the recording could not be written")
    }

    /// The highest NNN of the folder's `recording-NNN.inktrace` files, or 0.
    static func highestNumber(in folder: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap(number(ofFileNamed:)).max() ?? 0
    }

    /// NNN of `recording-NNN.inktrace`, or nil for any other name.
    static func number(ofFileNamed name: String) -> Int? {
        guard name.hasPrefix("recording-"), name.hasSuffix(".inktrace") else { return nil }
        return Int(name.dropFirst("recording-".count).dropLast(".inktrace".count))
    }
}
