import InkPipeline

/// Where the cost of a callback handler and of a frame render on the virtual clock comes from
/// (modelled or measured). The simulator runs the real code for every callback and render, times it with
/// the monotonic clock, and asks the cost source what that step cost, in seconds.
public protocol CostSource: Sendable {
    /// `measured`, `modelled` or `constant`, for reports.
    var kind: CostKind { get }
    /// The handler's cost, seconds, for a callback that did `work` in `elapsedNanoseconds`
    /// (monotonic clock, one timer overhead included).
    func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double
    /// The render's cost, seconds, for a render that did `work` in `elapsedNanoseconds`.
    func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double
}
