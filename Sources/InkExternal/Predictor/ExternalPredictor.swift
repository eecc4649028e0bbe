import InkModel
import InkPredict

/// An external predictor (`exec:COMMAND`, docs/external-predictor-protocol.md): a `TouchPredictor`
/// whose predictions come from a child process that serves every touch of one evaluation or one
/// simulated run, told apart by touch numbers.
///
/// The value is one touch's view of the shared child (`ExternalPredictorSession`): `reset()`
/// gives it a fresh touch number (the child is told to forget the old one), `add(_:)` keeps the
/// sample until the next question, and `predictions(at:)` (and `predict(at:)`) sends the samples
/// the child has not seen with the target times and waits for the answer: one exchange per touch
/// and callback, as the evaluation and the simulator ask. Copies share the child; a copy
/// is used after its own `reset()`, as every caller of the per-touch contract does. The child is
/// started at the first question, not when the predictor is made, so checking a configuration
/// starts nothing. When the child fails, every later question abstains and `failure` says what
/// went wrong (the request, the touch and the problem) for the caller to report.
public struct ExternalPredictor: TouchPredictor {
    /// `exec:COMMAND` as written: how reports and errors name it.
    public let name: String
    public let limits: PredictionLimits
    private let session: ExternalPredictorSession
    private var touch: Int?
    private var samples: [PredictorSample] = []

    /// A predictor running `command` (the words of the command line) once it is first asked.
    public init(command: ExternalCommand, limits: PredictionLimits = PredictionLimits(), timeout: Double = ExternalProcessSettings.defaultTimeout) {
        name = ComponentSpec(name: ComponentSpec.externalName, parameters: [ComponentSpec.commandKey: CommandWords.join(command.arguments)]).description
        self.limits = limits
        session = ExternalPredictorSession(command: command, name: name, timeout: timeout)
    }

    public var failure: String? { session.failure }

    public mutating func reset() {
        touch = session.newTouch(replacing: touch)
        samples.removeAll(keepingCapacity: true)
    }

    public mutating func add(_ sample: PredictorSample) {
        if touch == nil { touch = session.newTouch(replacing: nil) }
        samples.append(sample)
    }

    public func predict(at time: Double) -> PredictedPoint? {
        predictions(at: [time])[0]
    }

    /// All of `times` in one exchange.
    public func predictions(at times: [Double]) -> [PredictedPoint?] {
        guard let touch, !samples.isEmpty, !times.isEmpty else { return times.map { _ in nil } }
        return session.predict(touch: touch, samples: samples, at: times)
    }
}
