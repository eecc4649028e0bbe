import InkMetrics
import InkSim

/// One number `inkbench compare` takes from each run of a configuration on a trace. Every
/// compared metric is smaller-is-better (effective lag as signed: a prediction that runs ahead
/// of the pen lowers it). Environment fields (host, commit, Swift version) and
/// wall-clock-only fields (thread CPU time, timer overhead) are never compared. Work is compared
/// per callback (`pointsPerCallback`, `pixelsPerCallback`), not as a run's total, which falls
/// whenever fewer, fuller callbacks run (a slower CPU).
public struct ComparedMetric: Sendable {
    /// The name thresholds refer to, e.g. `lag.p99`.
    public var name: String
    /// Unit of `value` as shown: `s`, `count`, `points/callback`, `px/callback`, `mm`, `points`.
    public var unit: String
    /// The value of one run; nil when the run has none (e.g. no lag without shown samples).
    public var value: @Sendable (SimulationMetrics) -> Double?
    /// The values of a configuration's result when they are not per run (prediction error is
    /// kept for the representative run only); nil: `value` of each run.
    package var resultValues: (@Sendable (RunReport.ConfigurationResult) -> [Double])?

    public init(
        name: String, unit: String, resultValues: (@Sendable (RunReport.ConfigurationResult) -> [Double])? = nil,
        value: @escaping @Sendable (SimulationMetrics) -> Double?
    ) {
        self.name = name
        self.unit = unit
        self.resultValues = resultValues
        self.value = value
    }

    /// The values compared for `result`: one per repetition (the pooled run left out: it is
    /// not another measurement), or `resultValues`.
    public func values(_ result: RunReport.ConfigurationResult) -> [Double] {
        resultValues?(result) ?? result.repetitions.compactMap(value)
    }

    /// Everything compared, in report order.
    public static let all: [ComparedMetric] = [
        seconds("callbackCost.p50") { $0.callbackCost.p50 },
        seconds("callbackCost.p99") { $0.callbackCost.p99 },
        seconds("callbackCost.mean") { $0.callbackCost.mean },
        seconds("lag.p50") { $0.lag.p50 },
        seconds("lag.p99") { $0.lag.p99 },
        seconds("lag.mean") { $0.lag.mean },
        seconds("effectiveLag.p50") { $0.effectiveLag.p50 },
        seconds("effectiveLag.p99") { $0.effectiveLag.p99 },
        ComparedMetric(name: "tipGap.p50", unit: "mm") { $0.tipGapMM.p50 },
        ComparedMetric(name: "tipGap.p99", unit: "mm") { $0.tipGapMM.p99 },
        ComparedMetric(name: "predictionError.median", unit: "points", resultValues: predictionError) { _ in nil },
        count("droppedSamples") { $0.droppedSamples.count },
        count("missedFrames") { $0.missedFrames.count },
        count("lateFrames") { $0.lateFrames.count },
        count("deferredCallbacks") { $0.deferredCallbacks.count },
        ComparedMetric(name: "pointsPerCallback", unit: "points/callback") { perCallback($0.pointsRecomputed, $0) },
        ComparedMetric(name: "pixelsPerCallback", unit: "px/callback") { perCallback($0.pixelsTouched, $0) },
    ]

    /// The metric named `name`, or nil.
    public static func named(_ name: String) -> ComparedMetric? { all.first { $0.name == name } }

    /// A registered metric (`SimulationMetrics.registered`) as `declaration` describes it: each
    /// run's value (a count, a share's count or a number) in the declared unit.
    public init(declared declaration: RunReport.MetricDeclaration) {
        let name = declaration.name
        self.init(name: name, unit: declaration.unit) { $0.registered?[name]?.number }
    }

    /// The built-in metrics, then the compared ones of `declarations` (those report.json declares,
    /// or a run's registered metrics), in their order.
    public static func all(declared declarations: [RunReport.MetricDeclaration]) -> [ComparedMetric] {
        let builtIn = Set(all.map(\.name))
        return all + declarations.filter { $0.compared && !builtIn.contains($0.name) }.map(ComparedMetric.init(declared:))
    }

    /// The built-in metrics, then the compared metrics `registry` adds.
    public static func all(registered registry: MetricRegistry) -> [ComparedMetric] {
        all(declared: registry.added.map(RunReport.MetricDeclaration.init))
    }

    /// The names of `metrics`, comma-separated, for error messages.
    static func names(_ metrics: [ComparedMetric]) -> String { metrics.map(\.name).joined(separator: ", ") }

    private static func seconds(_ name: String, _ value: @escaping @Sendable (SimulationMetrics) -> Double?) -> ComparedMetric {
        ComparedMetric(name: name, unit: "s", value: value)
    }

    private static func count(_ name: String, _ value: @escaping @Sendable (SimulationMetrics) -> Int) -> ComparedMetric {
        ComparedMetric(name: name, unit: "count") { Double(value($0)) }
    }

    /// The median error of the predicted points shown, over every horizon bucket (each bucket's
    /// median weighted by its errors), points; empty without prediction.
    private static func predictionError(_ result: RunReport.ConfigurationResult) -> [Double] {
        let buckets = (result.predictionError ?? []).filter { $0.errorCount > 0 && $0.medianError != nil }
        let count = buckets.reduce(0) { $0 + $1.errorCount }
        guard count > 0 else { return [] }
        return [buckets.reduce(0) { $0 + ($1.medianError ?? 0) * Double($1.errorCount) } / Double(count)]
    }

    /// `work` / callbacks of the run; nil without callbacks.
    private static func perCallback(_ work: Int, _ metrics: SimulationMetrics) -> Double? {
        metrics.callbacks > 0 ? Double(work) / Double(metrics.callbacks) : nil
    }
}
