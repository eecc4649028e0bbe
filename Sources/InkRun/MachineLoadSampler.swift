import Foundation
import InkPipeline
import InkReport

/// Reads how busy the machine is when a measured run starts and again when it ends
/// (`RunReport.MachineLoadRecord`): the load averages (/proc/loadavg), every core's busy and steal
/// time (/proc/stat, in clock ticks) and this process's own CPU time and its reaped children's
/// (`getrusage`), so the run can say what share of the cores other programs used meanwhile. Where
/// the system has no /proc (macOS) `record()` is nil. With `probesMemory` it also times a memory
/// copy at both readings (`MemoryCopyProbe`), which other programs' memory traffic slows.
package struct MachineLoadSampler: Sendable {
    /// One reading.
    struct Reading: Sendable {
        var loadAverages: [Double]
        /// Busy (user, nice, system, irq, softirq) and steal time of all cores, seconds.
        var busySeconds: Double
        var stealSeconds: Double
        /// This process's CPU time and its reaped children's, seconds.
        var ownSeconds: Double
        /// Monotonic clock, seconds.
        var wallSeconds: Double
    }

    private let start: Reading?
    /// Bytes per second copied at the first reading; nil when not probed (or the probe failed:
    /// then the last reading does not probe either).
    private let startCopyRate: Double?

    /// Takes the first reading; with `probesMemory`, times a memory copy too (about 50 ms).
    package init(probesMemory: Bool = false) {
        startCopyRate = probesMemory ? MemoryCopyProbe.copyRate() : nil
        start = Self.read()
    }

    /// The load between the first reading and now; nil where the system does not say.
    package func record() -> RunReport.MachineLoadRecord? {
        guard let start, let end = Self.read() else { return nil }
        let endCopyRate = startCopyRate == nil ? nil : MemoryCopyProbe.copyRate()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let capacity = (end.wallSeconds - start.wallSeconds) * Double(cores)
        func share(_ seconds: Double) -> Double? { capacity > 0 ? min(max(seconds / capacity, 0), 1) : nil }
        return RunReport.MachineLoadRecord(
            loadAverageBefore: start.loadAverages, loadAverageAfter: end.loadAverages,
            otherProcessesShare: share((end.busySeconds - start.busySeconds) - (end.ownSeconds - start.ownSeconds)),
            stealShare: share(end.stealSeconds - start.stealSeconds), cores: cores, seconds: end.wallSeconds - start.wallSeconds,
            memoryCopyRate: startCopyRate.flatMap { before in endCopyRate.map { [before, $0] } }
        )
    }

    /// Reads the counters now; nil without /proc.
    static func read() -> Reading? {
        guard let loadText = text("/proc/loadavg"), let statText = text("/proc/stat") else { return nil }
        let loads = loadText.split(separator: " ").prefix(3).compactMap { Double($0) }
        guard loads.count == 3, let cpuLine = statText.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        // cpu user nice system idle iowait irq softirq steal …, in clock ticks.
        let ticks = cpuLine.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard ticks.count >= 8 else { return nil }
        let tick = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard tick > 0 else { return nil }
        let busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6]
        return Reading(
            loadAverages: loads, busySeconds: busy / tick, stealSeconds: ticks[7] / tick, ownSeconds: ownCPUSeconds(),
            wallSeconds: Double(MonotonicClock.now()) / 1e9
        )
    }

    /// The text of a small system file (whose size the system reports as 0), nil when unreadable.
    private static func text(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }

    /// CPU time of this process and of its children that have been waited for, seconds.
    private static func ownCPUSeconds() -> Double {
        var total = 0.0
        // RUSAGE_SELF (0) and RUSAGE_CHILDREN (-1), whose imported types differ between C libraries.
        for who: Int32 in [0, -1] {
            var usage = rusage()
            guard getrusage(who, &usage) == 0 else { continue }
            total += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            total += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        return total
    }
}
