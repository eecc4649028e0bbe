/// Which duration of an external pipeline's callback the run's cost source prices as its
/// elapsed time.
public enum ExternalTiming: Hashable, Sendable {
    /// The round trip (request written to reply read): its wall time on InkBench's monotonic
    /// clock and the process's CPU time during it (`ProcessCPUClock`); the cost source
    /// (`MeasuredCost` with the protocol overhead as its timer overhead) prices the CPU time less
    /// the overhead. The render's share is inside the round trip, so renders cost 0.
    case roundTrip
    /// The durations the pipeline reports (`handler_us`, `render_us`); a reply without
    /// `handler_us` fails the run.
    case reported
}
