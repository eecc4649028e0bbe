/// The recorder's answers as bytes on the wire: HTTP/1.1, one request per connection
/// (`Connection: close`), never cached.
enum RecorderResponse {
    /// The recorder page (`GET /TOKEN/`); its head alone for `HEAD`.
    static func page(includingBody: Bool) -> [UInt8] {
        let page = RecorderPage.html
        return head(status: "200 OK", type: "text/html; charset=utf-8", length: page.count) + (includingBody ? page : [])
    }

    /// 201 with the JSON of a saved recording.
    static func created(_ saved: SavedRecording) -> [UInt8] {
        let body = Array(saved.json.utf8)
        return head(status: "201 Created", type: "application/json", length: body.count) + body
    }

    static func head(status: String, type: String, length: Int) -> [UInt8] {
        Array(
            ("HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(length)\r\nCache-Control: no-store\r\n"
                + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n").utf8
        )
    }
}
