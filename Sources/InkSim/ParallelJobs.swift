import Foundation
import Synchronization

/// Runs independent, deterministic pieces of work on up to `jobs` threads and returns their
/// results in input order, so what the results make (a report) does not depend on the number
/// of jobs. Used for modelled runs and predictor evaluations; measured runs stay serial
/// (`jobs: 1`) so they do not disturb each other's timings.
public struct ParallelJobs: Sendable {
    /// Threads used at most (1: everything on the calling thread, in order).
    public let jobs: Int

    /// `jobs` clamped to at least 1.
    public init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    /// The number of cores this process may use (the default of `--jobs`).
    public static var availableCores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `body(0) … body(count − 1)`, each once, in any order on up to `jobs` threads; the results
    /// in index order.
    public func map<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        guard count > 0 else { return [] }
        if jobs == 1 || count == 1 { return (0..<count).map(body) }
        let slots = ResultSlots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            while let index = slots.claim() { slots.store(body(index), at: index) }
        }
        return slots.results()
    }

    /// As the other `map`, for throwing work: every piece runs, then the first error (by
    /// index) is rethrown.
    package func throwingMap<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        try map(count) { index in Result { try body(index) } }.map { try $0.get() }
    }
}

/// The shared state of one `ParallelJobs.map`: the next index to hand out and the results,
/// behind a mutex.
private final class ResultSlots<Value: Sendable>: Sendable {
    private struct State {
        var next = 0
        var values: [Value?]
    }

    private let count: Int
    private let state: Mutex<State>

    init(count: Int) {
        self.count = count
        state = Mutex(State(values: Array(repeating: nil, count: count)))
    }

    func claim() -> Int? {
        state.withLock { state in
            guard state.next < count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    func store(_ value: Value, at index: Int) {
        state.withLock { $0.values[index] = value }
    }

    func results() -> [Value] {
        state.withLock { $0.values.compactMap { $0 } }
    }
}
