import InkModel

/// A request the recorder answers with an error status and one line of text, without passing it
/// on: a malformed or oversized head, a foreign `Host` or `Origin`, a missing token, an unknown
/// route, a full disk.
public struct RecorderRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The HTTP status and its reason phrase.
    public struct Status: Hashable, Sendable {
        public var code: Int
        package var phrase: String

        package static let badRequest = Status(code: 400, phrase: "Bad Request")
        package static let forbidden = Status(code: 403, phrase: "Forbidden")
        package static let notFound = Status(code: 404, phrase: "Not Found")
        package static let methodNotAllowed = Status(code: 405, phrase: "Method Not Allowed")
        package static let requestTimeout = Status(code: 408, phrase: "Request Timeout")
        package static let lengthRequired = Status(code: 411, phrase: "Length Required")
        package static let payloadTooLarge = Status(code: 413, phrase: "Content Too Large")
        package static let uriTooLong = Status(code: 414, phrase: "URI Too Long")
        package static let unsupportedMediaType = Status(code: 415, phrase: "Unsupported Media Type")
        package static let headTooLarge = Status(code: 431, phrase: "Request Header Fields Too Large")
        package static let internalError = Status(code: 500, phrase: "Internal Server Error")
        package static let notImplemented = Status(code: 501, phrase: "Not Implemented")
        public static let busy = Status(code: 503, phrase: "Service Unavailable")
        package static let versionNotSupported = Status(code: 505, phrase: "HTTP Version Not Supported")
        package static let insufficientStorage = Status(code: 507, phrase: "Insufficient Storage")
    }

    public var status: Status
    /// What is wrong, one line (no paths of this machine: it goes to the client).
    public var message: String

    public init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message.onOneLine
    }

    public var description: String { "\(status.code) \(status.phrase): \(message)" }

    /// `seconds` as messages write it: whole seconds without a fraction, else `%g`.
    static func seconds(_ seconds: Double) -> String {
        seconds.rounded() == seconds && abs(seconds) < 1e9 ? String(Int(seconds)) : "\(seconds)"
    }

    /// The whole response: status line, a plain-text body of the message, and `Connection: close`.
    public var response: [UInt8] {
        let body = Array((message + "\n").utf8)
        return RecorderResponse.head(status: "\(status.code) \(status.phrase)", type: "text/plain; charset=utf-8", length: body.count) + body
    }
}
