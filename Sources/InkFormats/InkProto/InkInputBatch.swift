import InkFormatsInk

/// One decoded google/ink `CodedStrokeInputBatch`, checked the way google/ink checks the inputs
/// it accepts: runs of equal length; finite positions; times finite, non-negative and never
/// going back; pressure 0…1, tilt 0…π/2, orientation 0…2π (compared in float, as google/ink
/// does); a finite, positive stroke unit length when given. Like google/ink's decoder, an input
/// that repeats the previous input's position and time is dropped.
///
/// Units are the file's: positions in stroke units, times in seconds since the stroke began,
/// angles in radians.
struct InkInputBatch: Hashable, Sendable {
    /// One input point.
    struct Input: Hashable, Sendable {
        /// 0-based position in the batch as recorded (before repeats were dropped).
        var index: Int
        var x: Double
        var y: Double
        /// Seconds since the stroke began.
        var time: Double
        /// 0…1.
        var pressure: Double?
        /// Radians from the surface normal (0 = upright).
        var tilt: Double?
        /// Radians, 0…2π, from +x towards +y: where the pen's far end points.
        var orientation: Double?
    }

    /// Which optional channels the batch carries.
    struct Channels: Hashable, Sendable {
        var pressure: Bool
        var tilt: Bool
        var orientation: Bool

        /// The channels' field names, e.g. `pressure, tilt`, or `none`.
        var names: String {
            let present = [(pressure, "pressure"), (tilt, "tilt"), (orientation, "orientation")].filter(\.0).map(\.1)
            return present.isEmpty ? "none" : present.joined(separator: ", ")
        }
    }

    var inputs: [Input]
    var channels: Channels
    /// The tool type, nil when the batch gives none or UNKNOWN_TYPE.
    var toolType: Ink_Proto_CodedStrokeInputBatch.ToolType?
    /// Centimetres per stroke unit, nil when the batch gives none (absent or 0).
    var unitLengthCM: Double?

    init(_ batch: Ink_Proto_CodedStrokeInputBatch) throws(InkBatchProblem) {
        let count = batch.xStrokeSpace.deltas.count
        let runs: [(name: String, present: Bool, run: Ink_Proto_CodedNumericRun)] = [
            ("y_stroke_space", true, batch.yStrokeSpace),
            ("elapsed_time_seconds", true, batch.elapsedTimeSeconds),
            ("pressure", batch.hasPressure, batch.pressure),
            ("tilt", batch.hasTilt, batch.tilt),
            ("orientation", batch.hasOrientation, batch.orientation),
        ]
        for (name, present, run) in runs where present && run.deltas.count != count {
            throw InkBatchProblem(input: nil, message: "field \(name): \(run.deltas.count) values for \(count) positions (x_stroke_space)")
        }
        let unitLength = batch.strokeUnitLengthInCentimeters
        guard unitLength.isFinite && unitLength >= 0 else {
            throw InkBatchProblem(input: nil, message: "field stroke_unit_length_in_centimeters: \(unitLength) is not a positive finite number")
        }
        unitLengthCM = unitLength > 0 ? Double(unitLength) : nil
        toolType = batch.hasToolType && batch.toolType != .unknownType ? batch.toolType : nil
        channels = Channels(pressure: batch.hasPressure, tilt: batch.hasTilt, orientation: batch.hasOrientation)

        let xs = try InkCodedRun.values(of: batch.xStrokeSpace, field: "x_stroke_space")
        let ys = try InkCodedRun.values(of: batch.yStrokeSpace, field: "y_stroke_space")
        let times = try InkCodedRun.values(of: batch.elapsedTimeSeconds, field: "elapsed_time_seconds")
        let pressures = batch.hasPressure ? try InkCodedRun.values(of: batch.pressure, field: "pressure") : nil
        let tilts = batch.hasTilt ? try InkCodedRun.values(of: batch.tilt, field: "tilt") : nil
        let orientations = batch.hasOrientation ? try InkCodedRun.values(of: batch.orientation, field: "orientation") : nil

        inputs = []
        inputs.reserveCapacity(count)
        for index in 0..<count {
            let input = Input(index: index, x: xs[index], y: ys[index], time: times[index], pressure: pressures?[index], tilt: tilts?[index], orientation: orientations?[index])
            try Self.check(input, index: index)
            if let previous = inputs.last {
                if input.time < previous.time {
                    throw InkBatchProblem(input: index, message: "field elapsed_time_seconds: \(Self.text(input.time)) s goes back from the previous input's \(Self.text(previous.time)) s")
                }
                if input.time == previous.time && input.x == previous.x && input.y == previous.y { continue }
            }
            inputs.append(input)
        }
    }

    /// Ranges of one input, compared in float like google/ink (the values are floats widened).
    private static func check(_ input: Input, index: Int) throws(InkBatchProblem) {
        if input.time < 0 {
            throw InkBatchProblem(input: index, message: "field elapsed_time_seconds: \(Self.text(input.time)) s is before the stroke began (negative)")
        }
        if let pressure = input.pressure, !(pressure >= 0 && pressure <= 1) {
            throw InkBatchProblem(input: index, message: "field pressure: \(Self.text(pressure)) is outside 0…1")
        }
        if let tilt = input.tilt, !(tilt >= 0 && Float(tilt) <= Float.pi / 2) {
            throw InkBatchProblem(input: index, message: "field tilt: \(Self.text(tilt)) rad is outside 0…π/2")
        }
        if let orientation = input.orientation, !(orientation >= 0 && Float(orientation) <= 2 * Float.pi) {
            throw InkBatchProblem(input: index, message: "field orientation: \(Self.text(orientation)) rad is outside 0…2π")
        }
    }

    /// A decoded value in messages: the shortest text of the float it was decoded as.
    static func text(_ value: Double) -> String {
        String(describing: Float(value))
    }
}
