import Foundation

/// InkBench's echo child (`inkbench external-echo`): answers every request line with `{}` — the
/// hello of protocol version 2 with `{"version":2}` — and exits at the end of its input. Its round trip is the protocol's own cost — two pipe writes,
/// two reads and the scheduling between the processes — which a run subtracts from an external
/// pipeline's measured round trips.
public enum ExternalEcho {
    /// Serves standard input and output until standard input ends; returns the exit status
    /// (0, or 1 when a read or write failed).
    package static func serve() -> Int32 {
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        var replies: [UInt8] = []
        let hello = PipelineHello.request
        // The current line's first bytes, as far as they match the hello.
        var matched = 0
        while true {
            let count = read(STDIN_FILENO, chunk.baseAddress, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? 0 : 1 }
            replies.removeAll(keepingCapacity: true)
            for byte in UnsafeRawBufferPointer(rebasing: chunk[..<count]) {
                guard byte == 0x0A else {
                    matched = matched >= 0 && matched < hello.count && hello[matched] == byte ? matched + 1 : -1
                    continue
                }
                replies.append(contentsOf: matched == hello.count ? helloReply : emptyReply)
                matched = 0
            }
            guard write(all: replies) else { return 1 }
        }
    }

    private static let emptyReply = Array("{}\n".utf8)
    private static let helloReply = Array("{\"version\":\(PipelineProtocol.version)}\n".utf8)

    private static func write(all bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// The hidden subcommand of `inkbench` that runs `serve()`.
    public static let subcommand = "external-echo"

    /// The echo child to start: the running `inkbench` when this is it, else an `inkbench` in the
    /// running program's folder (a test runner built beside it); nil when there is none.
    package static func defaultCommand() -> ExternalCommand? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let candidate = (executable as NSString).lastPathComponent == "inkbench"
            ? executable : ((executable as NSString).deletingLastPathComponent as NSString).appendingPathComponent("inkbench")
        guard FileManager.default.isExecutableFile(atPath: candidate) else { return nil }
        return try? ExternalCommand(arguments: [candidate, subcommand])
    }
}
