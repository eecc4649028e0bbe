import InkModel

/// Where encoded bytes go: a file being written atomically, or memory. Writers buffer and hand
/// over large chunks, so a call per chunk is cheap.
public protocol ByteOutput: AnyObject {
    /// The destination as the caller named it, for messages.
    var path: String { get }
    /// Appends `bytes` to the output.
    func write(_ bytes: UnsafeRawBufferPointer) throws(FileWriteError)
}

extension ByteOutput {
    /// Appends all of `bytes` to the output.
    public func write(_ bytes: [UInt8]) throws(FileWriteError) {
        let outcome = bytes.withUnsafeBytes { buffer in
            Result { () throws(FileWriteError) in try write(buffer) }
        }
        try outcome.get()
    }

    /// Appends all of `bytes`, reporting a failed write as a `TraceFileError` naming the file.
    package func writeTrace(_ bytes: [UInt8]) throws(TraceFileError) {
        do throws(FileWriteError) {
            try write(bytes)
        } catch {
            throw TraceFileError(file: error.path, message: error.message)
        }
    }
}

/// A `ByteOutput` that keeps everything in memory (tests, encoding to a buffer).
public final class MemoryOutput: ByteOutput {
    public let path: String
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    public init(path: String = "<memory>") {
        self.path = path
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileWriteError) {
        self.bytes.append(contentsOf: bytes)
    }
}

/// A file could not be written: the path as given and the reason (usually the system's).
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String {
        "\(path): \(message)".onOneLine
    }
}
