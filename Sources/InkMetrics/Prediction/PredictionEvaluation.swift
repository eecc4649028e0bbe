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
public struct PredictionEvaluation: Sendable {
    /// Which target times were asked.
    public enum Targets: Hashable, Sendable, CustomStringConvertible {
        /// The platform's recorded predictions' own times, and newest sample + these horizons
        /// (seconds), both in the recorded callbacks.
        case platformTimesAndHorizons([Double])
        /// Newest sample + these horizons, seconds, at display-rate callbacks.
        case horizons([Double])

        public var description: String {
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

    public let targets: Targets
    public let truthSource: TruthPaths.Source
    /// The predictors in the order given; `PredictionRecord.predictor` indexes this.
    public let predictors: [PredictorSpec]
    /// Points per millimetre of the trace's device, for reporting in mm.
    public let pointsPerMM: Double
    /// Per predictor of `predictors`: every parameter it takes with the value used (the catalog
    /// default unless the spec overrides it), values as written.
    public let settings: [[String: String]]
    /// Callbacks in the schedule.
    public let callbackCount: Int
    /// Every requested prediction, predictor by predictor, each in callback order.
    public private(set) var records: [PredictionRecord] = []

    /// Evaluates `predictors` on `trace` at newest sample + `horizons` (seconds), and at the
    /// platform's prediction times when the trace carries them; the predictors are built from
    /// `catalog`. `jobs` predictors are evaluated at once (each on its own thread; the records are
    /// the same, in the same order, for any number).
    public init(
        trace: Trace, predictors: [PredictorSpec], horizons: [Double], jobs: Int = 1, catalog: PredictorCatalog = .builtIn
    ) throws(PredictorSpecError) {
        let prototypes = try predictors.map { spec throws(PredictorSpecError) in try catalog.make(spec) }
        settings = predictors.map { spec in
            let parameters = PredictorCatalog.limitParameters + (catalog.entry(named: spec.name)?.parameters ?? [])
            var settings = Dictionary(parameters.map { ($0.key, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
            settings.merge(spec.parameters) { $1 }
            return settings
        }
        let recorded = trace.callbacks.contains { !$0.predictions.isEmpty }
        let schedule = recorded ? CallbackSchedule(kind: .recorded, callbacks: trace.callbacks) : CallbackSchedule.displayRate(trace)
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
                truth: shared.truth, penStates: shared.penStates
            )
        }
        records = perPredictor.flatMap { $0 }
        for (spec, prototype) in zip(predictors, prototypes) {
            if let failure = prototype.failure { throw PredictorSpecError(spec: spec.description, message: failure) }
        }
    }

    /// What every predictor's evaluation reads (and none changes): each thread copies its
    /// prototype before using it. `@unchecked` because predictors are existentials not declared
    /// `Sendable`.
    private struct EvaluationInputs: @unchecked Sendable {
        var prototypes: [any TouchPredictor]
        var schedule: CallbackSchedule
        var targets: [[PredictionTarget]]
        var trace: Trace
        var truth: TruthPaths
        var penStates: PenStatePaths
    }

    /// The targets of every callback, in schedule order: the platform's prediction times first
    /// (when `platformTimes`), then newest sample + each of `horizons` for every touch that
    /// received samples and did not end.
    static func targets(of schedule: CallbackSchedule, in trace: Trace, horizons: [Double], platformTimes: Bool) -> [[PredictionTarget]] {
        var newest: [Int: Double] = [:]
        return schedule.callbacks.map { callback in
            var fresh: [Int] = []
            var ended: Set<Int> = []
            for sample in trace.samples[callback.samples] {
                newest[sample.touchID] = max(newest[sample.touchID] ?? sample.timestamp, sample.timestamp)
                if !fresh.contains(sample.touchID) { fresh.append(sample.touchID) }
                if sample.phase.endsTouch { ended.insert(sample.touchID) }
            }
            var platform: [PredictionTarget] = []
            if platformTimes {
                var slots: [Int: Int] = [:]
                platform = callback.predictions.compactMap { prediction in
                    guard let origin = newest[prediction.touchID] else { return nil }
                    let slot = slots[prediction.touchID, default: 0]
                    slots[prediction.touchID] = slot + 1
                    return PredictionTarget(touchID: prediction.touchID, slot: slot, originTime: origin, time: prediction.timestamp, isFixedHorizon: false)
                }
            }
            return platform + fresh.filter { !ended.contains($0) }.flatMap { touchID in
                horizons.enumerated().map { slot, horizon in
                    let origin = newest[touchID] ?? 0
                    return PredictionTarget(touchID: touchID, slot: slot, originTime: origin, time: origin + horizon)
                }
            }
        }
    }

    private struct SlotKey: Hashable {
        var touchID: Int
        var slot: Int
        var isFixedHorizon: Bool
    }

    /// The records of predictor `index` over the whole schedule, in callback order.
    private static func records(
        of prototype: any TouchPredictor, index: Int, schedule: CallbackSchedule, targets: [[PredictionTarget]], trace: Trace, truth: TruthPaths,
        penStates: PenStatePaths
    ) -> [PredictionRecord] {
        var records: [PredictionRecord] = []
        var live: [Int: any TouchPredictor] = [:]
        var newestLocation: [Int: Point] = [:]
        var newestSample: [Int: TouchSample] = [:]
        var previousError: [SlotKey: Point] = [:]
        var platform: [PredictorSample] = []
        for (callbackIndex, callback) in schedule.callbacks.enumerated() {
            for sample in trace.samples[callback.samples] {
                if live[sample.touchID] == nil {
                    var fresh = prototype
                    fresh.reset()
                    live[sample.touchID] = fresh
                }
                live[sample.touchID]?.add(PredictorSample(
                    time: sample.timestamp, location: sample.location, force: sample.force, altitude: sample.altitude, azimuth: sample.azimuth
                ))
                newestLocation[sample.touchID] = sample.location
                newestSample[sample.touchID] = sample
            }
            for touchID in live.keys {
                platform.removeAll(keepingCapacity: true)
                for prediction in callback.predictions where prediction.touchID == touchID {
                    platform.append(PredictorSample(
                        time: prediction.timestamp, location: prediction.location, force: prediction.force, altitude: prediction.altitude,
                        azimuth: prediction.azimuth
                    ))
                }
                live[touchID]?.observePlatformPredictions(platform[...])
            }
            let answers = Self.answers(to: targets[callbackIndex], from: live)
            for (targetIndex, target) in targets[callbackIndex].enumerated() {
                guard live[target.touchID] != nil, let path = truth.paths[target.touchID] else { continue }
                var record = PredictionRecord(
                    predictor: index, touchID: target.touchID, slot: target.slot, callbackTime: callback.time,
                    originTime: target.originTime, targetTime: target.time, predicted: answers[targetIndex]
                )
                record.isFixedHorizon = target.isFixedHorizon
                if let end = path.endTime, target.time > end {
                    if let predicted = record.predicted, let penUp = path.endLocation {
                        record.overshoot = predicted.location.distance(to: penUp)
                    }
                } else if let trueLocation = path.position(at: target.time) {
                    record.truth = trueLocation
                    record.holdError = newestLocation[target.touchID].map { $0.distance(to: trueLocation) }
                    if let predicted = record.predicted {
                        let error = PredictionError(predicted: predicted.location, truth: trueLocation, direction: path.direction(at: target.time))
                        record.error = error
                        if let states = penStates.paths[target.touchID], let newest = newestSample[target.touchID] {
                            record.scorePenState(predicted: predicted, holding: newest, truth: states, at: target.time)
                        }
                        let key = SlotKey(touchID: target.touchID, slot: target.slot, isFixedHorizon: target.isFixedHorizon)
                        if let previous = previousError[key] { record.jitter = PredictionError.jitter(from: previous, to: error.vector) }
                        previousError[key] = error.vector
                    }
                }
                records.append(record)
            }
            for sample in trace.samples[callback.samples] where sample.phase.endsTouch {
                live[sample.touchID] = nil
                previousError = previousError.filter { $0.key.touchID != sample.touchID }
            }
        }
        return records
    }
}
