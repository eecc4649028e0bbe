/// Appends JSON text to a byte buffer without building intermediate strings for the common
/// cases: ASCII keys, integers, finite doubles in their shortest round-trip form, escaped strings.
package struct JSONByteWriter {
    /// The text written so far, UTF-8.
    package var bytes: [UInt8] = []
    /// The name of the first non-finite number passed to `appendNumber`, if any; such numbers are
    /// written as `null` and the caller must refuse the output.
    package var firstNonFiniteField: StaticString?

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    @inline(__always)
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text built at run time (keys from a table), as it is: no escaping.
    package mutating func appendUnescaped(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    @inline(__always)
    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends a decimal integer.
    package mutating func appendInteger(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            appendUnsigned(value.magnitude)
        } else {
            appendUnsigned(UInt64(value))
        }
    }

    /// Appends a decimal unsigned integer (all 64 bits, exactly).
    package mutating func appendUnsigned(_ value: some UnsignedInteger & FixedWidthInteger) {
        var remaining = UInt64(value)
        if remaining < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(remaining))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            while remaining > 0 {
                digits[19 - count] = UInt8(ascii: "0") &+ UInt8(remaining % 10)
                remaining /= 10
                count += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    /// Appends a finite number in Swift's shortest round-trip form (valid JSON); a non-finite
    /// number is written as `null` and recorded in `firstNonFiniteField` under `field`.
    package mutating func appendNumber(_ value: Double, field: StaticString) {
        guard value.isFinite else {
            if firstNonFiniteField == nil { firstNonFiniteField = field }
            append("null")
            return
        }
        if let whole = Int(exactly: value), whole.magnitude < 1 << 53, value != 0 || value.sign == .plus {
            appendInteger(whole)
            append(".0")
            return
        }
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Appends `,"key":value` when `value` is present and nothing when it is nil; `field` names
    /// the value if it is not finite (default: the key).
    package mutating func appendMember(_ key: StaticString, optional value: Double?, field: StaticString? = nil) {
        guard let value else { return }
        append(",\"")
        append(key)
        append("\":")
        appendNumber(value, field: field ?? key)
    }

    /// Appends `text` as a quoted JSON string, escaping quotes, backslashes and control characters.
    package mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                append("\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
