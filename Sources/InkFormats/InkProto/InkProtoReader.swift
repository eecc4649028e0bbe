import InkFormatsInk
import InkModel

/// Imports google/ink's recorded stroke inputs: an `IncrementalStrokeInputs` binary protobuf
/// (`.binarypb`, google/ink's schema in `InkFormatsInk/Schema`), one stroke as the app fed it to
/// the ink engine. Each increment (record N = the Nth `inputs` entry) holds the real inputs that
/// arrived since the previous one and the inputs the platform predicted beyond them; it becomes
/// one `RecordedCallback` whose samples are its real inputs and whose predictions are its
/// predicted inputs, so the platform's predictions are scored by the `recorded` predictor like
/// UIKit's.
///
/// Values: numeric runs are decoded exactly as google/ink decodes them (`InkCodedRun`) and
/// checked as google/ink checks its inputs (`InkInputBatch`). Times are seconds since the
/// stroke began. Positions are converted to the profile's points (`InkStrokeUnits`). Pressure
/// (0…1) becomes force with full force 1; tilt (from upright) becomes altitude π/2 − tilt;
/// orientation (where the pen's far end points, from +x towards +y) becomes azimuth. Tool
/// types: STYLUS → stylus, TOUCH → direct, MOUSE → pointer, none → the profile's touch type.
/// All batches must agree on tool type and unit length, and the real batches on which of
/// pressure, tilt and orientation they carry (google/ink refuses to join batches that differ).
public enum InkProtoReader {
    /// Reads the file at `path`; `unitsPerMM` scales positions when the file does not record
    /// its stroke unit's length; `profile` is the device it was recorded on.
    public static func read(
        path: String, unitsPerMM: Double? = nil, profile: DeviceProfile = .androidStylus120, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        try read(bytes: FileBytes.read(path, limits: limits), file: path, unitsPerMM: unitsPerMM, profile: profile, limits: limits)
    }

    /// Reads a protobuf held in memory; `file` names it in messages and provenance.
    public static func read(
        bytes: [UInt8], file: String, unitsPerMM: Double? = nil, profile: DeviceProfile = .androidStylus120,
        limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        guard !bytes.isEmpty else {
            throw TraceFileError(file: file, message: "empty file (expected a google/ink IncrementalStrokeInputs protobuf)")
        }
        if bytes.starts(with: [0x1F, 0x8B]) {
            throw TraceFileError(file: file, message: "gzip-compressed: decompress it first (gunzip), then read the plain IncrementalStrokeInputs protobuf")
        }
        let records = InkProtoRecordCount.count(bytes, stoppingAfter: limits.maxRecords)
        if records > limits.maxRecords {
            throw TraceFileError(file: file, message: "more increments and inputs than \(limits.exceeded(.records))")
        }
        let message: Ink_Proto_IncrementalStrokeInputs
        switch IncrementalStrokeInputsParser.parse(bytes) {
        case .success(let parsed): message = parsed
        case .failure(let error): throw TraceFileError(file: file, message: "\(error.message) (expected a google/ink IncrementalStrokeInputs protobuf)")
        }
        if IncrementalStrokeInputsParser.hasUnknownFields(message) {
            throw TraceFileError(file: file, message: "fields that IncrementalStrokeInputs does not have: not a google/ink IncrementalStrokeInputs protobuf")
        }
        guard !message.inputs.isEmpty else {
            throw TraceFileError(file: file, message: "no increments (field inputs is empty): not a google/ink IncrementalStrokeInputs protobuf, or an empty one")
        }
        var increments: [InkStrokeIncrement] = []
        increments.reserveCapacity(message.inputs.count)
        for (index, input) in message.inputs.enumerated() {
            increments.append(InkStrokeIncrement(
                real: try batch(input.real, role: "real", file: file, record: index + 1),
                predicted: try batch(input.predicted, role: "predicted", file: file, record: index + 1)
            ))
        }
        guard increments.contains(where: { !$0.real.inputs.isEmpty }) else {
            throw TraceFileError(file: file, message: "no real inputs in any of the \(increments.count) increments")
        }
        let stroke = try InkStrokeFacts(increments, file: file)
        let units = try InkStrokeUnits(recordedCM: stroke.unitLengthCM, unitsPerMM: unitsPerMM, profile: profile, file: file)
        let builder = try InkProtoTraceBuilder(increments: increments, units: units, touchType: stroke.touchType ?? profile.touchType, file: file)
        let trace = Trace(
            header: TraceHeader(profile: profile, sourceKind: .inkProto, source: "\(FileBytes.fileName(file)) (\(units.provenance))"),
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

    /// One batch decoded, its problems named by increment (`record`) and role.
    private static func batch(
        _ coded: Ink_Proto_CodedStrokeInputBatch, role: String, file: String, record: Int
    ) throws(TraceFileError) -> InkInputBatch {
        do throws(InkBatchProblem) {
            return try InkInputBatch(coded)
        } catch {
            let place = error.input.map { "\(role) input \($0 + 1)" } ?? "\(role) inputs"
            throw TraceFileError(file: file, record: record, message: "\(place): \(error.message)")
        }
    }
}
