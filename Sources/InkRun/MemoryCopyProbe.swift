import Foundation
import InkPipeline

/// How fast this thread copies memory right now, as a witness of what other programs do to the
/// machine's memory: a full-canvas render's time is mostly memory traffic, and another program
/// streaming through memory slows it although no clock bills that program's time to the run
/// (docs/measured-costs.md). The rate is of the thread's CPU time, so preemption does not lower
/// it; contention for the shared cache and memory bandwidth does (about half, seen beside one
/// copying program per core).
package enum MemoryCopyProbe {
    /// Bytes of each copy: 64 MiB, above the last-level cache of the machines the tool runs on
    /// (32 MiB on the 2-core machines of the shipped calibration), so the copy goes to memory.
    static let copyBytes = 64 << 20

    /// Bytes copied per second of thread CPU time, the best of `trials` copies of
    /// `copyBytes` (first-touch page faults kept out: both buffers are written before the first);
    /// about 15 ms per trial on those machines. Each copy is checked by reading a byte of every
    /// page it wrote, so the copy cannot be left out (a copy into memory that is freed unread
    /// may be dropped by the optimizer). Nil when the buffers cannot be had, no CPU time passed
    /// or a copy came out wrong.
    package static func copyRate(trials: Int = 3) -> Double? {
        guard let source = malloc(copyBytes)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        defer { free(source) }
        guard let target = malloc(copyBytes)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        defer { free(target) }
        for index in 0..<copyBytes { source[index] = UInt8(truncatingIfNeeded: index &* 7 &+ index >> 12) }
        memset(target, 0, copyBytes)
        let page = 4096
        var best: UInt64 = .max
        for _ in 0..<max(1, trials) {
            let start = ThreadCPUClock.now()
            memcpy(target, source, copyBytes)
            best = min(best, ThreadCPUClock.now() &- start)
            for index in stride(from: 0, to: copyBytes, by: page) where target[index] != source[index] { return nil }
        }
        guard best > 0, best != .max else { return nil }
        return Double(copyBytes) / (Double(best) / 1e9)
    }
}
