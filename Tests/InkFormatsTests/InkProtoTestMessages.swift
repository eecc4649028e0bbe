import InkFormatsInk
import SwiftProtobuf

/// google/ink protobufs built in the tests with the generated schema types.
enum InkProtoTestMessages {
    /// One input as the tests write it: stroke units, seconds, 0…1, radians.
    struct Input {
        var x: Double
        var y: Double
        var time: Double
        var pressure: Double? = nil
        var tilt: Double? = nil
        var orientation: Double? = nil
    }

    /// A run with these raw deltas, scale and offset.
    static func run(_ deltas: [Int32], scale: Float = 1, offset: Float = 0) -> Ink_Proto_CodedNumericRun {
        var run = Ink_Proto_CodedNumericRun()
        run.deltas = deltas
        run.scale = scale
        run.offset = offset
        return run
    }

    /// `values` quantized the way google/ink's encoder does: integer steps of `scale` from
    /// `offset`, rounded to nearest, delta-coded.
    static func quantized(_ values: [Double], scale: Float, offset: Float = 0) -> Ink_Proto_CodedNumericRun {
        var deltas: [Int32] = []
        var previous: Int32 = 0
        for value in values {
            let step = Int32(((value - Double(offset)) / Double(scale)).rounded())
            deltas.append(step - previous)
            previous = step
        }
        return run(deltas, scale: scale, offset: offset)
    }

    /// A batch of `inputs`, positions quantized to 1/1024 unit, times to microseconds, pressure
    /// to 1/4096, angles to 1/4096 of their range (pressure, tilt and orientation only when the
    /// first input has them).
    static func batch(
        _ inputs: [Input], tool: Ink_Proto_CodedStrokeInputBatch.ToolType? = .stylus, unitLengthCM: Float? = nil
    ) -> Ink_Proto_CodedStrokeInputBatch {
        var batch = Ink_Proto_CodedStrokeInputBatch()
        batch.xStrokeSpace = quantized(inputs.map(\.x), scale: 1.0 / 1024)
        batch.yStrokeSpace = quantized(inputs.map(\.y), scale: 1.0 / 1024)
        batch.elapsedTimeSeconds = quantized(inputs.map(\.time), scale: 1e-6)
        if inputs.first?.pressure != nil { batch.pressure = quantized(inputs.map { $0.pressure ?? 0 }, scale: 1.0 / 4096) }
        if inputs.first?.tilt != nil { batch.tilt = quantized(inputs.map { $0.tilt ?? 0 }, scale: Float.pi / 2 / 4096) }
        if inputs.first?.orientation != nil { batch.orientation = quantized(inputs.map { $0.orientation ?? 0 }, scale: 2 * Float.pi / 4096) }
        if let tool { batch.toolType = tool }
        if let unitLengthCM { batch.strokeUnitLengthInCentimeters = unitLengthCM }
        return batch
    }

    /// One increment of real and predicted batches (an absent batch stays unset).
    static func increment(
        real: Ink_Proto_CodedStrokeInputBatch? = nil, predicted: Ink_Proto_CodedStrokeInputBatch? = nil
    ) -> Ink_Proto_IncrementalStrokeInputs.IncrementalStrokeInput {
        var increment = Ink_Proto_IncrementalStrokeInputs.IncrementalStrokeInput()
        if let real { increment.real = real }
        if let predicted { increment.predicted = predicted }
        return increment
    }

    /// The binary protobuf of these increments.
    static func bytes(_ increments: [Ink_Proto_IncrementalStrokeInputs.IncrementalStrokeInput]) throws -> [UInt8] {
        var message = Ink_Proto_IncrementalStrokeInputs()
        message.inputs = increments
        return try message.serializedBytes()
    }

    /// The value google/ink decodes at position `index` of `run`: offset + scale × (sum of the
    /// deltas so far), in double, rounded to float.
    static func decoded(_ run: Ink_Proto_CodedNumericRun, at index: Int) -> Double {
        let sum = run.deltas[...index].reduce(Int64(0)) { $0 + Int64($1) }
        return Double(Float(Double(run.offset) + Double(run.scale) * Double(sum)))
    }
}
