import InkPipeline

/// Fixed costs, whatever the work: for tests and closed-form checks. Seconds.
public struct ConstantCost: CostSource {
    /// Cost of every callback handler, seconds.
    public var callback: Double
    /// Cost of every render, seconds.
    public var render: Double

    public init(callback: Double = 0, render: Double = 0) {
        self.callback = callback
        self.render = render
    }

    /// Zero cost: the app keeps up perfectly.
    public static let zero = ConstantCost()

    public var kind: CostKind { .constant }
    public func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double { callback }
    public func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double { render }
}
