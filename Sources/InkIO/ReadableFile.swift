import Foundation

/// A file opened for reading that never hangs: it is opened without blocking (`O_NONBLOCK`, so a
/// FIFO with no writer does not stop `open`), a folder is refused, and reading anything that is
/// not a regular file — a pipe, a FIFO, a terminal or other device — waits at most
/// `InputLimits.maxReadWaitSeconds` for each piece of data (10 s by default, an error after
/// that), so a FIFO nobody writes to is one line instead of a command that never returns.
package struct ReadableFile {
    /// The open descriptor (the caller closes it).
    package let descriptor: Int32
    /// The path, for messages.
    package let path: String
    /// Whether it is a regular file (read without waiting).
    package let isRegular: Bool
    /// The size of a regular file when opened, bytes.
    package let size: Int
    private let waitSeconds: Double
    /// A FIFO reads as ended until a writer opens it: the first read waits for one.
    private let isFIFO: Bool

    /// Opens `path`; one line when it cannot be opened or is a folder.
    package init(path: String, limits: InputLimits) throws(TraceFileError) {
        let opened = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard opened >= 0 else {
            throw TraceFileError(file: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(opened, &status) == 0 else {
            let code = errno
            close(opened)
            throw TraceFileError(file: path, message: "cannot read: \(String(cString: strerror(code)))")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            close(opened)
            throw TraceFileError(file: path, message: "is a folder, not a file")
        }
        descriptor = opened
        self.path = path
        isRegular = (status.st_mode & S_IFMT) == S_IFREG
        size = Int(status.st_size)
        waitSeconds = limits.maxReadWaitSeconds
        isFIFO = (status.st_mode & S_IFMT) == S_IFIFO
    }

    /// Reads up to `count` bytes into `buffer` from `offset` on (the buffer must hold them): how
    /// many (0 at the end). Waits for data only on a file that is not regular, at most the read
    /// wait.
    package func read(into buffer: inout [UInt8], at offset: Int, count: Int) throws(TraceFileError) -> Int {
        let outcome = buffer.withUnsafeMutableBytes { pointer in
            Result { () throws(TraceFileError) in try read(into: pointer.baseAddress! + offset, count: count) }
        }
        return try outcome.get()
    }

    /// Reads up to `count` bytes to `pointer`: how many (0 at the end). Waits for data only on a
    /// file that is not regular, at most the read wait (on a FIFO, which reads as ended while no
    /// writer has opened it, the wait comes before every read: it ends with data, or with the
    /// writer's end).
    package func read(into pointer: UnsafeMutableRawPointer, count: Int) throws(TraceFileError) -> Int {
        let deadline = Date().addingTimeInterval(waitSeconds)
        if isFIFO { try wait(until: deadline) }
        while true {
            let got = Foundation.read(descriptor, pointer, count)
            if got >= 0 { return got }
            let code = errno
            if code == EINTR { continue }
            guard code == EAGAIN || code == EWOULDBLOCK else {
                throw TraceFileError(file: path, message: "cannot read: \(String(cString: strerror(code)))")
            }
            try wait(until: deadline)
        }
    }

    /// Waits until the file has data or its writer's end (`poll`), at most until `deadline`.
    private func wait(until deadline: Date) throws(TraceFileError) {
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else {
                throw TraceFileError(
                    file: path,
                    message: "no data within \(ReadableFile.format(waitSeconds)) s (a pipe or FIFO nobody writes to?); raise the wait with \(InputLimits.Limit.readWait.environmentVariable)"
                )
            }
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&watched, 1, Int32(min(left * 1000 + 1, 60_000))) > 0 { return }
        }
    }

    /// Seconds as messages write them: `10`, `0.2`.
    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds && seconds < 1e15 ? String(Int64(seconds)) : String(format: "%g", seconds)
    }
}
