/// The head of one HTTP/1.x request (request line and header fields, without the blank line that
/// ends it), read by the recorder's gate before any HTTP library sees the request. The parser is
/// linear in the head's length and strict: anything an HTTP/1.1 server must refuse (RFC 9112),
/// or that would let two readers of the same bytes disagree (a repeated `Host` or
/// `Content-Length`, a field folded over lines, a control byte), is refused with its status.
public struct RecorderRequestHead: Hashable, Sendable {
    /// One header field: its name in lower case and its value without surrounding spaces.
    public struct Field: Hashable, Sendable {
        public var name: String
        public var value: String
    }

    /// `GET`, `POST`, …
    package var method: String
    /// The request target as sent: an absolute path with an optional query (`/TOKEN/recordings`).
    public var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    /// The header fields in order.
    public var fields: [Field]

    /// The most header fields a request may have.
    package static let maximumFields = 64
    /// The longest request target, bytes.
    package static let maximumTargetBytes = 2048
    /// Fields that may appear at most once (two of them could be read differently by two parsers).
    static let singleFields: Set<String> = ["host", "content-length", "content-type", "origin", "transfer-encoding", "sec-fetch-site"]

    /// The value of the field `name` (lower case), or nil.
    package func field(_ name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// The target's path: the target without its query.
    public var path: Substring {
        target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    /// Reads `bytes` (the head without its final empty line; lines end with CRLF or LF). At most
    /// `maximumBytes` bytes are accepted (431 beyond).
    public init(parsing bytes: some Collection<UInt8>, maximumBytes: Int) throws(RecorderRefusal) {
        guard bytes.count <= maximumBytes else {
            throw RecorderRefusal(.headTooLarge, "the request head is longer than \(maximumBytes) bytes")
        }
        var lines = Self.lines(Array(bytes))
        guard !lines.isEmpty else { throw RecorderRefusal(.badRequest, "an empty request") }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw RecorderRefusal(.badRequest, "the request line is not METHOD TARGET VERSION") }
        guard !parts[0].isEmpty, parts[0].count <= 16, parts[0].allSatisfy(Self.isTokenByte) else {
            throw RecorderRefusal(.badRequest, "the method is not a token")
        }
        guard parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw RecorderRefusal(.badRequest, "the request target is not an absolute path of visible characters")
        }
        guard parts[1].count <= Self.maximumTargetBytes else {
            throw RecorderRefusal(.uriTooLong, "the request target is longer than \(Self.maximumTargetBytes) bytes")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw RecorderRefusal(.versionNotSupported, "only HTTP/1.1 and HTTP/1.0 are served")
        }
        guard lines.count <= Self.maximumFields else {
            throw RecorderRefusal(.headTooLarge, "more than \(Self.maximumFields) header fields")
        }
        var fields: [Field] = []
        var seen: Set<String> = []
        for line in lines {
            let field = try Self.field(line)
            if Self.singleFields.contains(field.name) {
                guard seen.insert(field.name).inserted else { throw RecorderRefusal(.badRequest, "the header field '\(field.name)' is repeated") }
            }
            fields.append(field)
        }
        method = String(decoding: parts[0], as: UTF8.self)
        target = String(decoding: parts[1], as: UTF8.self)
        self.version = version
        self.fields = fields
    }

    /// The declared body length: 0 without `Content-Length`; refused when it is not a whole
    /// number of at most 18 digits or comes with `Transfer-Encoding`.
    package func contentLength() throws(RecorderRefusal) -> Int? {
        if field("transfer-encoding") != nil {
            throw RecorderRefusal(.notImplemented, "Transfer-Encoding is not accepted; send the body with a Content-Length")
        }
        guard let text = field("content-length") else { return nil }
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int(text) else {
            throw RecorderRefusal(.badRequest, "Content-Length is not a whole number")
        }
        return length
    }

    /// The lines of `bytes`, split at LF with a CR before it dropped; a CR anywhere else is
    /// refused when its line is read.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == 0x0A {
            let end = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
            lines.append(bytes[start..<end])
            start = index + 1
        }
        if start < bytes.endIndex {
            let end = bytes.last == 0x0D ? bytes.endIndex - 1 : bytes.endIndex
            lines.append(bytes[start..<end])
        }
        return lines
    }

    /// One `name: value` line.
    private static func field(_ line: ArraySlice<UInt8>) throws(RecorderRefusal) -> Field {
        guard let first = line.first, first != 0x20, first != 0x09 else {
            throw RecorderRefusal(.badRequest, line.isEmpty ? "an empty header line" : "a header field folded over lines")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw RecorderRefusal(.badRequest, "a header line without ':'") }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { throw RecorderRefusal(.badRequest, "a header field name that is not a token") }
        var value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == 0x09 || $0 >= 0x20 && $0 != 0x7F }) else {
            throw RecorderRefusal(.badRequest, "a header field value with a control character")
        }
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        return Field(name: String(decoding: name, as: UTF8.self).lowercased(), value: String(decoding: value, as: UTF8.self))
    }

    /// A byte of an HTTP token (RFC 9110 `tchar`).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: true  // ! # $ % & ' * + - . ^ _ ` | ~
        default: false
        }
    }
}
