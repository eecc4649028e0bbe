import Foundation

/// A named pipeline configuration: how the geometry is computed and what the app's input policy
/// is. Declared in YAML (`configs/*.yaml`, see `PipelineConfigurationSet`) and built into a
/// `StrokePipeline`.
public struct PipelineConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// Unique name, e.g. `incremental-smooth`.
    public var name: String
    /// One line saying what the configuration is for (may be empty).
    public var summary: String
    /// Naive (every stage recomputes everything on every callback) or incremental (cached).
    public var geometry: GeometryMode
    /// The filter chain, applied in order to the polylines.
    public var filters: [FilterSpec]
    /// How polylines become Bézier elements.
    public var smoother: SmootherSpec
    /// Whether coalesced samples enter the pipeline. Off: only the newest sample of each touch
    /// in a callback does; the others are dropped (and counted).
    public var coalesced: Bool
    /// Whether late property updates are applied. Off: they are ignored and a stroke is
    /// complete as soon as its touch ends.
    public var updates: Bool
    /// Where predicted touches come from.
    public var prediction: PredictionSource
    /// How far ahead of the newest real sample predictions reach, seconds (YAML
    /// `prediction-horizon`, milliseconds); nil: the predictor's own horizon cap. With
    /// `predictsToPresentation`, the most they reach (nil: `defaultPresentationHorizonCap`).
    package var predictionHorizon: Double?
    /// YAML `prediction-horizon: auto` (or `auto:MS`, MS the cap): each callback's predictions
    /// reach the time its frame is expected on screen — from the newest sample to the
    /// presentation the simulator expects for that callback — at most `predictionHorizon`.
    package var predictsToPresentation: Bool
    /// When the app rasterizes (default `display-link`).
    public var redraw: RedrawMode
    /// How frames are rasterized (default: the renderer matching `geometry`).
    public var renderer: RendererMode
    /// A pipeline in another program (YAML `pipeline: {exec: […]}`) that takes the place of the
    /// geometry stages and the renderer; nil for the built-in pipeline. The input policy,
    /// prediction and redraw mode still apply.
    public var external: ExternalPipelineSpec?

    public init(
        name: String,
        summary: String = "",
        geometry: GeometryMode,
        filters: [FilterSpec] = [],
        smoother: SmootherSpec = .straight,
        coalesced: Bool = true,
        updates: Bool = true,
        prediction: PredictionSource = .none,
        predictionHorizon: Double? = nil,
        predictsToPresentation: Bool = false,
        redraw: RedrawMode = .displayLink,
        renderer: RendererMode? = nil,
        external: ExternalPipelineSpec? = nil
    ) {
        self.name = name
        self.summary = summary
        self.geometry = geometry
        self.filters = filters
        self.smoother = smoother
        self.coalesced = coalesced
        self.updates = updates
        self.prediction = prediction
        self.predictionHorizon = predictionHorizon
        self.predictsToPresentation = predictsToPresentation
        self.redraw = redraw
        self.renderer = renderer ?? RendererMode(matching: geometry)
        self.external = external
    }

    /// One line: name, geometry, policy and stage chain, e.g.
    /// `incremental-smooth: incremental, coalesced, updates, prediction none, display-link, incremental renderer; savitzky-golay(window 5, order 3) → antigrain(smoothness 0.7)`.
    public var description: String {
        let policy = [
            coalesced ? "coalesced" : "live touch only", updates ? "updates" : "no updates", "prediction \(prediction)\(horizonText)",
            redraw.rawValue, "\(renderer.rawValue) renderer",
        ]
        if let external {
            return "\(name): external pipeline `\(external)`, \(policy.dropLast().joined(separator: ", "))"
        }
        let chain = filters.map(\.summary) + [smoother.summary]
        return "\(name): \(geometry.rawValue), \(policy.joined(separator: ", ")); \(chain.joined(separator: " → "))"
    }

    /// The longest horizon `prediction-horizon: auto` reaches when no cap is given: 50 ms, two
    /// 60 Hz frames and a little more than the deepest pipeline of the built-in profiles shows.
    package static let defaultPresentationHorizonCap = 0.050

    /// ` (horizon 30 ms)`, ` (horizon to presentation, at most 50 ms)`, or empty.
    private var horizonText: String {
        if predictsToPresentation {
            return String(format: " (horizon to presentation, at most %g ms)", (predictionHorizon ?? Self.defaultPresentationHorizonCap) * 1000)
        }
        return predictionHorizon.map { String(format: " (horizon %g ms)", $0 * 1000) } ?? ""
    }

    /// The stage names in pipeline order: `touch-paths`, `polylines`, each filter's kind, and
    /// the smoother's kind.
    public var stageNames: [String] {
        ["touch-paths", "polylines"] + filters.map(\.kind) + [smoother.kind]
    }
}

/// How the geometry stages compute their output.
public enum GeometryMode: String, Hashable, Sendable, CaseIterable {
    /// Every stage recomputes its whole output from all its input on every callback.
    case naive
    /// Every stage keeps a cache, takes a delta and recomputes only what the delta can affect.
    case incremental
}

/// The source of predicted touches: none, or a predictor named as `ComponentSpec` writes it
/// (`name` or `name:key=value,…`, e.g. `kalman-ca`, `linear`, `recorded`). InkPipeline does not
/// know the predictor catalog (InkPredict); the simulator and the CLI check the name when they
/// build the predictor.
public enum PredictionSource: Hashable, Sendable, CustomStringConvertible {
    /// No prediction: the ink ends at the newest real sample.
    case none
    /// A predictor by its written spec. Its predicted touches are the path's temporary tail,
    /// replaced on every callback.
    case predictor(String)

    /// The platform's own predictions recorded with each callback (UIKit's); traces without
    /// recorded callbacks have none.
    public static let recorded = PredictionSource.predictor("recorded")

    /// As written in a configuration: `none` or the predictor spec.
    public var description: String {
        switch self {
        case .none: "none"
        case .predictor(let spec): spec
        }
    }
}
