import FuzzSupport
import InkRecord

// One request as `inkbench record`'s server receives it: the head is found in the bytes as the
// server finds it, parsed (`RecorderRequestHead`, 16 KiB at most) and checked (`RecorderAccess`:
// token, Host, Origin, route, upload size). The outcome is a route or a refusal whose message is
// one line and whose response is a complete HTTP/1.1 answer with the body it declares.
let access = RecorderAccess(token: "00112233445566778899aabbccddeeff", maximumUploadBytes: 1 << 20, hostNames: ["studio", "studio.local"])

FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        let head = RecorderHeadScan.head(in: bytes) ?? bytes[...]
        do throws(RecorderRefusal) {
            let parsed = try RecorderRequestHead(parsing: head, maximumBytes: 16 << 10)
            _ = try access.route(parsed)
        } catch {
            let response = String(decoding: error.response, as: UTF8.self)
            guard let split = response.range(of: "\r\n\r\n"), response.hasPrefix("HTTP/1.1 \(error.status.code) ") else {
                fatalError("a malformed response: \(response.debugDescription)")
            }
            let declared = response[..<split.lowerBound].split(separator: "\r\n").first { $0.hasPrefix("Content-Length: ") }
            guard declared == "Content-Length: \(response[split.upperBound...].utf8.count)" else {
                fatalError("the response's length is not its body's: \(response.debugDescription)")
            }
            throw error
        }
    }
}
