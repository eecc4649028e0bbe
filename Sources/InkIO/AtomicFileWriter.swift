import Foundation

/// Writes a file so that anyone reading the path sees either its previous content or the complete
/// new one, never a partial file: bytes go to a temporary file in the same folder
/// (`.NAME.inkbench-tmp-PID-N`, NAME cut to 200 bytes), which `commit()` flushes to disk and renames over the
/// destination. `discard()` (also run on deinit and by `write(to:…)` on failure) removes the
/// temporary file. Temporary files are listed in `TemporaryFileRegistry` while they exist, so an
/// interrupted command can remove them. A reference type because it owns an open file.
public final class AtomicFileWriter: ByteOutput {
    /// The destination, as given.
    public let path: String
    /// The temporary file being written.
    package let temporaryPath: String
    private var state: State

    private enum State {
        /// The temporary file is open for writing.
        case writing(descriptor: Int32)
        /// Flushed and closed, waiting to be renamed.
        case closed
        /// Renamed over the destination or removed.
        case settled
    }

    /// Creates the temporary file beside `path`.
    public init(path: String) throws(FileWriteError) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else {
            throw FileWriteError(path: path, message: "not a file name")
        }
        let processID = ProcessInfo.processInfo.processIdentifier
        let stem = Self.temporaryStem(name)
        var attempt = 0
        while true {
            let candidate = "\(folder).\(stem).inkbench-tmp-\(processID)-\(attempt)"
            let (opened, code) = try TemporaryFileRegistry.update { () throws(FileWriteError) in
                let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                return ((opened, errno), opened >= 0 ? candidate : nil, [])
            }
            if opened >= 0 {
                state = .writing(descriptor: opened)
                temporaryPath = candidate
                return
            }
            guard code == EEXIST && attempt < 1000 else {
                throw FileWriteError(path: path, message: "cannot create a file in its folder: \(Self.reason(code))")
            }
            attempt += 1
        }
    }

    deinit {
        discard()
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileWriteError) {
        guard case .writing(let descriptor) = state else {
            throw FileWriteError(path: path, message: "write after the file was committed or discarded")
        }
        guard var address = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Foundation.write(descriptor, address, remaining)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                throw FileWriteError(path: path, message: "cannot write: \(Self.reason(code))")
            }
            remaining -= written
            address += written
        }
    }

    /// Flushes the temporary file to disk, closes it and renames it over the destination.
    package func commit() throws(FileWriteError) {
        try Self.commit([self])
    }

    /// Commits several writers as one step: flushes and closes every temporary file, then renames
    /// them all while holding `TemporaryFileRegistry`'s lock, so an interruption (which takes the
    /// lock before removing temporary files) leaves either every destination replaced or none.
    /// On a failure every writer not yet renamed is discarded.
    package static func commit(_ writers: [AtomicFileWriter]) throws(FileWriteError) {
        do throws(FileWriteError) {
            for writer in writers where !writer.isFinished { try writer.flushAndClose() }
        } catch {
            for writer in writers { writer.discard() }
            throw error
        }
        let failure = try TemporaryFileRegistry.update { () throws(FileWriteError) in
            var settled: [String] = []
            var failure: FileWriteError?
            for writer in writers {
                if failure == nil && rename(writer.temporaryPath, writer.path) != 0 {
                    failure = FileWriteError(path: writer.path, message: "cannot move the new file into place: \(reason(errno))")
                }
                if failure != nil { unlink(writer.temporaryPath) }
                writer.state = .settled
                settled.append(writer.temporaryPath)
            }
            return (failure, nil, settled)
        }
        if let failure { throw failure }
    }

    /// Flushes the temporary file to disk and closes it, leaving it to be renamed by a later
    /// `commit` (so a command can keep many complete files waiting without keeping them open).
    public func finish() throws(FileWriteError) {
        try flushAndClose()
    }

    /// Whether the temporary file is complete and closed, waiting to be renamed.
    private var isFinished: Bool {
        if case .closed = state { return true }
        return false
    }

    /// Flushes the temporary file to disk and closes it (the first half of a commit).
    private func flushAndClose() throws(FileWriteError) {
        guard case .writing(let descriptor) = state else {
            throw FileWriteError(path: path, message: "commit after the file was committed or discarded")
        }
        if fsync(descriptor) != 0 {
            throw FileWriteError(path: path, message: "cannot flush to disk: \(Self.reason(errno))")
        }
        state = .closed
        if close(descriptor) != 0 {
            throw FileWriteError(path: path, message: "cannot close: \(Self.reason(errno))")
        }
    }

    /// Closes and removes the temporary file, leaving the destination as it was. Does nothing
    /// after `commit()`.
    package func discard() {
        switch state {
        case .settled: return
        case .writing(let descriptor): close(descriptor)
        case .closed: break
        }
        state = .settled
        let temporary = temporaryPath
        try? TemporaryFileRegistry.update { () throws(FileWriteError) in
            unlink(temporary)
            return ((), nil, [temporary])
        }
    }

    /// Writes the file with `body`, then commits; if `body` throws, discards and rethrows.
    /// `mapError` turns the writer's own failures into the caller's error type.
    public static func write<Failure: Error>(
        to path: String,
        mapError: (FileWriteError) -> Failure,
        _ body: (AtomicFileWriter) throws(Failure) -> Void
    ) throws(Failure) {
        let writer: AtomicFileWriter
        do throws(FileWriteError) {
            writer = try AtomicFileWriter(path: path)
        } catch {
            throw mapError(error)
        }
        do throws(Failure) {
            try body(writer)
        } catch {
            writer.discard()
            throw error
        }
        do throws(FileWriteError) {
            try writer.commit()
        } catch {
            throw mapError(error)
        }
    }

    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        try write(to: path, mapError: { $0 }) { writer throws(FileWriteError) in
            try writer.write(bytes)
        }
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Most bytes of the destination's name kept in the temporary file's name, so that a name
    /// near the 255-byte limit still has a temporary file (`.NAME.inkbench-tmp-PID-N` adds up to
    /// 36 bytes).
    package static let temporaryStemBytes = 200

    /// `name`, cut at a character boundary to at most `temporaryStemBytes` bytes.
    package static func temporaryStem(_ name: String) -> String {
        guard name.utf8.count > temporaryStemBytes else { return name }
        var stem = ""
        for character in name {
            if stem.utf8.count + character.utf8.count > temporaryStemBytes { break }
            stem.append(character)
        }
        return stem
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
