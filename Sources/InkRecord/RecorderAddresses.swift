import Foundation

/// The addresses to print for the page: every IPv4 address of the machine's interfaces that are
/// up (loopback last) when the server listens on all of them, else the one it is bound to.
package enum RecorderAddresses {
    /// `http://ADDRESS:PORT/TOKEN/` for each address a browser can reach the server at.
    package static func urls(bindAddress: String, port: UInt16, token: String) -> [String] {
        let hosts = isEveryInterface(bindAddress) ? interfaceAddresses() : [bindAddress]
        return hosts.map { "http://\($0):\(port)/\(token)/" }
    }

    /// Whether `bindAddress` is the IPv4 wildcard (`INADDR_ANY`, which `--bind` opens only when
    /// the user asks for every interface): its page is then reachable at each interface's address.
    static func isEveryInterface(_ bindAddress: String) -> Bool {
        var address = in_addr()
        return inet_pton(AF_INET, bindAddress, &address) == 1 && address.s_addr == INADDR_ANY
    }

    /// Whether `bindAddress` keeps the recorder to this machine (an address of 127.0.0.0/8).
    package static func isLoopback(_ bindAddress: String) -> Bool {
        bindAddress.split(separator: ".").first == "127"
    }

    /// The IPv4 addresses of the interfaces that are up, others first, loopback last.
    static func interfaceAddresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return ["127.0.0.1"] }
        defer { freeifaddrs(first) }
        var outside: [String] = []
        var loopback: [String] = []
        var cursor = first
        while let entry = cursor?.pointee {
            defer { cursor = entry.ifa_next }
            guard let address = entry.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  entry.ifa_flags & UInt32(IFF_UP) != 0 else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let name: String? = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var bytes = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &bytes, &text, socklen_t(text.count)).map { String(cString: $0) }
            }
            guard let name, !outside.contains(name), !loopback.contains(name) else { continue }
            if entry.ifa_flags & UInt32(IFF_LOOPBACK) != 0 { loopback.append(name) } else { outside.append(name) }
        }
        return outside + loopback
    }
}
