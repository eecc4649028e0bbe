import Foundation

/// Reads whole files for the formats that are parsed in one piece (Inkable, evemu, MyPaint) and
/// for the documents other modules load (configurations, reports), within `InputLimits`.
public enum FileBytes {
    /// Every byte of the file at `path`; refuses a file larger than `limits.maxFileBytes` (by
    /// its size before reading, and by the bytes read, for pipes and growing files), and a pipe
    /// or FIFO that sends nothing for `limits.maxReadWaitSeconds` (`ReadableFile`).
    public static func read(_ path: String, limits: InputLimits = .current) throws(TraceFileError) -> [UInt8] {
        let file = try ReadableFile(path: path, limits: limits)
        defer { close(file.descriptor) }
        let tooLarge = TraceFileError(file: path, message: "the file is larger than \(limits.exceeded(.fileBytes))")
        if file.size > limits.maxFileBytes { throw tooLarge }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = try file.read(into: &chunk, at: 0, count: chunk.count)
            if got == 0 { return bytes }
            if bytes.count + got > limits.maxFileBytes { throw tooLarge }
            bytes.append(contentsOf: chunk[0..<got])
        }
    }

    /// Refuses the file at `path` when it is larger than `limits.maxFileBytes`, for loaders
    /// that read files themselves (calibration files). A path that cannot be examined passes:
    /// the loader reports it.
    package static func checkSize(_ path: String, limits: InputLimits = .current) throws(TraceFileError) {
        var status = stat()
        if stat(path, &status) == 0 && Int(status.st_size) > limits.maxFileBytes {
            throw TraceFileError(file: path, message: "the file is larger than \(limits.exceeded(.fileBytes))")
        }
    }

    /// Up to `count` bytes from the start of the regular file at `path`, for telling its format
    /// by its content; nil when it cannot be opened or is not a regular file.
    public static func head(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        guard got >= 0 else { return nil }
        return Array(bytes[0..<got])
    }

    /// The 1-based line holding byte `offset` of `bytes`.
    package static func lineNumber(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for index in 0..<min(max(offset, 0), bytes.count) where bytes[index] == 0x0A { line += 1 }
        return line
    }

    /// The last component of `path`, for a trace's provenance (no folders, so no machine paths).
    package static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
