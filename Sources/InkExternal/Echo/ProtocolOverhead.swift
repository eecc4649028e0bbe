import InkPipeline

/// The external-pipeline protocol's round-trip time per callback with the echo child
/// (`ExternalEcho`): InkBench's monotonic clock around writing a typical request line and reading
/// the reply, and the echo child's CPU time during it (`ProcessCPUClock`), nanoseconds. Runs with
/// measured costs subtract the median CPU time from every round trip's CPU time.
public struct ProtocolOverhead: Hashable, Sendable {
    /// Wall time of a round trip, median and 99th percentile.
    package var medianNanoseconds: UInt64
    package var p99Nanoseconds: UInt64
    /// The echo child's CPU time per round trip, median (the wall median where the system gives
    /// no CPU clock for another process, as external pipelines are then priced by wall time).
    package var medianCPUNanoseconds: UInt64
    /// Exchanges timed (after the warm-up ones).
    package var exchanges: Int

    public init(medianNanoseconds: UInt64, p99Nanoseconds: UInt64, medianCPUNanoseconds: UInt64, exchanges: Int) {
        self.medianNanoseconds = medianNanoseconds
        self.p99Nanoseconds = p99Nanoseconds
        self.medianCPUNanoseconds = medianCPUNanoseconds
        self.exchanges = exchanges
    }

    /// Starts `echo`, exchanges `warmUp` untimed then `exchanges` timed typical requests, ends
    /// it; throws the transport's one line when the echo child fails.
    public static func measure(echo: ExternalCommand, exchanges: Int = 2000, warmUp: Int = 200) throws(ExternalProcessError) -> ProtocolOverhead {
        let process = try ExternalProcess(command: echo, settings: ExternalProcessSettings(configuration: "protocol-overhead"))
        let clock = process.cpuClock
        let request = Array(typicalRequest.utf8)
        var times: [UInt64] = [], cpuTimes: [UInt64] = []
        times.reserveCapacity(exchanges)
        cpuTimes.reserveCapacity(exchanges)
        for index in 0..<(warmUp + max(exchanges, 1)) {
            let cpuStart = clock?.now()
            let start = MonotonicClock.now()
            _ = try process.exchangeLine(request, id: index, callback: nil)
            let wall = MonotonicClock.now() &- start
            guard index >= warmUp else { continue }
            times.append(wall)
            if let cpuStart, let cpuEnd = clock?.now() { cpuTimes.append(cpuEnd &- cpuStart) }
        }
        try process.finish()
        times.sort()
        cpuTimes.sort()
        let p99 = times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)]
        let median = times[times.count / 2]
        return ProtocolOverhead(
            medianNanoseconds: median, p99Nanoseconds: p99, medianCPUNanoseconds: cpuTimes.isEmpty ? median : cpuTimes[cpuTimes.count / 2],
            exchanges: times.count
        )
    }

    /// A request as a Pencil callback sends it (one line, no line end): one touch, two coalesced samples with force,
    /// altitude, azimuth and estimated force, one predicted touch, one property update.
    public static let typicalRequest = """
        {"version":2,"type":"callback","id":0,"callback":0,"time":0.5,"touches":[{"touch":1,"type":"stylus","phase":"moved",\
        "live":{"t":0.4871,"x":412.25,"y":307.5,"phase":"moved","force":0.8125,"max_force":4.1666666666666667,"altitude":1.0471975511965976,\
        "azimuth":0.7853981633974483,"estimated":["force"],"expecting":["force"],"update":57},"coalesced":[{"t":0.4829,"x":411.5,"y":306.75,\
        "phase":"moved","force":0.796875,"max_force":4.1666666666666667,"altitude":1.0471975511965976,"azimuth":0.7853981633974483,\
        "estimated":["force"],"expecting":["force"],"update":56},{"t":0.4871,"x":412.25,"y":307.5,"phase":"moved","force":0.8125,\
        "max_force":4.1666666666666667,"altitude":1.0471975511965976,"azimuth":0.7853981633974483,"estimated":["force"],"expecting":["force"],\
        "update":57}],"predicted":[{"t":0.4954,"x":413.75,"y":309.0,"phase":"moved"}]}],"updates":[{"touch":1,"update":51,"arrival":0.4995,\
        "force":0.78125,"estimated":[],"expecting":[]}]}
        """
}
