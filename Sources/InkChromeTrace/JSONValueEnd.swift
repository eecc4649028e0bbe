/// Finds where one JSON value ends in text that arrives in pieces, without parsing it: brackets
/// are matched (outside strings, minding escapes) and counted to a depth of 64. A string ends at
/// its closing quote, a number or literal at the first delimiter after it. Whether the value is
/// well-formed inside is left to the parser that reads it, or to nobody for a value skipped.
struct JSONValueEnd {
    static let maximumDepth = 64
    private enum Kind { case container, string, scalar }
    private var kind: Kind?
    /// The closing brackets expected, innermost last.
    private var closers: [UInt8] = []
    private var inString = false
    private var escaped = false

    /// Scans `bytes` from `start` (where the previous call stopped, or the value's first byte)
    /// to their end; returns the index just past the value when it ends within them, nil when
    /// more bytes are needed, and throws a message when the brackets do not match.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(JSONValueEnd.Problem) -> Int? {
        var index = start
        if kind == nil {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): kind = .container
            case UInt8(ascii: "\""): kind = .string; inString = true; index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
                throw Problem(offset: index, message: "a value is missing before '\(Character(Unicode.Scalar(bytes[index])))'")
            default: kind = .scalar
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if kind == .string { return index + 1 }
                }
                index += 1
                continue
            }
            switch kind {
            case .scalar:
                if Self.isDelimiter(byte) { return index }
            case .container:
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard closers.count < Self.maximumDepth else {
                        throw Problem(offset: index, message: "JSON nested deeper than \(Self.maximumDepth) levels")
                    }
                    closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard closers.last == byte else {
                        throw Problem(offset: index, message: "'\(Character(Unicode.Scalar(byte)))' closes nothing open here")
                    }
                    closers.removeLast()
                    if closers.isEmpty { return index + 1 }
                default: break
                }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Whether the text may end here: only a number or literal ends with the text.
    var mayEndWithText: Bool { kind == .scalar }

    /// A byte that ends a number or literal.
    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }

    /// Brackets that do not match, at `offset` of the bytes scanned.
    struct Problem: Error {
        var offset: Int
        var message: String
    }
}
