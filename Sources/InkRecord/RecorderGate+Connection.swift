import Foundation

extension RecorderGate {
    /// Serves connection `number`: reads its head, refuses it or answers it, and shuts it down
    /// (the caller closes it once it is out of the table).
    func serve(_ client: TimedSocket, number: Int) {
        let started = TimedSocket.now()
        var buffer: [UInt8] = []
        let head: RecorderRequestHead
        let route: RecorderAccess.Route
        let headEnd: RecorderHeadScan.End
        do throws(RecorderRefusal) {
            guard let end = try readHead(from: client, into: &buffer, deadline: started &+ UInt64(limits.headSeconds * 1e9)) else { return }
            headEnd = end
            head = try RecorderRequestHead(parsing: buffer[..<end.headBytes], maximumBytes: limits.maximumHeadBytes)
            route = try access.route(head)
        } catch {
            refuse(client, error)
            return
        }
        guard startServing(number) else {
            refuse(client, RecorderRefusal(.busy, "the recorder is serving \(connectionSlots) requests; try again"), busy: true)
            return
        }
        let answer = answer(route, body: buffer[headEnd.bodyStart...], from: client)
        finishServing(number)
        if let answer {
            try? client.write(answer, idle: limits.idleSeconds, deadline: TimedSocket.now() &+ UInt64(limits.idleSeconds * 1e9))
        }
        client.finish(lingering: 1, limit: 1 << 20)
    }

    /// Answers with `refusal` and ends the connection.
    private func refuse(_ client: TimedSocket, _ refusal: RecorderRefusal, busy: Bool = false) {
        countRefusal(busy: busy)
        try? client.write(refusal.response, idle: limits.idleSeconds, deadline: TimedSocket.now() &+ UInt64(limits.idleSeconds * 1e9))
        client.finish(lingering: 1, limit: 1 << 20)
    }

    /// Reads until the empty line that ends the head; nil when the client closed before sending
    /// anything. Throws 431 past the head limit and 408 past `deadline`.
    private func readHead(from client: TimedSocket, into buffer: inout [UInt8], deadline: UInt64) throws(RecorderRefusal) -> RecorderHeadScan.End? {
        var searched = 0
        while true {
            if let end = RecorderHeadScan.end(in: buffer, from: searched) { return end }
            searched = max(0, buffer.count - 3)
            guard buffer.count <= limits.maximumHeadBytes + 4 else {
                throw RecorderRefusal(.headTooLarge, "the request head is longer than \(limits.maximumHeadBytes) bytes")
            }
            let count: Int
            do throws(TimedSocket.Stop) {
                count = try client.read(into: &buffer, atMost: limits.maximumHeadBytes + 5 - buffer.count, idle: limits.headSeconds, deadline: deadline)
            } catch .timedOut {
                throw RecorderRefusal(.requestTimeout, "the request head did not arrive within \(RecorderRefusal.seconds(limits.headSeconds)) s")
            } catch {
                count = 0
            }
            if count == 0 {
                guard !buffer.isEmpty else { return nil }
                throw RecorderRefusal(.badRequest, "the connection closed inside the request head")
            }
        }
    }

    /// The response to a checked request: the page, or what the upload handler made of exactly
    /// the declared body, read from the client within `idleSeconds` of silence and the
    /// `minimumUploadBytesPerSecond` rate. Nil when the client went silent or away first.
    private func answer(_ route: RecorderAccess.Route, body early: ArraySlice<UInt8>, from client: TimedSocket) -> [UInt8]? {
        switch route {
        case .page(let method):
            return RecorderResponse.page(includingBody: method != "HEAD")
        case .upload(let length):
            let idle = limits.idleSeconds
            let deadline = TimedSocket.now() &+ UInt64((idle + Double(length) / limits.minimumUploadBytesPerSecond) * 1e9)
            var body = Array(early.prefix(length))
            body.reserveCapacity(length)
            while body.count < length {
                guard let count = try? client.read(into: &body, atMost: min(length - body.count, 1 << 16), idle: idle, deadline: deadline), count > 0 else {
                    return nil
                }
            }
            return upload(body)
        }
    }
}
