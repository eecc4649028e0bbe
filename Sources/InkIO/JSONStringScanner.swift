/// Finds and decodes JSON strings in UTF-8 bytes (shared by the tree parser and the native
/// record scanner).
package enum JSONStringScanner {
    /// Scans the string whose opening quote is at `start`; returns the byte range of its contents
    /// (between the quotes) and whether it contains escapes. Control characters are rejected.
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(JSONScanError) -> (contents: Range<Int>, hasEscapes: Bool) {
        var index = start + 1
        var hasEscapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return (start + 1..<index, hasEscapes) }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 2
                continue
            }
            if byte < 0x20 {
                throw JSONScanError(offset: index, message: "control character inside a string (write it as an escape)")
            }
            index += 1
        }
        throw JSONScanError(offset: start, message: "the text ends inside a string", isTruncation: true)
    }

    /// The text of the string contents `range`, with escapes resolved.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, hasEscapes: Bool) throws(JSONScanError) -> String {
        let contents = UnsafeBufferPointer(rebasing: bytes[range])
        guard hasEscapes else { return String(decoding: contents, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = range.lowerBound
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            flush()
            guard index + 1 < range.upperBound else {
                throw JSONScanError(offset: index, message: "invalid escape at the end of a string")
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hexQuad(bytes, at: index, end: range.upperBound)
                index += 4
                if code >= 0xD800 && code < 0xDC00 {
                    guard index + 6 <= range.upperBound, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw JSONScanError(offset: index, message: "unpaired surrogate in a \\u escape")
                    }
                    let low = try hexQuad(bytes, at: index + 2, end: range.upperBound)
                    guard low >= 0xDC00 && low < 0xE000 else {
                        throw JSONScanError(offset: index, message: "unpaired surrogate in a \\u escape")
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw JSONScanError(offset: index, message: "invalid \\u escape")
                }
                scalars.append(scalar)
            default:
                throw JSONScanError(offset: index - 2, message: "invalid escape in a string")
            }
        }
        flush()
        return String(scalars)
    }

    private static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) throws(JSONScanError) -> UInt32 {
        guard start + 4 <= end else { throw JSONScanError(offset: start, message: "incomplete \\u escape") }
        var value: UInt32 = 0
        for index in start..<start + 4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONScanError(offset: index, message: "invalid hex digit in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
