import InkIO
import InkModel

/// Scans one native record line — a flat JSON object whose values are numbers, strings,
/// `null` or (for callback ranges) arrays of two whole numbers — straight into
/// `NativeRecordFields`. Strict: unknown keys, repeated keys, wrong value types, nested objects,
/// NaN/Infinity and trailing text are errors.
struct NativeRecordScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The fields of the record on `line` (without its line end).
    static func scan(_ line: UnsafeBufferPointer<UInt8>) throws(JSONScanError) -> NativeRecordFields {
        var scanner = NativeRecordScanner(bytes: line)
        return try scanner.scanObject()
    }

    private mutating func scanObject() throws(JSONScanError) -> NativeRecordFields {
        var fields = NativeRecordFields()
        var seen: UInt32 = 0
        skipWhitespace()
        guard index < bytes.count else { throw cutOff() }
        guard bytes[index] == UInt8(ascii: "{") else {
            throw JSONScanError(offset: index, message: "expected a record object starting with '{'")
        }
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw cutOff() }
                guard bytes[index] == UInt8(ascii: "\"") else {
                    throw JSONScanError(offset: index, message: "expected a quoted field name")
                }
                let keyStart = index
                let key = try scanKey()
                if seen & key.bit != 0 {
                    throw JSONScanError(offset: keyStart, message: "field \"\(key.text)\" appears twice")
                }
                seen |= key.bit
                skipWhitespace()
                guard index < bytes.count else { throw cutOff() }
                guard bytes[index] == UInt8(ascii: ":") else {
                    throw JSONScanError(offset: index, message: "expected ':' after field name \"\(key.text)\"")
                }
                index += 1
                skipWhitespace()
                try scanValue(for: key, into: &fields)
                skipWhitespace()
                guard index < bytes.count else { throw cutOff() }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    break
                } else {
                    throw JSONScanError(offset: index, message: "expected ',' or '}' after the value of \"\(key.text)\"")
                }
            }
        }
        skipWhitespace()
        guard index == bytes.count else {
            throw JSONScanError(offset: index, message: "unexpected text after the record object")
        }
        try checkKeys(fields, seen: seen)
        return fields
    }

    private func checkKeys(_ fields: NativeRecordFields, seen: UInt32) throws(JSONScanError) {
        guard fields.has(.kind) else {
            throw NativeRecordFields.problem("missing field \"k\" (the record kind: s, u, g, c or p)")
        }
        let kind = fields.kind
        if seen & ~kind.allowedKeys != 0, let key = NativeRecordKey.allCases.first(where: { seen & ~kind.allowedKeys & $0.bit != 0 }) {
            throw NativeRecordFields.problem("field \"\(key.text)\" does not belong in a \(kind.name) record")
        }
        if kind.requiredKeys & ~fields.present != 0, let key = NativeRecordKey.allCases.first(where: { kind.requiredKeys & ~fields.present & $0.bit != 0 }) {
            throw NativeRecordFields.problem("missing field \"\(key.text)\" in a \(kind.name) record")
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x09 else { return }
            index += 1
        }
    }

    private func cutOff() -> JSONScanError {
        JSONScanError(offset: index, message: "the record ends before its object is closed", isTruncation: true)
    }

    /// Scans a string at `index` and returns its contents, decoding escapes only when present.
    private mutating func scanStringBytes() throws(JSONScanError) -> [UInt8]? {
        let (range, hasEscapes) = try JSONStringScanner.scan(bytes, from: index)
        index = range.upperBound + 1
        guard hasEscapes else { return nil }
        return Array(try JSONStringScanner.decode(bytes, range: range, hasEscapes: true).utf8)
    }

    /// Runs `body` on the contents of the string at `index` (escapes resolved).
    private mutating func withString<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(JSONScanError) -> Result {
        let start = index
        if let decoded = try scanStringBytes() {
            return decoded.withUnsafeBufferPointer(body)
        }
        return body(UnsafeBufferPointer(rebasing: bytes[start + 1..<index - 1]))
    }

    private mutating func scanKey() throws(JSONScanError) -> NativeRecordKey {
        let start = index
        let key = try withString { NativeRecordKey.matching($0) }
        guard let key else {
            let range = start + 1..<max(start + 1, index - 1)
            let name = (try? JSONStringScanner.decode(bytes, range: range, hasEscapes: true)) ?? "?"
            throw JSONScanError(offset: start, message: "unknown field \"\(name)\"")
        }
        return key
    }

    private mutating func scanValue(for key: NativeRecordKey, into fields: inout NativeRecordFields) throws(JSONScanError) {
        guard index < bytes.count else { throw cutOff() }
        let first = bytes[index]
        if first == UInt8(ascii: "n") && index + 4 <= bytes.count && bytes[index + 1] == UInt8(ascii: "u")
            && bytes[index + 2] == UInt8(ascii: "l") && bytes[index + 3] == UInt8(ascii: "l") {
            index += 4
            return
        }
        switch key {
        case .kind, .type, .phase:
            guard first == UInt8(ascii: "\"") else {
                throw JSONScanError(offset: index, message: "field \"\(key.text)\" must be a string")
            }
            try scanName(for: key, into: &fields)
        case .touchID: fields.touchID = try scanInteger(key)
        case .updateIndex: fields.updateIndex = try scanInteger(key)
        case .estimated: fields.estimated = try scanInteger(key)
        case .expecting: fields.expecting = try scanInteger(key)
        case .time: fields.time = try scanNumber(key)
        case .arrival: fields.arrival = try scanNumber(key)
        case .x: fields.x = try scanNumber(key)
        case .y: fields.y = try scanNumber(key)
        case .force: fields.force = try scanNumber(key)
        case .maximumForce: fields.maximumForce = try scanNumber(key)
        case .altitude: fields.altitude = try scanNumber(key)
        case .azimuth: fields.azimuth = try scanNumber(key)
        case .majorRadius: fields.majorRadius = try scanNumber(key)
        case .majorRadiusTolerance: fields.majorRadiusTolerance = try scanNumber(key)
        case .samples: fields.samples = try scanRange(key)
        case .updates: fields.updates = try scanRange(key)
        }
        fields.present |= key.bit
    }

    private mutating func scanName(for key: NativeRecordKey, into fields: inout NativeRecordFields) throws(JSONScanError) {
        let start = index
        let matched: Bool = try withString { text in
            switch key {
            case .kind:
                guard let kind = NativeRecordKind.matching(text) else { return false }
                fields.kind = kind
            case .type:
                guard let type = NativeNames.touchType(text) else { return false }
                fields.type = type
            default:
                guard let phase = NativeNames.touchPhase(text) else { return false }
                fields.phase = phase
            }
            return true
        }
        guard matched else {
            let value = (try? JSONStringScanner.decode(bytes, range: start + 1..<index - 1, hasEscapes: true)) ?? "?"
            let expected = switch key {
            case .kind: "s, u, g, c or p"
            case .type: TouchType.allCases.map(\.rawValue).joined(separator: ", ")
            default: TouchPhase.allCases.map(\.rawValue).joined(separator: ", ")
            }
            let what = key == .kind ? "record kind" : key == .type ? "touch type" : "touch phase"
            throw JSONScanError(offset: start, message: "unknown \(what) \"\(value)\" (expected \(expected))")
        }
    }

    private mutating func scanNumber(_ key: NativeRecordKey) throws(JSONScanError) -> Double {
        try checkNumberStart(key)
        let (number, end) = try JSONNumberScanner.scan(bytes, from: index)
        index = end
        return number.value
    }

    private mutating func scanInteger(_ key: NativeRecordKey) throws(JSONScanError) -> Int {
        try checkNumberStart(key)
        let start = index
        let (number, end) = try JSONNumberScanner.scan(bytes, from: index)
        guard let integer = number.integer else {
            throw JSONScanError(offset: start, message: "field \"\(key.text)\" must be a whole number")
        }
        index = end
        return integer
    }

    private func checkNumberStart(_ key: NativeRecordKey) throws(JSONScanError) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") {
            throw JSONScanError(offset: index, message: "field \"\(key.text)\" must be a number")
        }
    }

    private mutating func scanRange(_ key: NativeRecordKey) throws(JSONScanError) -> Range<Int> {
        guard bytes[index] == UInt8(ascii: "[") else {
            throw JSONScanError(offset: index, message: "field \"\(key.text)\" must be an array [first, end]")
        }
        let start = index
        index += 1
        skipWhitespace()
        guard index < bytes.count else { throw cutOff() }
        let lower = try scanInteger(key)
        skipWhitespace()
        guard index < bytes.count else { throw cutOff() }
        guard bytes[index] == UInt8(ascii: ",") else {
            throw JSONScanError(offset: index, message: "field \"\(key.text)\" must be an array of two whole numbers [first, end]")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count else { throw cutOff() }
        let upper = try scanInteger(key)
        skipWhitespace()
        guard index < bytes.count else { throw cutOff() }
        guard bytes[index] == UInt8(ascii: "]") else {
            throw JSONScanError(offset: index, message: "field \"\(key.text)\" must be an array of two whole numbers [first, end]")
        }
        index += 1
        guard lower >= 0 && lower <= upper else {
            throw JSONScanError(offset: start, message: "field \"\(key.text)\" must be a range [first, end] with 0 ≤ first ≤ end, not [\(lower), \(upper)]")
        }
        return lower..<upper
    }
}
