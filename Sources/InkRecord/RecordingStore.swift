import Foundation
import InkFormats
import InkIO
import InkModel

/// Turns uploaded web recordings into native traces in one folder: each upload is read as a
/// `web` trace (`WebRecordingReader`: every check and limit of the format), then written
/// atomically as `recording-NNN.inktrace`, numbered after the highest number already there, so
/// a restarted recorder never overwrites an earlier recording.
public actor RecordingStore {
    /// The folder the traces go into.
    public let folder: String
    private let limits: RecorderLimits
    private let traceLimits: InputLimits
    private var nextNumber: Int
    private var saved = 0

    /// Creates `folder` when missing; fails with one line when it cannot be made.
    public init(folder: String, limits: RecorderLimits = RecorderLimits(), traceLimits: InputLimits = .current) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw RecorderError("\(folder): cannot create the output folder: \(error.localizedDescription)")
        }
        self.folder = folder
        self.limits = limits
        self.traceLimits = traceLimits
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        nextNumber = 1 + (names.compactMap(Self.number(ofFileNamed:)).max() ?? 0)
    }

    /// Reads `bytes` as a web recording and saves it; a bad recording throws the reader's line,
    /// which names the upload and the record.
    public func save(_ bytes: [UInt8]) throws -> SavedRecording {
        guard saved < limits.maximumRecordings else {
            throw RecorderError("this recorder already saved \(limits.maximumRecordings) recordings; restart it to save more")
        }
        let name = String(format: "recording-%03d.inktrace", nextNumber)
        var trace = try WebRecordingReader.read(bytes: bytes, file: "upload", limits: traceLimits)
        trace.header.source = name
        try TraceFormat.native.write(trace, to: (folder as NSString).appendingPathComponent(name))
        nextNumber += 1
        saved += 1
        return SavedRecording(
            file: name, samples: trace.samples.count, strokes: trace.touchIDs.count, callbacks: trace.callbacks.count,
            predictions: trace.callbacks.reduce(0) { $0 + $1.predictions.count }
        )
    }

    /// NNN of `recording-NNN.inktrace`, or nil for any other name.
    static func number(ofFileNamed name: String) -> Int? {
        guard name.hasPrefix("recording-"), name.hasSuffix(".inktrace") else { return nil }
        return Int(name.dropFirst("recording-".count).dropLast(".inktrace".count))
    }
}
