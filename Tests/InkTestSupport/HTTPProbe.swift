import Foundation

/// A plain TCP client for the recorder's tests: sends bytes exactly as given (no HTTP library
/// second-guessing them) and reads the answer with a time limit.
public enum HTTPProbe {
    /// An answer: its status (nil when the connection closed without one), body and how long it
    /// took, seconds.
    public struct Answer: Sendable {
        public var status: Int?
        public var body: String
        public var seconds: Double
    }

    /// Opens a connection to 127.0.0.1:`port`; -1 when it cannot.
    public static func connect(port: UInt16) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// Sends all of `bytes` (false when the peer closed first).
    @discardableResult
    public static func send(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads until the peer closes or `timeout` seconds pass.
    public static func receive(on descriptor: Int32, timeout: Double) -> [UInt8] {
        var received: [UInt8] = []
        let end = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date() < end {
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, Int32(max(1, end.timeIntervalSinceNow * 1000))) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return received
    }

    /// Sends `bytes` on a new connection and reads the whole answer (the recorder closes every
    /// connection after answering).
    public static func exchange(port: UInt16, _ bytes: [UInt8], timeout: Double = 20) -> Answer {
        let start = Date()
        let descriptor = connect(port: port)
        guard descriptor >= 0 else { return Answer(status: nil, body: "", seconds: 0) }
        defer { close(descriptor) }
        send(bytes, on: descriptor)
        return parse(receive(on: descriptor, timeout: timeout), seconds: Date().timeIntervalSince(start))
    }

    /// A request with `Host: 127.0.0.1:PORT` and the given extra header lines and body.
    public static func request(
        _ method: String, _ path: String, port: UInt16, headers: [String] = [], body: [UInt8] = []
    ) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        for header in headers { head += header + "\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        return Array((head + "\r\n").utf8) + body
    }

    /// The status and body of `bytes`, an HTTP/1.1 response.
    public static func parse(_ bytes: [UInt8], seconds: Double) -> Answer {
        let text = String(decoding: bytes, as: UTF8.self)
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return Answer(status: text.hasPrefix("HTTP/1.") ? status : nil, body: body, seconds: seconds)
    }

    /// The URL `inkbench record` printed in `output`: its port and token.
    public static func recorderAddress(in output: String) -> (port: UInt16, token: String)? {
        guard let range = output.range(of: #"http://127\.0\.0\.1:[0-9]+/[0-9a-f]{32}/"#, options: .regularExpression) else { return nil }
        let parts = output[range].dropFirst("http://127.0.0.1:".count).split(separator: "/")
        guard parts.count == 2, let port = UInt16(parts[0]) else { return nil }
        return (port, String(parts[1]))
    }
}
