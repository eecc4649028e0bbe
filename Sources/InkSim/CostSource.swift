import InkPipeline

/// Where the cost of a callback handler and of a frame render on the virtual clock comes from
/// (modelled or measured). The simulator runs the real code for every callback and render, times
/// it with the clocks the source asks for (`clock`), and asks the source what that step cost, in
/// seconds.
public protocol CostSource: Sendable {
    /// `measured`, `modelled` or `constant`, for reports.
    var kind: CostKind { get }
    /// The clock whose time the source prices as `elapsedNanoseconds`: `.threadCPU` for measured
    /// costs (the thread's CPU time, which other programs' work does not inflate), by default
    /// `.monotonic` (wall time, one cheap read).
    var clock: StepClock { get }
    /// The handler's cost, seconds, for a callback that did `work` in `elapsedNanoseconds`
    /// (on `clock`, one timer overhead included).
    func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double
    /// The render's cost, seconds, for a render that did `work` in `elapsedNanoseconds`.
    func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double
    /// The handler's cost, seconds, knowing which callback it is (`CostMoment`); by default
    /// `callbackCost(_:elapsedNanoseconds:)`. What the simulator calls.
    func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double
    /// The render's cost, seconds, knowing the callback it follows; by default
    /// `renderCost(_:elapsedNanoseconds:)`. What the simulator calls.
    func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double
    /// Why this source could not price the simulation that produced `record` (e.g. a recording
    /// with fewer rows than callbacks), as one line, or nil; runs check it after each simulation
    /// and fail with it. By default nil.
    func problem(pricing record: SimulationRecord) -> String?
}
