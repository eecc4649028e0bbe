import InkMetrics

/// One number `inkbench compare` takes from each run of a configuration on a trace. Every
/// compared metric is smaller-is-better. Environment fields (host, commit, Swift version) and
/// wall-clock-only fields (thread CPU time, timer overhead) are never compared.
public struct ComparedMetric: Sendable {
    /// The name thresholds refer to, e.g. `lag.p99`.
    public var name: String
    /// Unit of `value` as shown: `s`, `count`, `points`, `px`, `mm`.
    public var unit: String
    /// Whether the value is a work counter, exact whatever the cost mode (points recomputed,
    /// pixels touched). Other metrics are exact only when both reports use modelled costs.
    public var isWorkCounter: Bool
    /// The value of one run; nil when the run has none (e.g. no lag without shown samples).
    public var value: @Sendable (SimulationMetrics) -> Double?

    /// Everything compared, in report order.
    public static let all: [ComparedMetric] = [
        seconds("callbackCost.p50") { $0.callbackCost.p50 },
        seconds("callbackCost.p99") { $0.callbackCost.p99 },
        seconds("callbackCost.mean") { $0.callbackCost.mean },
        seconds("lag.p50") { $0.lag.p50 },
        seconds("lag.p99") { $0.lag.p99 },
        seconds("lag.mean") { $0.lag.mean },
        ComparedMetric(name: "tipGap.p50", unit: "mm", isWorkCounter: false) { $0.tipGapMM.p50 },
        count("droppedSamples") { $0.droppedSamples.count },
        count("missedFrames") { $0.missedFrames.count },
        count("lateFrames") { $0.lateFrames.count },
        count("deferredCallbacks") { $0.deferredCallbacks.count },
        ComparedMetric(name: "pointsRecomputed", unit: "points", isWorkCounter: true) { Double($0.pointsRecomputed) },
        ComparedMetric(name: "pixelsTouched", unit: "px", isWorkCounter: true) { Double($0.pixelsTouched) },
    ]

    /// The metric named `name`, or nil.
    public static func named(_ name: String) -> ComparedMetric? { all.first { $0.name == name } }

    /// Every metric's name, comma-separated, for error messages.
    static var knownNames: String { all.map(\.name).joined(separator: ", ") }

    private static func seconds(_ name: String, _ value: @escaping @Sendable (SimulationMetrics) -> Double?) -> ComparedMetric {
        ComparedMetric(name: name, unit: "s", isWorkCounter: false, value: value)
    }

    private static func count(_ name: String, _ value: @escaping @Sendable (SimulationMetrics) -> Int) -> ComparedMetric {
        ComparedMetric(name: name, unit: "count", isWorkCounter: false) { Double(value($0)) }
    }
}
