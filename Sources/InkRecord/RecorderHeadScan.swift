/// Where a request head ends in the bytes received so far: at the first empty line (`\r\n\r\n`,
/// or `\n\n`). The recorder's server resumes each search where the last one stopped, so finding
/// a head is linear in its length however it arrives.
public enum RecorderHeadScan {
    /// The end of a head: its length without the empty line, and where the body starts.
    public struct End: Hashable, Sendable {
        package var headBytes: Int
        package var bodyStart: Int
    }

    /// The first empty line at or after `start` of `bytes`, or nil.
    public static func end(in bytes: [UInt8], from start: Int) -> End? {
        var index = max(start, 0)
        while index < bytes.count {
            if bytes[index] == 0x0A {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return End(headBytes: index + 1, bodyStart: index + 2) }
                if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { return End(headBytes: index + 1, bodyStart: index + 3) }
            }
            index += 1
        }
        return nil
    }

    /// The head of `bytes` (without its empty line), or nil when no empty line ends one.
    public static func head(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        end(in: bytes, from: 0).map { bytes[..<$0.headBytes] }
    }
}
