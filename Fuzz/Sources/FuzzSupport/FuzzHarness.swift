import CLibFuzzer
import Foundation

/// What every fuzz target shares: starting libFuzzer, and the rule that a reader's thrown error is
/// a fine outcome only when its message is one non-empty line.
///
/// SwiftPM links a Swift executable with its `main` renamed to the module's entry point, so
/// libFuzzer's own `main` cannot be used; instead each target's top-level code calls `run`, which
/// hands the command line to `LLVMFuzzerRunDriver`.
public enum FuzzHarness {
    /// libFuzzer's per-input callback: the input's bytes and their count.
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer with this process's arguments and exits with its status.
    public static func run(_ callback: Callback) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }

    /// Copies the input to an array and calls `read`; a thrown error passes when its description
    /// is one non-empty line and traps otherwise, so that libFuzzer records the input as a crash.
    /// Returns libFuzzer's "keep going" status (0).
    public static func check(_ data: UnsafePointer<UInt8>?, _ size: Int, _ read: ([UInt8]) throws -> Void) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        do {
            try read(bytes)
        } catch {
            let message = String(describing: error)
            if message.isEmpty || message.contains(where: \.isNewline) {
                fatalError("the error message is not one line: \(message.debugDescription)")
            }
        }
        return 0
    }

    /// The input as text, as the command line or a text file would hand it over (invalid UTF-8
    /// repaired).
    public static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
