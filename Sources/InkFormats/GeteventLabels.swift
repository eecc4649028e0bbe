/// The evdev names `getevent -l` prints for event types, codes and key values, and their numbers
/// (`linux/input-event-codes.h`; only those the readers use or commonly meet).
enum GeteventLabels {
    /// Every event type evdev has.
    static let types: [String: Int] = [
        "EV_SYN": 0, "EV_KEY": 1, "EV_REL": 2, "EV_ABS": 3, "EV_MSC": 4, "EV_SW": 5, "EV_LED": 0x11,
        "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
    ]

    /// The prefix of every code name of a type (`getevent -l` prints the others as hex).
    static let codePrefixes: [Int: [String]] = [
        0: ["SYN_"], 1: ["KEY_", "BTN_"], 2: ["REL_"], 3: ["ABS_"], 4: ["MSC_"], 5: ["SW_"], 0x11: ["LED_"], 0x12: ["SND_"],
        0x14: ["REP_"], 0x15: ["FF_"], 0x17: ["FF_"],
    ]

    /// Types whose whole list of code names is in `codes`: any other name is a damaged line.
    static let completeTypes: Set<Int> = [0, 3]

    /// Codes by type number.
    static let codes: [Int: [String: Int]] = [
        0: ["SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3],
        1: [
            "BTN_TOOL_PEN": 0x140, "BTN_TOOL_RUBBER": 0x141, "BTN_TOOL_BRUSH": 0x142, "BTN_TOOL_PENCIL": 0x143,
            "BTN_TOOL_FINGER": 0x145, "BTN_TOUCH": 0x14A, "BTN_STYLUS": 0x14B, "BTN_STYLUS2": 0x14C,
            "BTN_TOOL_DOUBLETAP": 0x14D, "BTN_TOOL_TRIPLETAP": 0x14E, "BTN_TOOL_QUADTAP": 0x14F,
        ],
        3: [
            "ABS_X": 0x00, "ABS_Y": 0x01, "ABS_Z": 0x02, "ABS_RX": 0x03, "ABS_RY": 0x04, "ABS_RZ": 0x05, "ABS_THROTTLE": 0x06,
            "ABS_RUDDER": 0x07, "ABS_WHEEL": 0x08, "ABS_GAS": 0x09, "ABS_BRAKE": 0x0A, "ABS_HAT0X": 0x10, "ABS_HAT0Y": 0x11,
            "ABS_HAT1X": 0x12, "ABS_HAT1Y": 0x13, "ABS_HAT2X": 0x14, "ABS_HAT2Y": 0x15, "ABS_HAT3X": 0x16, "ABS_HAT3Y": 0x17,
            "ABS_PRESSURE": 0x18, "ABS_DISTANCE": 0x19, "ABS_TILT_X": 0x1A, "ABS_TILT_Y": 0x1B, "ABS_TOOL_WIDTH": 0x1C,
            "ABS_VOLUME": 0x20, "ABS_PROFILE": 0x21, "ABS_MISC": 0x28, "ABS_RESERVED": 0x2E,
            "ABS_MT_SLOT": 0x2F, "ABS_MT_TOUCH_MAJOR": 0x30, "ABS_MT_TOUCH_MINOR": 0x31,
            "ABS_MT_WIDTH_MAJOR": 0x32, "ABS_MT_WIDTH_MINOR": 0x33, "ABS_MT_ORIENTATION": 0x34,
            "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36, "ABS_MT_TOOL_TYPE": 0x37, "ABS_MT_BLOB_ID": 0x38,
            "ABS_MT_TRACKING_ID": 0x39, "ABS_MT_PRESSURE": 0x3A, "ABS_MT_DISTANCE": 0x3B, "ABS_MT_TOOL_X": 0x3C, "ABS_MT_TOOL_Y": 0x3D,
        ],
        4: ["MSC_SERIAL": 0, "MSC_SCAN": 4, "MSC_TIMESTAMP": 5],
    ]

    /// Key values as `getevent -l` names them.
    static let keyValues: [String: Int] = ["UP": 0, "DOWN": 1, "REPEAT": 2]

    /// What is wrong with a type or code, one line.
    struct Damage: Error {
        var message: String
    }

    /// A type: its `EV_` name or four hex digits (`getevent` without `-l`).
    static func type(_ text: Substring) throws(Damage) -> Int {
        guard let type = types[String(text)] ?? hex(text) else {
            throw Damage(message: "unknown event type \"\(text.prefix(40))\" (expected an EV_ name such as EV_ABS, or four hex digits): a damaged line?")
        }
        return type
    }

    /// A code of `type`: its name or four hex digits; nil for a name of the type's kind that this
    /// table does not know (a key, a switch). A name of another type's kind, or a name evdev does
    /// not have for a type whose names are all known (EV_SYN, EV_ABS), is damage.
    static func code(_ text: Substring, type: Int) throws(Damage) -> Int? {
        if let code = codes[type]?[String(text)] ?? hex(text) { return code }
        let name = String(text.prefix(40))
        if let prefixes = codePrefixes[type], !prefixes.contains(where: { text.hasPrefix($0) }) {
            throw Damage(message: "event code \"\(name)\" does not belong to its type (expected \(prefixes.map { $0 + "…" }.joined(separator: " or "))): a damaged line?")
        }
        if completeTypes.contains(type) {
            throw Damage(message: "unknown event code \"\(name)\": a damaged line?")
        }
        return nil
    }

    /// A value: a key value name, or up to eight hex digits read as a signed 32-bit number
    /// (`ffffffff` is −1).
    static func value(_ text: Substring) -> Int? {
        if let named = keyValues[String(text)] { return named }
        guard text.count <= 8, let bits = UInt32(text, radix: 16) else { return nil }
        return Int(Int32(bitPattern: bits))
    }

    private static func hex(_ text: Substring) -> Int? {
        guard text.count == 4, text.allSatisfy(\.isHexDigit) else { return nil }
        return Int(text, radix: 16)
    }
}
