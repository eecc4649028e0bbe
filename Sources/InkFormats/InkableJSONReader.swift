import InkIO
import InkModel

/// Imports Inkable/UIKit touch-event JSON (`../shared/datasets/README.md`): a JSON array of
/// touch-event objects as UIKit handed them to the app. Real events become `Trace.samples`,
/// update events (`isUpdate`) `Trace.updates`, predicted touches (`isPrediction`) the
/// predictions of the inferred `Trace.callbacks` (rules: `InkableTraceBuilder`).
/// `azimuthUnitVector` and `identifier` are not kept (the first follows from `azimuth`).
///
/// Scale: UIKit locations are in the recording device's points. A file written by
/// `InkableJSONWriter` says at what scale (`pointsPerMM` on every event); its locations and radii
/// are then converted to the profile's points (× profile.pointsPerMM / file's pointsPerMM), so
/// millimetres — speeds, sizes — stay what they were, on any profile. Without the field the
/// locations are taken as the profile's points.
/// Errors name the record (1-based array element), or the line for JSON syntax errors.
public enum InkableJSONReader {
    /// Reads the file at `path`; `profile` is the device it was recorded on.
    public static func read(path: String, profile: DeviceProfile = .ipadProPencil120, limits: InputLimits = .current) throws(TraceFileError) -> Trace {
        try read(bytes: FileBytes.read(path, limits: limits), file: path, profile: profile, limits: limits)
    }

    /// Reads Inkable JSON held in memory; `file` names it in messages and provenance.
    /// `limits` bounds the number of events, coordinates and simultaneous touches.
    public static func read(
        bytes: [UInt8], file: String, profile: DeviceProfile = .ipadProPencil120, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        let events = try parseEvents(bytes, file: file)
        if events.count > limits.maxRecords {
            throw TraceFileError(file: file, message: "\(events.count) touch events are more than \(limits.exceeded(.records))")
        }
        var builder = InkableTraceBuilder()
        for (index, element) in events.enumerated() {
            do throws(JSONScanError) {
                try builder.add(InkableEvent(element), record: index + 1)
            } catch {
                throw TraceFileError(file: file, record: index + 1, message: error.message)
            }
        }
        builder.finish()
        var trace = Trace(
            header: TraceHeader(profile: profile, sourceKind: .inkable, source: FileBytes.fileName(file)),
            samples: builder.samples, updates: builder.updates, callbacks: builder.callbacks
        )
        if let written = builder.pointsPerMM, written != profile.pointsPerMM {
            trace = rescaled(trace, by: profile.pointsPerMM / written)
        }
        if let problem = trace.firstProblem() ?? limits.firstProblem(in: trace) {
            let record: Int? = switch problem.record {
            case .sample(let index): builder.sampleRecords[index]
            case .update(let index): builder.updateRecords[index]
            case .callback(let index): builder.callbackRecords[index]
            case .groundTruth, .trace: nil
            }
            throw TraceFileError(file: file, record: record, message: problem.message)
        }
        return trace
    }

    /// `trace` with every location and radius (points) multiplied by `factor`.
    private static func rescaled(_ trace: Trace, by factor: Double) -> Trace {
        func scale(_ sample: inout TouchSample) {
            sample.location = sample.location * factor
            sample.majorRadius = sample.majorRadius.map { $0 * factor }
            sample.majorRadiusTolerance = sample.majorRadiusTolerance.map { $0 * factor }
        }
        var result = trace
        for index in result.samples.indices { scale(&result.samples[index]) }
        for index in result.updates.indices { result.updates[index].location = result.updates[index].location.map { $0 * factor } }
        for callback in result.callbacks.indices {
            for prediction in result.callbacks[callback].predictions.indices { scale(&result.callbacks[callback].predictions[prediction]) }
        }
        return result
    }

    /// The elements of the top-level array, after checking the content is one.
    private static func parseEvents(_ bytes: [UInt8], file: String) throws(TraceFileError) -> [JSONValue] {
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TraceFileError) -> [JSONValue] in
                guard let first = buffer.firstIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
                    throw TraceFileError(file: file, message: "empty file (expected a JSON array of touch events)")
                }
                guard buffer[first] == UInt8(ascii: "[") else {
                    let line = FileBytes.lineNumber(of: first, in: buffer)
                    let hint = buffer[first] == UInt8(ascii: "{") && isNativeHeader(buffer)
                        ? "this is a native inktrace file; name it .inktrace or pass the format"
                        : "wrong format for the extension?"
                    throw TraceFileError(file: file, line: line, message: "not a JSON array of Inkable touch events (\(hint))")
                }
                let document: JSONValue
                do throws(JSONScanError) {
                    document = try JSONTreeParser.parseDocument(buffer)
                } catch {
                    let line = FileBytes.lineNumber(of: error.offset, in: buffer)
                    let message = error.isTruncation ? "truncated file: \(error.message)" : "invalid JSON: \(error.message)"
                    throw TraceFileError(file: file, line: line, message: message)
                }
                guard let elements = document.arrayValue, !elements.isEmpty else {
                    throw TraceFileError(file: file, message: "the array holds no touch events")
                }
                return elements
            }
        }
        return try outcome.get()
    }

    private static func isNativeHeader(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let firstLine = buffer.prefix { $0 != 0x0A }
        return String(decoding: firstLine, as: UTF8.self).contains("\"format\":\"inktrace\"")
    }
}
