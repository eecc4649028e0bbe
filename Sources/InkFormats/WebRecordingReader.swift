import InkIO
import InkModel

/// Reads the JSON that `inkbench record`'s page posts to the recorder, or offers as a download
/// when opened from disk (`.inkweb`; docs/recording.md): the browser's PointerEvents with their
/// coalesced and predicted events, the `requestAnimationFrame` times and the page's device guess.
///
/// ```json
/// {"format": "inkbench-web", "version": 1, "userAgent": "…",
///  "coalescedEvents": true, "predictedEvents": true,
///  "profile": {"base": "android-stylus-120", "name": "web-pen", "set": ["display-hz=60", …]},
///  "frames": [16.7, 33.3, …],
///  "callbacks": [{"time": 20.1, "type": "down", "pointerId": 1, "pointerType": "pen",
///                 "samples": [{"t": 19.8, "x": 100, "y": 120, "pressure": 0.4, …}],
///                 "predictions": []}, …]}
/// ```
///
/// Samples become `Trace.samples` and each callback a `RecordedCallback` (`WebTraceBuilder`), so
/// the browser's predictions are scored as the `recorded` predictor, like UIKit's. The profile is
/// the built-in `base` with the `set` overrides applied (`DeviceProfile.overriding`, the same
/// ranges as `--set`), named `name`; without a `display-hz` override, the display rate is the
/// median frame interval's. A profile given by the caller replaces the file's.
/// Errors name the record (1-based element of `callbacks`), or the line for JSON syntax errors.
public enum WebRecordingReader {
    /// The value of the document's `"format"` member.
    package static let formatName = "inkbench-web"
    /// The newest document version this build reads.
    public static let version = 1

    private static let fields: Set<String> = [
        "format", "version", "userAgent", "coalescedEvents", "predictedEvents", "profile", "frames", "callbacks",
    ]

    /// Reads the file at `path`; `profile`, when given, replaces the file's device guess.
    public static func read(path: String, profile: DeviceProfile? = nil, limits: InputLimits = .current) throws(TraceFileError) -> Trace {
        try read(bytes: FileBytes.read(path, limits: limits), file: path, profile: profile, limits: limits)
    }

    /// Reads a web recording held in memory; `file` names it in messages and provenance.
    public static func read(
        bytes: [UInt8], file: String, profile: DeviceProfile? = nil, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        if bytes.count > limits.maxFileBytes {
            throw TraceFileError(file: file, message: "the recording is larger than \(limits.exceeded(.fileBytes))")
        }
        let document = try parse(bytes, file: file)
        func fail(_ error: JSONScanError, record: Int? = nil) -> TraceFileError {
            TraceFileError(file: file, record: record, message: error.message)
        }
        let reader = JSONFieldReader(value: document, context: "recording")
        let frames: [Double]
        let elements: [JSONValue]
        do throws(JSONScanError) {
            try reader.rejectUnknownKeys(fields)
            guard try reader.string("format") == formatName else {
                throw JSONScanError(offset: -1, message: "field \"format\" is not \"\(formatName)\" (not an inkbench web recording)")
            }
            let version = try reader.integer("version")
            guard version >= 1 && version <= Self.version else {
                throw JSONScanError(offset: -1, message: "version \(version) is not one this build reads (1…\(Self.version))")
            }
            if document["userAgent"] != nil { _ = try reader.string("userAgent") }
            for flag in ["coalescedEvents", "predictedEvents"] where document[flag] != nil {
                _ = try reader.bool(flag)
            }
            frames = try frameTimes(reader, limits: limits)
            guard let array = try reader.required("callbacks").arrayValue, !array.isEmpty else {
                throw JSONScanError(offset: -1, message: "field \"callbacks\" must be a non-empty array of pointer-event callbacks")
            }
            if array.count > limits.maxRecords {
                throw JSONScanError(offset: -1, message: "\(array.count) callbacks are more than \(limits.exceeded(.records))")
            }
            elements = array
        } catch {
            throw fail(error)
        }
        var builder = WebTraceBuilder()
        var budget = limits.maxRecords
        let limitText = limits.exceeded(.records)
        for (index, element) in elements.enumerated() {
            do throws(JSONScanError) {
                try builder.add(WebCallbackRecord(element, sampleBudget: &budget, limitText: limitText), record: index + 1)
            } catch {
                throw fail(error, record: index + 1)
            }
        }
        let recordedProfile: DeviceProfile
        do throws(JSONScanError) {
            if let profile {
                recordedProfile = profile
            } else {
                recordedProfile = try WebProfileGuess.profile(reader, frames: frames)
            }
        } catch {
            throw fail(error)
        }
        if let problem = limits.profileProblem(recordedProfile) {
            throw TraceFileError(file: file, message: problem)
        }
        let trace = Trace(
            header: TraceHeader(profile: recordedProfile, sourceKind: .web, source: FileBytes.fileName(file)),
            samples: builder.samples, callbacks: builder.callbacks
        )
        if let problem = trace.firstProblem() ?? limits.firstProblem(in: trace) {
            let record: Int? = switch problem.record {
            case .sample(let index): builder.sampleRecords[index]
            case .callback(let index): builder.callbackRecords[index]
            case .update, .groundTruth, .trace: nil
            }
            throw TraceFileError(file: file, record: record, message: problem.message)
        }
        return trace
    }

    /// The `frames` member: `requestAnimationFrame` times, ms, finite and not decreasing.
    private static func frameTimes(_ reader: JSONFieldReader, limits: InputLimits) throws(JSONScanError) -> [Double] {
        let member = try reader.required("frames")
        guard let elements = member.arrayValue else {
            throw JSONScanError(offset: -1, message: "field \"frames\" must be an array of frame times (ms), not \(member.kindName)")
        }
        if elements.count > limits.maxRecords {
            throw JSONScanError(offset: -1, message: "\(elements.count) frame times are more than \(limits.exceeded(.records))")
        }
        var times: [Double] = []
        times.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let time = element.doubleValue, time.isFinite else {
                throw JSONScanError(offset: -1, message: "frame time \(index + 1) must be a number (ms), not \(element.kindName)")
            }
            if let previous = times.last, time < previous {
                throw JSONScanError(offset: -1, message: "frame time \(index + 1) (\(time) ms) is earlier than the one before (\(previous) ms)")
            }
            times.append(time)
        }
        return times
    }

    private static func parse(_ bytes: [UInt8], file: String) throws(TraceFileError) -> JSONValue {
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TraceFileError) -> JSONValue in
                guard let first = buffer.firstIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
                    throw TraceFileError(file: file, message: "empty file (expected an inkbench web recording, a JSON object)")
                }
                guard buffer[first] == UInt8(ascii: "{") else {
                    throw TraceFileError(file: file, line: FileBytes.lineNumber(of: first, in: buffer), message: "not a JSON object (expected an inkbench web recording)")
                }
                do throws(JSONScanError) {
                    return try JSONTreeParser.parseDocument(buffer)
                } catch {
                    let line = FileBytes.lineNumber(of: error.offset, in: buffer)
                    let message = error.isTruncation ? "truncated file: \(error.message)" : "invalid JSON: \(error.message)"
                    throw TraceFileError(file: file, line: line, message: message)
                }
            }
        }
        return try outcome.get()
    }
}
