import InkModel
import InkPipeline
import InkPredict
import InkSim

/// Every predictor run over one trace at the same callbacks and the same target times, so their
/// errors compare like for like.
///
/// Targets:
/// - a trace whose recorded callbacks carry platform predictions is evaluated at exactly those
///   predictions' times, in those callbacks, so UIKit's `recorded` predictions and ours answer
///   the same questions; and beside them, in the same callbacks, at newest sample + each horizon
///   (`Targets.platformTimesAndHorizons`; records say which with `isFixedHorizon`);
/// - any other trace is cut at its display rate (`CallbackSchedule.displayRate`); in each
///   callback, every touch that received samples and did not end is asked for its position at
///   newest sample + each horizon (`Targets.horizons`).
/// Predictors see every real sample as delivered (estimated values included), in callback
/// order; a touch's predictor is created at its first sample and dropped when it ends. The truth
/// is `TruthPaths`; a target after the touch's end is "past pen-up": it gets an overshoot
/// instead of an error and stays out of the error statistics.
package struct PredictionEvaluation: Sendable {
    /// Which target times were asked.
    package enum Targets: Hashable, Sendable, CustomStringConvertible {
        /// The platform's recorded predictions' own times, and newest sample + these horizons
        /// (seconds), both in the recorded callbacks.
        case platformTimesAndHorizons([Double])
        /// Newest sample + these horizons, seconds, at display-rate callbacks.
        case horizons([Double])

        package var description: String {
            switch self {
            case .platformTimesAndHorizons(let horizons):
                "the platform's predicted times in the recorded callbacks, and newest sample + " + Self.list(horizons) + " ms in the same callbacks"
            case .horizons(let horizons):
                "newest sample + " + Self.list(horizons) + " ms at display-rate callbacks"
            }
        }

        private static func list(_ horizons: [Double]) -> String {
            horizons.map { "\(($0 * 1e4).rounded() / 10)" }.joined(separator: ", ")
        }
    }

    package let targets: Targets
    package let truthSource: TruthPaths.Source
    /// The predictors in the order given; `PredictionRecord.predictor` indexes this.
    package let predictors: [ComponentSpec]
    /// Points per millimetre of the trace's device, for reporting in mm.
    package let pointsPerMM: Double
    /// Per predictor of `predictors`: every parameter it takes with the value used (the catalog
    /// default unless the spec overrides it), values as written.
    package let settings: [[String: String]]
    /// Callbacks in the schedule.
    package let callbackCount: Int
    /// Every requested prediction, predictor by predictor, each in callback order.
    package private(set) var records: [PredictionRecord] = []
    /// True when the monotonic clock passed the deadline before every callback was evaluated
    /// (the records are then incomplete and must not be reported).
    package private(set) var stoppedAtDeadline = false

    /// Evaluates `predictors` on `trace` at newest sample + `horizons` (seconds), and at the
    /// platform's prediction times when the trace carries them; the predictors are built from
    /// `catalog`. `jobs` predictors are evaluated at once (each on its own thread; the records are
    /// the same, in the same order, for any number). `firstCallbacks` evaluates only that many
    /// callbacks of the schedule (a pilot that times the evaluation); past `deadline` (monotonic
    /// nanoseconds) the evaluation stops and `stoppedAtDeadline` is set.
    package init(
        trace: Trace, predictors: [ComponentSpec], horizons: [Double], jobs: Int = 1, catalog: PredictorCatalog,
        firstCallbacks: Int? = nil, deadline: UInt64? = nil
    ) throws(ComponentSpecError) {
        let prototypes = try predictors.map { spec throws(ComponentSpecError) in try catalog.make(spec) }
        settings = predictors.map { spec in
            let parameters = PredictorCatalog.limitParameters + (catalog.component(named: spec.name)?.parameters ?? [])
            var settings = Dictionary(parameters.map { ($0.key, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
            settings.merge(spec.parameters) { $1 }
            return settings
        }
        let recorded = Self.carriesPlatformPredictions(trace)
        var schedule = Self.schedule(of: trace)
        if let firstCallbacks { schedule.callbacks = Array(schedule.callbacks.prefix(firstCallbacks)) }
        targets = recorded ? .platformTimesAndHorizons(horizons) : .horizons(horizons)
        let truth = TruthPaths(trace)
        let penStates = PenStatePaths(trace)
        truthSource = truth.source
        self.predictors = predictors
        pointsPerMM = trace.header.profile.pointsPerMM
        callbackCount = schedule.callbacks.count
        let perCallback = Self.targets(of: schedule, in: trace, horizons: horizons, platformTimes: recorded)
        let shared = EvaluationInputs(
            prototypes: prototypes, schedule: schedule, targets: perCallback, trace: trace, truth: truth, penStates: penStates
        )
        let perPredictor = ParallelJobs(jobs: jobs).map(prototypes.count) { index in
            Self.records(
                of: shared.prototypes[index], index: index, schedule: shared.schedule, targets: shared.targets, trace: shared.trace,
                truth: shared.truth, penStates: shared.penStates, deadline: deadline
            )
        }
        stoppedAtDeadline = perPredictor.contains { $0 == nil }
        records = perPredictor.flatMap { $0 ?? [] }
        for (spec, prototype) in zip(predictors, prototypes) {
            if let failure = prototype.failure { throw ComponentSpecError(role: "predictor", spec: spec.description, message: failure) }
        }
    }

    /// What every predictor's evaluation reads (and none changes): each thread copies its
    /// prototype before using it.
    private struct EvaluationInputs: Sendable {
        var prototypes: [any TouchPredictor]
        var schedule: CallbackSchedule
        var targets: [[PredictionTarget]]
        var trace: Trace
        var truth: TruthPaths
        var penStates: PenStatePaths
    }

    /// Whether `trace`'s recorded callbacks carry the platform's predictions (they are then the
    /// schedule, and their times targets).
    static func carriesPlatformPredictions(_ trace: Trace) -> Bool {
        trace.callbacks.contains { !$0.predictions.isEmpty }
    }

    /// The callbacks at which `trace` is evaluated: its recorded ones when they carry the
    /// platform's predictions, else a cut at the display rate.
    static func schedule(of trace: Trace) -> CallbackSchedule {
        carriesPlatformPredictions(trace) ? CallbackSchedule(kind: .recorded, callbacks: trace.callbacks) : CallbackSchedule.displayRate(trace)
    }

    /// The targets of every callback, in schedule order (`PredictionTargeting`).
    static func targets(of schedule: CallbackSchedule, in trace: Trace, horizons: [Double], platformTimes: Bool) -> [[PredictionTarget]] {
        var targeting = PredictionTargeting(horizons: horizons, platformTimes: platformTimes)
        return schedule.callbacks.map { callback in targeting.targets(of: callback, samples: trace.samples[callback.samples]) }
    }

    /// The records of predictor `index` over the whole schedule, in callback order
    /// (`PredictorReplay`); nil when the monotonic clock passed `deadline` first.
    private static func records(
        of prototype: any TouchPredictor, index: Int, schedule: CallbackSchedule, targets: [[PredictionTarget]], trace: Trace, truth: TruthPaths,
        penStates: PenStatePaths, deadline: UInt64?
    ) -> [PredictionRecord]? {
        var records: [PredictionRecord] = []
        var replay = PredictorReplay(predictor: prototype, index: index)
        for (position, (callback, callbackTargets)) in zip(schedule.callbacks, targets).enumerated() {
            if let deadline, position % 256 == 0, MonotonicClock.now() >= deadline { return nil }
            replay.evaluate(
                callback, samples: trace.samples[callback.samples], targets: callbackTargets, truth: truth.paths, penStates: penStates.paths, into: &records
            )
        }
        return records
    }
}
