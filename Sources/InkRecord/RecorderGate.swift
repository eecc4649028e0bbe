import Foundation
import Synchronization

/// The recorder's HTTP/1.1 server, built so that it is safe to leave running on a network:
///
/// - it serves at most `RecorderLimits.maximumConnections` requests at once; a connection still
///   sending its head (or being closed) holds a thread and one descriptor but may be evicted:
///   when every slot is taken, a new connection closes the oldest such one, so slow or idle
///   clients cannot keep others out (at most twice the slots are open; beyond, 503);
/// - it reads each request head within `headSeconds` and `maximumHeadBytes` (408, 431) before
///   parsing it (`RecorderRequestHead`, linear in its length), and checks token, `Host`,
///   `Origin`, route and upload size (`RecorderAccess`) before reading exactly the declared body;
/// - it keeps accepting through `EMFILE`: a reserved descriptor is let go to accept and answer
///   the waiting connection (503), then taken back, and the listener carries on once
///   descriptors free.
///
/// Every connection carries one request and is closed after its answer. (FlyingFox, the HTTP
/// library the recorder used before, parses a head in time quadratic in a header line's length,
/// without a bound, keeps any number of connections, and ends its listener when `accept` fails.)
final class RecorderGate: Sendable {
    let limits: RecorderLimits
    let access: RecorderAccess
    /// Makes the response to an upload's body (a saved recording, or a refusal).
    let upload: @Sendable ([UInt8]) -> [UInt8]
    /// The most requests answered at once, and connections open without eviction (the limit,
    /// lowered to what the descriptors allow).
    let connectionSlots: Int
    private let listener: Int32
    let state = Mutex(State())

    struct State {
        /// Open connections by number.
        var connections: [Int: Connection] = [:]
        var nextNumber = 0
        /// Connections whose request is being answered.
        var serving = 0
        var stopping = false
        var reserve: Int32 = -1
        var counts = RecorderCounts()
    }

    /// An open connection: its socket (valid while listed: the connection's thread removes it
    /// from the table, under the lock, before closing it), when it started, and whether it may
    /// be evicted (while its head is read and while it is closed).
    struct Connection {
        var socket: Int32
        var started: UInt64
        var evictable: Bool
    }

    /// Binds `bindAddress`:`port` (IPv4) and listens; fails with one line when it cannot.
    /// `upload` answers a checked upload's body.
    init(bindAddress: String, port: UInt16, limits: RecorderLimits, access: RecorderAccess, upload: @escaping @Sendable ([UInt8]) -> [UInt8]) throws {
        self.limits = limits
        self.access = access
        self.upload = upload
        connectionSlots = Self.slots(for: limits.maximumConnections)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, bindAddress, &address.sin_addr) == 1 else {
            throw RecorderError("--bind \(bindAddress): not an IPv4 address")
        }
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw RecorderError("cannot make a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 128) == 0 else {
            let code = errno
            close(socket)
            let reason = code == EADDRINUSE ? "the port is in use (another recorder?); choose another with --port" : String(cString: strerror(code))
            throw RecorderError("cannot listen on \(bindAddress):\(port): \(reason)")
        }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        listener = socket
        state.withLock { $0.reserve = Self.openReserve() }
    }

    /// The port the gate listens on.
    var port: UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// What the gate has seen so far.
    var counts: RecorderCounts { state.withLock { $0.counts } }

    /// Starts accepting on a thread of its own.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "recorder-gate"
        thread.start()
    }

    /// Stops accepting (connections being served finish) and closes the listener.
    func stop() {
        state.withLock { $0.stopping = true }
    }

    private func acceptLoop() {
        while !state.withLock({ $0.stopping }) {
            var watched = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, 200) > 0 else { continue }
            let client = accept(listener, nil, nil)
            if client < 0 {
                switch errno {
                case EMFILE, ENFILE, ENOBUFS, ENOMEM: refuseForWantOfDescriptors()
                default: continue
                }
                continue
            }
            let socket = TimedSocket(adopting: client)
            guard let number = admit(client) else {
                socket.writeWithoutWaiting(RecorderRefusal(.busy, "the recorder is serving \(connectionSlots) requests; try again").response)
                socket.close(lingering: 0, limit: 0)
                continue
            }
            let thread = Thread { [self] in
                serve(socket, number: number)
                state.withLock { _ = $0.connections.removeValue(forKey: number) }
                socket.close()
            }
            thread.name = "recorder-connection"
            thread.start()
        }
        close(listener)
        state.withLock { state in
            if state.reserve >= 0 { close(state.reserve) }
            state.reserve = -1
        }
    }

    /// `accept` failed for want of descriptors: the waiting connection would make the listener
    /// report ready forever. Let the reserved descriptor go, accept the connection, answer it
    /// 503, take the reserve back, and pause a moment so descriptors can free.
    private func refuseForWantOfDescriptors() {
        state.withLock { state in
            state.counts.descriptorShortages += 1
            if state.reserve >= 0 { close(state.reserve) }
            state.reserve = -1
        }
        let client = accept(listener, nil, nil)
        if client >= 0 {
            let socket = TimedSocket(adopting: client)
            socket.writeWithoutWaiting(RecorderRefusal(.busy, "the recorder is out of file descriptors; try again").response)
            socket.close()
            state.withLock { $0.counts.connections += 1; $0.counts.busy += 1; $0.counts.refused += 1 }
        }
        state.withLock { $0.reserve = Self.openReserve() }
        usleep(50_000)
    }

    /// Lists a new connection and returns its number. When every slot is taken, the oldest
    /// evictable connection is evicted first (its socket is shut down, which ends its reads);
    /// when none is, the connection is admitted anyway up to twice the slots (it waits for a
    /// serving slot). Nil beyond that.
    private func admit(_ socket: Int32) -> Int? {
        state.withLock { state in
            state.counts.connections += 1
            if state.connections.count >= connectionSlots,
               let victim = state.connections.filter(\.value.evictable).min(by: { $0.value.started < $1.value.started }) {
                shutdown(victim.value.socket, Int32(SHUT_RDWR))
                state.connections[victim.key]?.evictable = false
                state.counts.evicted += 1
            }
            guard state.connections.count < 2 * connectionSlots else {
                state.counts.busy += 1
                state.counts.refused += 1
                return nil
            }
            let number = state.nextNumber
            state.nextNumber += 1
            state.connections[number] = Connection(socket: socket, started: TimedSocket.now(), evictable: true)
            return number
        }
    }

    /// Takes a serving slot for connection `number` (no longer evictable), waiting up to a
    /// second for one to free: false when every slot stayed busy (or the connection was evicted).
    func startServing(_ number: Int) -> Bool {
        let deadline = TimedSocket.now() &+ 1_000_000_000
        while true {
            let outcome: Bool? = state.withLock { state in
                guard state.connections[number]?.evictable == true else { return false }
                guard state.serving < connectionSlots else { return nil }
                state.serving += 1
                state.connections[number]?.evictable = false
                state.counts.served += 1
                return true
            }
            if let outcome { return outcome }
            guard TimedSocket.now() < deadline else { return false }
            usleep(5_000)
        }
    }

    /// Gives the serving slot back; the connection is evictable again while it closes.
    func finishServing(_ number: Int) {
        state.withLock { state in
            state.serving -= 1
            state.connections[number]?.evictable = true
        }
    }

    /// Counts a request the gate refused.
    func countRefusal(busy: Bool = false) {
        state.withLock { state in
            state.counts.refused += 1
            if busy { state.counts.busy += 1 }
        }
    }

    private static func openReserve() -> Int32 {
        open("/dev/null", O_RDONLY | O_CLOEXEC)
    }

    /// `limit` lowered so that the descriptors the server may hold — one per connection, at
    /// most twice the slots — fit the soft `RLIMIT_NOFILE` with 32 kept for everything else.
    static func slots(for limit: Int) -> Int {
        var descriptors = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &descriptors) == 0, descriptors.rlim_cur != rlim_t.max else { return max(1, limit) }
        let available = (Int(clamping: descriptors.rlim_cur) - 32) / 2
        return max(1, min(limit, available))
    }
}
