import Foundation

/// Who may use the recorder, decided from a request's head alone:
///
/// - the path starts with the run's token (`/TOKEN/`), which only the printed URL carries, so a
///   page elsewhere cannot guess where to post;
/// - `Host` names this machine (an IP address, `localhost`, or the machine's own name): a page
///   reaching the recorder through a DNS name it controls (DNS rebinding) sends its own name;
/// - `Origin`, when sent, is the recorder's own (`http://` + `Host`), and `Sec-Fetch-Site`, when
///   sent, is `same-origin` or `none`: no cross-origin writes, whatever the content type;
/// - the routes are `GET /TOKEN/` (the page) and `POST /TOKEN/recordings` (an upload with a
///   `Content-Length` within the upload limit and a JSON content type).
public struct RecorderAccess: Sendable {
    /// The secret path segment, 32 lower-case hex digits.
    public let token: String
    /// The largest upload body, bytes.
    public let maximumUploadBytes: Int
    /// Host names (lower case) besides IP literals and `localhost` that reach this machine.
    public let hostNames: Set<String>

    /// What a request passed on to the HTTP server asks for.
    public enum Route: Hashable, Sendable {
        /// `GET /` (or `HEAD /`): the recorder page.
        case page(method: String)
        /// `POST /recordings` with a body of this many bytes.
        case upload(bytes: Int)
    }

    public init(token: String, maximumUploadBytes: Int, hostNames: Set<String> = RecorderAccess.machineNames()) {
        self.token = token
        self.maximumUploadBytes = maximumUploadBytes
        self.hostNames = hostNames
    }

    /// A fresh token: 128 bits from the system's random source (not the benchmark's seeded
    /// generator: it must not be predictable).
    package static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// This machine's names as a browser on the network may write them: its host name, and the
    /// same with `.local` (mDNS).
    public static func machineNames() -> Set<String> {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return [] }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
        guard !name.isEmpty else { return [] }
        let short = name.split(separator: ".").first.map(String.init) ?? name
        return [name, short, short + ".local"]
    }

    /// The route `head` asks for, or the refusal to answer with.
    public func route(_ head: RecorderRequestHead) throws(RecorderRefusal) -> Route {
        guard let host = head.field("host") else { throw RecorderRefusal(.badRequest, "no Host header") }
        guard isThisMachine(host: host) else {
            throw RecorderRefusal(.forbidden, "the Host '\(host.prefix(80))' is not this recorder's address; open the URL inkbench record printed")
        }
        let segments = head.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard let first = segments.first, Self.sameSecret(first, token) else {
            throw RecorderRefusal(.forbidden, "the address lacks the recorder's token; open the URL inkbench record printed")
        }
        if let origin = head.field("origin"), origin.lowercased() != "http://" + host.lowercased() {
            throw RecorderRefusal(.forbidden, "requests from another origin (\(origin.prefix(80))) are refused")
        }
        if let site = head.field("sec-fetch-site"), !["same-origin", "none"].contains(site.lowercased()) {
            throw RecorderRefusal(.forbidden, "requests from another site (Sec-Fetch-Site: \(site.prefix(40))) are refused")
        }
        let rest = segments.count == 2 ? segments.last : nil
        let declared = try head.contentLength()
        switch rest {
        case "":
            guard head.method == "GET" || head.method == "HEAD" else { throw RecorderRefusal(.methodNotAllowed, "the page is read with GET") }
            guard (declared ?? 0) == 0 else { throw RecorderRefusal(.badRequest, "a GET request with a body") }
            return .page(method: head.method)
        case "recordings":
            guard head.method == "POST" else { throw RecorderRefusal(.methodNotAllowed, "recordings are sent with POST") }
            guard let declared else { throw RecorderRefusal(.lengthRequired, "an upload needs a Content-Length") }
            guard declared <= maximumUploadBytes else {
                throw RecorderRefusal(
                    .payloadTooLarge, "the recording is larger than the upload limit of \(maximumUploadBytes) bytes (inkbench record --max-upload-mb)"
                )
            }
            let type = head.field("content-type")?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
            guard type == "application/json" else { throw RecorderRefusal(.unsupportedMediaType, "a recording is sent as application/json") }
            return .upload(bytes: declared)
        default:
            throw RecorderRefusal(.notFound, "no such page")
        }
    }

    /// Whether `host` (a `Host` value: name or address, optional port) names this machine: an
    /// IPv4 or bracketed IPv6 literal, `localhost`, or one of `hostNames`.
    func isThisMachine(host: String) -> Bool {
        var name = Substring(host.lowercased())
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let literal = name[name.index(after: name.startIndex)..<close]
            let port = name[name.index(after: close)...]
            guard port.isEmpty || Self.isPort(port.dropFirst()) && port.first == ":" else { return false }
            var address = in6_addr()
            return inet_pton(AF_INET6, String(literal), &address) == 1
        }
        if let colon = name.firstIndex(of: ":") {
            guard Self.isPort(name[name.index(after: colon)...]) else { return false }
            name = name[..<colon]
        }
        var address = in_addr()
        return inet_pton(AF_INET, String(name), &address) == 1 || name == "localhost" || hostNames.contains(String(name))
    }

    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Compares in time independent of where the texts differ.
    private static func sameSecret(_ given: Substring, _ secret: String) -> Bool {
        let a = Array(given.utf8), b = Array(secret.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
