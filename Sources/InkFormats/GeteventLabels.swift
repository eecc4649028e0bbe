/// The evdev names `getevent -l` prints for event types, codes and key values, and their numbers
/// (`linux/input-event-codes.h`; only those the readers use or commonly meet).
enum GeteventLabels {
    static let types: [String: Int] = [
        "EV_SYN": 0, "EV_KEY": 1, "EV_REL": 2, "EV_ABS": 3, "EV_MSC": 4, "EV_SW": 5, "EV_LED": 0x11,
    ]

    /// Codes by type number.
    static let codes: [Int: [String: Int]] = [
        0: ["SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3],
        1: [
            "BTN_TOOL_PEN": 0x140, "BTN_TOOL_RUBBER": 0x141, "BTN_TOOL_BRUSH": 0x142, "BTN_TOOL_PENCIL": 0x143,
            "BTN_TOOL_FINGER": 0x145, "BTN_TOUCH": 0x14A, "BTN_STYLUS": 0x14B, "BTN_STYLUS2": 0x14C,
            "BTN_TOOL_DOUBLETAP": 0x14D, "BTN_TOOL_TRIPLETAP": 0x14E, "BTN_TOOL_QUADTAP": 0x14F,
        ],
        3: [
            "ABS_X": 0x00, "ABS_Y": 0x01, "ABS_PRESSURE": 0x18, "ABS_DISTANCE": 0x19, "ABS_TILT_X": 0x1A,
            "ABS_TILT_Y": 0x1B, "ABS_MT_SLOT": 0x2F, "ABS_MT_TOUCH_MAJOR": 0x30, "ABS_MT_TOUCH_MINOR": 0x31,
            "ABS_MT_WIDTH_MAJOR": 0x32, "ABS_MT_WIDTH_MINOR": 0x33, "ABS_MT_ORIENTATION": 0x34,
            "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36, "ABS_MT_TOOL_TYPE": 0x37, "ABS_MT_BLOB_ID": 0x38,
            "ABS_MT_TRACKING_ID": 0x39, "ABS_MT_PRESSURE": 0x3A, "ABS_MT_DISTANCE": 0x3B,
        ],
        4: ["MSC_SERIAL": 0, "MSC_SCAN": 4, "MSC_TIMESTAMP": 5],
    ]

    /// Key values as `getevent -l` names them.
    static let keyValues: [String: Int] = ["UP": 0, "DOWN": 1, "REPEAT": 2]

    /// A type: its `EV_` name or four hex digits (`getevent` without `-l`).
    static func type(_ text: Substring) -> Int? {
        types[String(text)] ?? hex(text)
    }

    /// A code of `type`: its name or hex digits; nil for a name this table does not know.
    static func code(_ text: Substring, type: Int) -> Int? {
        codes[type]?[String(text)] ?? hex(text)
    }

    /// A value: a key value name, or up to eight hex digits read as a signed 32-bit number
    /// (`ffffffff` is −1).
    static func value(_ text: Substring) -> Int? {
        if let named = keyValues[String(text)] { return named }
        guard text.count <= 8, let bits = UInt32(text, radix: 16) else { return nil }
        return Int(Int32(bitPattern: bits))
    }

    private static func hex(_ text: Substring) -> Int? {
        guard text.count == 4 else { return nil }
        return Int(text, radix: 16)
    }
}
