import Foundation

/// Writes a file so that anyone reading the path sees either its previous content or the complete
/// new one, never a partial file: bytes go to a temporary file in the same folder
/// (`.NAME.inkbench-tmp-PID-N`), which `commit()` flushes to disk and renames over the
/// destination. `discard()` (also run on deinit and by `write(to:…)` on failure) removes the
/// temporary file. A reference type because it owns an open file.
public final class AtomicFileWriter: ByteOutput {
    /// The destination, as given.
    public let path: String
    /// The temporary file being written.
    public let temporaryPath: String
    private var descriptor: Int32

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
        var attempt = 0
        while true {
            let candidate = "\(folder).\(name).inkbench-tmp-\(processID)-\(attempt)"
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if opened >= 0 {
                descriptor = opened
                temporaryPath = candidate
                return
            }
            let code = errno
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
        guard descriptor >= 0 else {
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
    public func commit() throws(FileWriteError) {
        guard descriptor >= 0 else {
            throw FileWriteError(path: path, message: "commit after the file was committed or discarded")
        }
        if fsync(descriptor) != 0 {
            let code = errno
            discard()
            throw FileWriteError(path: path, message: "cannot flush to disk: \(Self.reason(code))")
        }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 {
            let code = errno
            unlink(temporaryPath)
            throw FileWriteError(path: path, message: "cannot close: \(Self.reason(code))")
        }
        if rename(temporaryPath, path) != 0 {
            let code = errno
            unlink(temporaryPath)
            throw FileWriteError(path: path, message: "cannot move the new file into place: \(Self.reason(code))")
        }
    }

    /// Closes and removes the temporary file, leaving the destination as it was. Does nothing
    /// after `commit()`.
    public func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporaryPath)
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

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
