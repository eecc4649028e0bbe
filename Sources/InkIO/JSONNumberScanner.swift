/// Scans JSON numbers from UTF-8 bytes and converts them to `Double` exactly (correctly
/// rounded, so the shortest round-trip text of a Double gives back the same bits).
///
/// Short numbers take Clinger's fast path (an exact integer mantissa times or divided by an exact
/// power of ten is one correctly rounded operation); the rest go through the standard library's
/// correctly rounded parser. JSON has no NaN or Infinity; numbers that overflow to infinity
/// (`1e999`) are rejected too.
package enum JSONNumberScanner {
    /// A scanned number: its value, and its integer value when the text is a whole number
    /// (no fraction, no exponent) that fits in `Int`.
    package struct Number {
        package var value: Double
        package var integer: Int?
    }

    /// Exact powers of ten representable in a Double: 1e0 … 1e22.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Scans the number starting at `start` and returns it with the offset just past its text.
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(JSONScanError) -> (number: Number, end: Int) {
        let count = bytes.count
        var index = start
        var negative = false
        if index < count && bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < count else {
            throw JSONScanError(offset: index, message: "the number is cut off", isTruncation: true)
        }
        let first = bytes[index]
        if first == UInt8(ascii: "N") || first == UInt8(ascii: "I") || first == UInt8(ascii: "n") || first == UInt8(ascii: "i") {
            throw JSONScanError(offset: start, message: "not a finite number: \(word(bytes, from: start)) (JSON has no NaN or Infinity)")
        }
        guard isDigit(first) else {
            throw JSONScanError(offset: index, message: "invalid number")
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var mantissaIsExact = true
        var decimalExponent = 0
        if first == UInt8(ascii: "0") {
            index += 1
            if index < count && isDigit(bytes[index]) {
                throw JSONScanError(offset: index, message: "invalid number: leading zero")
            }
        } else {
            while index < count && isDigit(bytes[index]) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                    significantDigits += 1
                } else {
                    decimalExponent += 1
                    if bytes[index] != UInt8(ascii: "0") { mantissaIsExact = false }
                }
                index += 1
            }
        }
        var isWhole = true
        if index < count && bytes[index] == UInt8(ascii: ".") {
            isWhole = false
            index += 1
            guard index < count else {
                throw JSONScanError(offset: index, message: "the number is cut off", isTruncation: true)
            }
            guard isDigit(bytes[index]) else {
                throw JSONScanError(offset: index, message: "invalid number: no digits after the decimal point")
            }
            while index < count && isDigit(bytes[index]) {
                let digit = bytes[index] &- UInt8(ascii: "0")
                if significantDigits < 19 {
                    if mantissa != 0 || digit != 0 { significantDigits += 1 }
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    decimalExponent -= 1
                } else if digit != 0 {
                    mantissaIsExact = false
                }
                index += 1
            }
        }
        if index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            isWhole = false
            index += 1
            var exponentNegative = false
            if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < count else {
                throw JSONScanError(offset: index, message: "the number is cut off", isTruncation: true)
            }
            guard isDigit(bytes[index]) else {
                throw JSONScanError(offset: index, message: "invalid number: no digits in the exponent")
            }
            var exponent = 0
            while index < count && isDigit(bytes[index]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            decimalExponent += exponentNegative ? -exponent : exponent
        }
        var value: Double
        if mantissaIsExact && mantissa <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
            value = Double(mantissa)
            if decimalExponent >= 0 {
                value *= exactPowersOfTen[decimalExponent]
            } else {
                value /= exactPowersOfTen[-decimalExponent]
            }
            if negative { value = -value }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let parsed = Double(text) else {
                throw JSONScanError(offset: start, message: "invalid number \(text)")
            }
            value = parsed
        }
        guard value.isFinite else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            throw JSONScanError(offset: start, message: "number \(text) overflows to infinity (only finite numbers are allowed)")
        }
        var integer: Int?
        if isWhole && mantissaIsExact && decimalExponent == 0 {
            if negative {
                if mantissa <= UInt64(Int.max) + 1 { integer = mantissa == UInt64(Int.max) + 1 ? Int.min : -Int(mantissa) }
            } else if mantissa <= UInt64(Int.max) {
                integer = Int(mantissa)
            }
        }
        return (Number(value: value, integer: integer), index)
    }

    @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The run of letters (and a leading sign) at `start`, for messages about NaN and Infinity.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
        var end = start
        if end < bytes.count && bytes[end] == UInt8(ascii: "-") { end += 1 }
        while end < bytes.count && end - start < 16 {
            let byte = bytes[end] | 0x20
            guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { break }
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
