import InkModel

/// The metrics every run computes besides the measure's own (lag, costs, tip gap, missed frames,
/// …), by name. A value: start from `builtIn`, `register` your own, and pass it to the run; each
/// registered metric then shows in report.json, summary.md, the charts and `inkbench compare`.
public struct MetricRegistry: Sendable {
    /// Registered metrics, in registration order.
    public private(set) var components: [MetricComponent]

    /// An empty registry.
    public init() {
        components = []
    }

    /// Adds `component`; throws when its name is taken or is not a letter followed by letters,
    /// digits, `-` or `_` (the name is a report key, a chart name and a `--threshold` name).
    public mutating func register(_ component: MetricComponent) throws(ComponentRegistryError) {
        try ComponentRegistryError.check(component.name, role: "metric", taken: names)
        guard Self.isMetricName(component.name) else {
            throw ComponentRegistryError(role: "metric", name: component.name, message: "a metric's name is a letter followed by letters, digits, '-' or '_'")
        }
        components.append(component)
    }

    /// Every name, in registration order.
    public var names: [String] { components.map(\.name) }

    /// The metric registered as `name`, or nil.
    public func component(named name: String) -> MetricComponent? { components.first { $0.name == name } }

    /// The registered metrics that are not built in, in registration order: those report.json
    /// declares and keeps under `registered`.
    public var added: [MetricComponent] {
        let builtIn = Set(Self.builtIn.names)
        return components.filter { !builtIn.contains($0.name) }
    }

    /// Whether `name` is a letter followed by letters, digits, `-` or `_` (ASCII).
    package static func isMetricName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// The built-in counters, registered like any other metric; report.json keeps them at the top
    /// of each run (docs/report-schema.md): `callbacks`, `deferredCallbacks` (ran later than due),
    /// `frames` (renders, shown or not), `lateFrames` (slipped past their vsync's commit
    /// deadline), `supersededFrames` (never shown), `droppedSamples` (never entered the
    /// pipeline), `pointsRecomputed` (by the geometry stages) and `pixelsTouched` (cleared or
    /// composited, device pixels).
    public static let builtIn: MetricRegistry = {
        var registry = MetricRegistry()
        let counters = [
            MetricComponent(name: "callbacks", summary: "callbacks run", unit: "count", isCompared: false) { _ in
                ChunkTally { $0.callbacks.count }
            },
            MetricComponent(name: "deferredCallbacks", summary: "callbacks that ran later than due (main thread busy)", unit: "count") { _ in
                ChunkTally { ($0.callbacks.count(where: \.isDeferred), $0.callbacks.count) }
            },
            MetricComponent(name: "frames", summary: "renders, shown or not", unit: "count", isCompared: false) { _ in
                ChunkTally { $0.frames.count }
            },
            MetricComponent(name: "lateFrames", summary: "renders that missed their vsync's commit deadline", unit: "count") { _ in
                ChunkTally { ($0.frames.count(where: \.isLate), $0.frames.count) }
            },
            MetricComponent(name: "supersededFrames", summary: "renders superseded before shown", unit: "count", isCompared: false) { _ in
                ChunkTally { $0.frames.count(where: \.isSuperseded) }
            },
            MetricComponent(name: "droppedSamples", summary: "samples that never entered the pipeline", unit: "count") { _ in
                ChunkTally { ($0.sampleEntered.count(where: { !$0 }), $0.sampleEntered.count) }
            },
            MetricComponent(name: "pointsRecomputed", summary: "points recomputed by the geometry stages", unit: "count", isCompared: false) { _ in
                ChunkTally { $0.callbacks.reduce(0) { $0 + $1.pointsRecomputed } }
            },
            MetricComponent(name: "pixelsTouched", summary: "device pixels cleared or composited", unit: "count", isCompared: false) { _ in
                ChunkTally { $0.frames.reduce(0) { $0 + $1.work.pixelsTouched } }
            },
        ]
        for counter in counters { try? registry.register(counter) }
        return registry
    }()
}
