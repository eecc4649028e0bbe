import Foundation

/// Reads and writes on one non-blocking socket, each call bounded in time: it waits (`poll`) for
/// the socket at most until the earlier of an absolute deadline and an idle limit (no byte moved
/// for that long). The recorder's gate uses it for clients and for the HTTP server behind it.
struct TimedSocket {
    /// Why a transfer stopped early.
    enum Stop: Error {
        /// The deadline or the idle limit passed.
        case timedOut
        /// The peer closed the connection (or reset it).
        case closed
    }

    let descriptor: Int32

    /// Makes `descriptor` non-blocking and close-on-exec.
    init(adopting descriptor: Int32) {
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    /// Reads at most `count` bytes onto the end of `buffer`; returns how many (0 at the end of
    /// the stream). Waits at most `idle` seconds and never past `deadline` (monotonic ns).
    func read(into buffer: inout [UInt8], atMost count: Int, idle: Double, deadline: UInt64) throws(Stop) -> Int {
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: count))
        while true {
            let result = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + start, count) }
            if result >= 0 {
                buffer.removeLast(count - result)
                return result
            }
            let code = errno
            if code == EINTR { continue }
            guard code == EAGAIN || code == EWOULDBLOCK else {
                buffer.removeLast(count)
                throw .closed
            }
            do {
                try wait(for: Int16(POLLIN), idle: idle, deadline: deadline)
            } catch {
                buffer.removeLast(count)
                throw error
            }
        }
    }

    /// Writes all of `bytes`, waiting at most `idle` seconds for each part and never past
    /// `deadline`.
    func write(_ bytes: some Collection<UInt8>, idle: Double, deadline: UInt64) throws(Stop) {
        let array = Array(bytes)
        var written = 0
        while written < array.count {
            let result = array.withUnsafeBytes { send(descriptor, $0.baseAddress! + written, $0.count - written, Int32(MSG_NOSIGNAL)) }
            if result > 0 {
                written += result
                continue
            }
            let code = errno
            if result < 0, code == EINTR { continue }
            guard result < 0, code == EAGAIN || code == EWOULDBLOCK else { throw .closed }
            try wait(for: Int16(POLLOUT), idle: idle, deadline: deadline)
        }
    }

    /// Sends what fits at once without waiting (for a refusal to a connection the gate has no
    /// room for).
    func writeWithoutWaiting(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
    }

    /// Ends the connection politely and closes it (`finish`, then `close`).
    func close(lingering seconds: Double, limit: Int) {
        finish(lingering: seconds, limit: limit)
        close()
    }

    /// Ends the connection politely without closing the descriptor: stops sending, then reads
    /// and drops what the peer still sends for up to `seconds` (at most `limit` bytes), so that
    /// the peer reads the response before the connection is reset.
    func finish(lingering seconds: Double, limit: Int) {
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = TimedSocket.now() + UInt64(seconds * 1e9)
        var drained = 0
        var scratch: [UInt8] = []
        while drained < limit {
            scratch.removeAll(keepingCapacity: true)
            guard let count = try? read(into: &scratch, atMost: 16_384, idle: seconds, deadline: deadline), count > 0 else { break }
            drained += count
        }
    }

    /// Closes at once.
    func close() {
        Foundation.close(descriptor)
    }

    private func wait(for events: Int16, idle: Double, deadline: UInt64) throws(Stop) {
        let now = Self.now()
        let end = min(deadline, now &+ UInt64(max(0, idle) * 1e9))
        guard now < end else { throw .timedOut }
        var watched = pollfd(fd: descriptor, events: events, revents: 0)
        let milliseconds = Int32(min((end - now + 999_999) / 1_000_000, 60_000))
        let ready = poll(&watched, 1, milliseconds)
        if ready == 0 {
            if Self.now() >= end { throw .timedOut }
            return
        }
        if ready > 0, watched.revents & Int16(POLLNVAL) != 0 { throw .closed }
    }

    /// The monotonic clock, nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
