/// A strict recursive-descent JSON parser over UTF-8 bytes producing `JSONValue`s. Used for the
/// native header line and Inkable files; the native record lines have their own faster scanner.
/// Nesting is limited (64 levels) so hostile input cannot exhaust the stack.
package struct JSONTreeParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private static let maximumDepth = 64

    /// Parses exactly one JSON value filling `bytes` (surrounding whitespace allowed).
    package static func parseDocument(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONScanError) -> JSONValue {
        var parser = JSONTreeParser(bytes: bytes, index: 0)
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw JSONScanError(offset: 0, message: "no JSON value", isTruncation: true)
        }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw JSONScanError(offset: parser.index, message: "unexpected text after the JSON value")
        }
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private func cutOff(_ what: String) -> JSONScanError {
        JSONScanError(offset: index, message: "the text ends inside \(what)", isTruncation: true)
    }

    private mutating func parseValue(depth: Int) throws(JSONScanError) -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw JSONScanError(offset: index, message: "JSON nested deeper than \(Self.maximumDepth) levels")
        }
        guard index < bytes.count else { throw cutOff("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        default:
            let start = index
            let (number, end) = try JSONNumberScanner.scan(bytes, from: index)
            index = end
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            return .number(text: text, value: number.value)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONScanError) {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { throw cutOff("a literal") }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] {
            throw JSONScanError(offset: index, message: "invalid literal (expected \(word))")
        }
        index += length
    }

    private mutating func parseObject(depth: Int) throws(JSONScanError) -> JSONValue {
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        guard index < bytes.count else { throw cutOff("an object") }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw cutOff("an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw JSONScanError(offset: index, message: "expected a quoted field name")
            }
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw JSONScanError(offset: index, message: "field \"\(key)\" appears twice")
            }
            skipWhitespace()
            guard index < bytes.count else { throw cutOff("an object") }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw JSONScanError(offset: index, message: "expected ':' after field name \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw cutOff("an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw JSONScanError(offset: index, message: "expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONScanError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        guard index < bytes.count else { throw cutOff("an array") }
        if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw cutOff("an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                throw JSONScanError(offset: index, message: "expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws(JSONScanError) -> String {
        let (range, hasEscapes) = try JSONStringScanner.scan(bytes, from: index)
        index = range.upperBound + 1
        return try JSONStringScanner.decode(bytes, range: range, hasEscapes: hasEscapes)
    }
}
