import InkRecord
import Testing

/// The gate's reading of a request head and its access rules, without a socket: each hostile
/// head of issue 30 and the ways two HTTP parsers could read one request differently.
@Suite struct RecorderRequestTests {
    static let token = "0123456789abcdef0123456789abcdef"
    static let access = RecorderAccess(token: token, maximumUploadBytes: 1000, hostNames: ["studio", "studio.local"])

    static func head(_ text: String, limit: Int = 16_384) throws(RecorderRefusal) -> RecorderRequestHead {
        try RecorderRequestHead(parsing: Array(text.utf8), maximumBytes: limit)
    }

    static func refusal(_ text: String) -> RecorderRefusal? {
        do {
            let parsed = try head(text)
            _ = try access.route(parsed)
            return nil
        } catch {
            return error
        }
    }

    @Test("a browser's upload is read: method, target, fields in lower case, values trimmed")
    func reads() throws {
        let parsed = try Self.head("POST /\(Self.token)/recordings?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Type:  application/json \r\nContent-Length: 12\r\nOrigin: http://127.0.0.1:8080\r\nSec-Fetch-Site: same-origin")
        #expect(parsed.method == "POST" && parsed.version == "HTTP/1.1" && parsed.path == "/\(Self.token)/recordings")
        #expect(parsed.field("content-type") == "application/json" && parsed.field("host") == "127.0.0.1:8080")
        #expect(try Self.access.route(parsed) == .upload(bytes: 12))
        #expect(try Self.access.route(try Self.head("GET /\(Self.token)/ HTTP/1.1\nHost: localhost:9000")) == .page(method: "GET"))
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1", 403, "the address lacks the recorder's token; open the URL inkbench record printed"),
        ("GET /0123456789abcdef0123456789abcdee/ HTTP/1.1\r\nHost: 127.0.0.1", 403, "the address lacks the recorder's token; open the URL inkbench record printed"),
        ("GET /\(token)/ HTTP/1.1\r\nHost: evil.example", 403, "the Host 'evil.example' is not this recorder's address; open the URL inkbench record printed"),
        ("GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1.evil.example:8080", 403, "the Host '127.0.0.1.evil.example:8080' is not this recorder's address; open the URL inkbench record printed"),
        ("GET /\(token)/ HTTP/1.1", 400, "no Host header"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: http://evil.example\r\nContent-Type: text/plain\r\nContent-Length: 2", 403,
         "requests from another origin (http://evil.example) are refused"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nSec-Fetch-Site: cross-site\r\nContent-Type: application/json\r\nContent-Length: 2", 403,
         "requests from another site (Sec-Fetch-Site: cross-site) are refused"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 2", 415, "a recording is sent as application/json"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json", 411, "an upload needs a Content-Length"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1001", 413,
         "the recording is larger than the upload limit of 1000 bytes (inkbench record --max-upload-mb)"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked", 501, "Transfer-Encoding is not accepted; send the body with a Content-Length"),
        ("PUT /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1", 405, "recordings are sent with POST"),
        ("POST /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1", 405, "the page is read with GET"),
        ("GET /\(token)/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1", 404, "no such page"),
        ("GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example", 400, "the header field 'host' is repeated"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 500", 400, "the header field 'content-length' is repeated"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: +5", 400, "Content-Length is not a whole number"),
        ("POST /\(token)/recordings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999999999999", 400, "Content-Length is not a whole number"),
        ("GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1\r\n folded", 400, "a header field folded over lines"),
        ("GET /\(token)/ HTTP/1.1\r\nHost : 127.0.0.1", 400, "a header field name that is not a token"),
        ("GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\u{0}b", 400, "a header field value with a control character"),
        ("GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\rb", 400, "a header field value with a control character"),
        ("GET /\(token)/ HTTP/2.0\r\nHost: 127.0.0.1", 505, "only HTTP/1.1 and HTTP/1.0 are served"),
        ("GET  /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1", 400, "the request line is not METHOD TARGET VERSION"),
        ("GET http://127.0.0.1/\(token)/ HTTP/1.1\r\nHost: 127.0.0.1", 400, "the request target is not an absolute path of visible characters"),
        ("", 400, "an empty request"),
    ])
    func refuses(head: String, status: Int, message: String) {
        let refusal = Self.refusal(head)
        #expect(refusal?.status.code == status && refusal?.message == message, "\(String(describing: refusal))")
    }

    @Test("Host may be an IP address, localhost or this machine's name, with or without a port")
    func hosts() throws {
        for host in ["127.0.0.1", "192.168.1.20:8080", "[::1]:8080", "[fe80::1]", "localhost", "LOCALHOST:1", "studio", "Studio.local:8080"] {
            #expect(Self.refusal("GET /\(Self.token)/ HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)") == nil, "\(host)")
        }
        for host in ["studio.evil.example", "[::1", "[::1]x", "127.0.0.1:http", "", "1.2.3.4:123456", "[evil]"] {
            #expect(Self.refusal("GET /\(Self.token)/ HTTP/1.1\r\nHost: \(host)")?.status.code == 403, "\(host)")
        }
    }

    @Test("heads beyond the limits: bytes, fields, target length")
    func limits() {
        #expect(throws: RecorderRefusal(.headTooLarge, "the request head is longer than 100 bytes")) {
            try Self.head("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 100), limit: 100)
        }
        let fields = (0..<65).map { "X\($0): 1" }.joined(separator: "\r\n")
        #expect(throws: RecorderRefusal(.headTooLarge, "more than 64 header fields")) { try Self.head("GET / HTTP/1.1\r\n" + fields) }
        let target = "/" + String(repeating: "a", count: 2048)
        #expect(throws: RecorderRefusal(.uriTooLong, "the request target is longer than 2048 bytes")) { try Self.head("GET \(target) HTTP/1.1") }
    }

    @Test("a refusal is one complete response that closes the connection and names no path")
    func response() {
        let text = String(decoding: RecorderRefusal(.insufficientStorage, "the recorder's disk is full;\nthe recording was not saved").response, as: UTF8.self)
        #expect(text == "HTTP/1.1 507 Insufficient Storage\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 57\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\nthe recorder's disk is full; the recording was not saved\n")
    }

    @Test("tokens are 32 hex digits and differ")
    func tokens() {
        let tokens = (0..<20).map { _ in RecorderAccess.newToken() }
        #expect(Set(tokens).count == 20)
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }
}
