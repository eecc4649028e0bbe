import Foundation

/// Runs blocking work — a `DevToolsBrowser` waits on its pipe — on a thread of its own and
/// awaits its result, so that it does not hold one of Swift concurrency's few shared threads
/// while a server in the same process (the recorder under test) needs them to answer.
public enum OwnThread {
    /// The value of `work`, run on a new thread.
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try work() })
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
    }
}
