/// The Linux evdev event types and codes the evemu and getevent readers use
/// (`linux/input-event-codes.h`).
enum EvdevCode {
    static let synEvent = 0, keyEvent = 1, absoluteEvent = 3
    static let synReport = 0, synMultiTouchReport = 2
    static let buttonToolPen = 0x140, buttonTouch = 0x14A
    static let absX = 0x00, absY = 0x01, absPressure = 0x18, absTiltX = 0x1A, absTiltY = 0x1B
    static let multiTouchSlot = 0x2F, multiTouchMajor = 0x30
    static let multiTouchX = 0x35, multiTouchY = 0x36, multiTouchToolType = 0x37
    static let multiTouchTrackingID = 0x39, multiTouchPressure = 0x3A
    /// The last multi-touch axis code (`ABS_MT_TOOL_Y`); `ABS_MT_TOUCH_MAJOR`…this are per slot.
    static let multiTouchLast = 0x3D
    /// `ABS_MT_TOOL_TYPE` value of a pen (`MT_TOOL_PEN`).
    static let toolTypePen = 1

    /// Position units per millimetre of `axis` (called `name`): its resolution, or `given`
    /// (`--points-per-mm`, held to the profile's points-per-mm range) when it has none.
    static func unitsPerMM(_ axis: EvemuAxis, name: String, given: Double?, file: String) throws(TraceFileError) -> Double {
        if axis.resolution > 0 { return Double(axis.resolution) }
        if let given {
            if let problem = TraceReadSettings.unitsPerMMProblem(given) { throw TraceFileError(file: file, message: problem) }
            return given
        }
        throw TraceFileError(
            file: file,
            message: "\(name) has no resolution (units per mm) in the axis description, so positions cannot be converted to millimetres; pass --points-per-mm N (the device's position units per millimetre)"
        )
    }

    /// The position axis `code` (called `name`) of `axes` with its units per millimetre; an error
    /// when the description lacks it or gives it no resolution and `given` is nil.
    static func positionAxis(
        _ code: Int, name: String, in axes: [Int: EvemuAxis], given: Double?, file: String
    ) throws(TraceFileError) -> (axis: EvemuAxis, unitsPerMM: Double) {
        guard let axis = axes[code] else {
            throw TraceFileError(file: file, message: "the axis description has no \(name) axis")
        }
        return (axis, try unitsPerMM(axis, name: name, given: given, file: file))
    }
}
