/// A prediction provider that can follow a streamed simulation's window of the trace: it is told
/// when the window drops its oldest samples, after which the sample counts it is given
/// (`deliveredSamples`) are that much lower. Providers that index the whole trace (recorded
/// predictions) do not conform, and runs that use them are not streamed.
public protocol WindowedPredictionProvider: PredictionProvider {
    /// The window dropped its first `count` samples, all of them delivered and already fed.
    mutating func windowDropped(samples count: Int)
}
