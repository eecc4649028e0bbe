import InkFormatsInk
import InkIO
import InkModel

/// What holds for a whole google/ink stroke, checked across its increments the way google/ink
/// joins batches: one tool type, one stroke unit length, and the same optional channels in every
/// non-empty real batch. Errors name the first increment (record) that disagrees.
struct InkStrokeFacts: Hashable, Sendable {
    /// The stroke's touch type, nil when no batch names a tool.
    var touchType: TouchType?
    /// Centimetres per stroke unit, nil when no batch records it.
    var unitLengthCM: Double?

    init(_ increments: [InkStrokeIncrement], file: String) throws(TraceFileError) {
        var tool: (type: Ink_Proto_CodedStrokeInputBatch.ToolType, record: Int)?
        var unit: (length: Double, record: Int)?
        var channels: (value: InkInputBatch.Channels, record: Int)?
        for (index, increment) in increments.enumerated() {
            let record = index + 1
            for (role, batch) in [("real", increment.real), ("predicted", increment.predicted)] {
                if let type = batch.toolType {
                    if let tool, tool.type != type {
                        throw TraceFileError(file: file, record: record, message: "\(role) inputs: field tool_type: \(Self.name(type)) differs from the \(Self.name(tool.type)) of increment \(tool.record)")
                    }
                    tool = tool ?? (type, record)
                }
                if let length = batch.unitLengthCM {
                    if let unit, unit.length != length {
                        throw TraceFileError(file: file, record: record, message: "\(role) inputs: field stroke_unit_length_in_centimeters: \(InkInputBatch.text(length)) differs from the \(InkInputBatch.text(unit.length)) of increment \(unit.record)")
                    }
                    unit = unit ?? (length, record)
                }
            }
            guard !increment.real.inputs.isEmpty else { continue }
            if let channels, channels.value != increment.real.channels {
                throw TraceFileError(file: file, record: record, message: "real inputs: carry \(increment.real.channels.names), but those of increment \(channels.record) carry \(channels.value.names)")
            }
            channels = channels ?? (increment.real.channels, record)
        }
        touchType = tool.flatMap { Self.touchType($0.type) }
        unitLengthCM = unit?.length
    }

    /// google/ink's tool type as a UIKit touch type; nil for UNKNOWN_TYPE.
    private static func touchType(_ type: Ink_Proto_CodedStrokeInputBatch.ToolType) -> TouchType? {
        switch type {
        case .stylus: .stylus
        case .touch: .direct
        case .mouse: .pointer
        case .unknownType: nil
        }
    }

    /// The enumerator's name in the schema, e.g. `STYLUS`.
    private static func name(_ type: Ink_Proto_CodedStrokeInputBatch.ToolType) -> String {
        switch type {
        case .stylus: "STYLUS"
        case .touch: "TOUCH"
        case .mouse: "MOUSE"
        case .unknownType: "UNKNOWN_TYPE"
        }
    }
}
