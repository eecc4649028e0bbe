import Foundation
import InkModel
import InkPipeline
import InkPredict
import InkSim

/// A picture of a trace's ink as it looked at one moment: the trace is replayed through a
/// configuration callback by callback (`MomentReplay`; renders counted, the ink drawn once at
/// the moment), and drawn — plain,
/// or with the debug overlay (`DebugOverlayPainter`) and a caption. What `inkbench render`
/// writes and what `inkbench run` puts in a report's `renders/`.
public struct InkSnapshot {
    public var configuration: PipelineConfiguration
    /// The moment, seconds after the first sample; nil: the end of the trace.
    public var moment: Double?
    public var rendererKind: RendererKind
    /// Stroke width mode and width at force 1 (or everywhere, when constant), points.
    public var widthMode: StrokeStyle.WidthMode
    public var width: Double
    /// Draw the device's whole screen at its pixel scale instead of cropping to the ink.
    public var fullCanvas: Bool
    /// The fewest pixels per point of a cropped picture (`CanvasGeometry.croppedToInk`).
    public var minimumScale: Double
    /// Overlay samples, predictions, estimated force, redrawn rectangles and the true pen position.
    public var debug: Bool
    /// Whether the debug caption gives the last render's wall-clock time (which makes the image
    /// differ between runs); the work counters are always given.
    public var showsRenderTime: Bool
    /// When the replay must stop (`MonotonicClock` nanoseconds), or nil: `render` then throws
    /// `RenderError` with `passedDeadline` instead of drawing a picture of an earlier moment.
    package var deadline: UInt64?
    /// Where the configuration's predictor is looked up.
    public var predictors: PredictorCatalog
    /// Replay the configuration's own geometry and draw after every callback, as pictures were
    /// made before `MomentReplay` took its shortcut: the same picture, much slower on long
    /// strokes (tests compare the two).
    package var replaysEveryRender: Bool

    /// `width` in points.
    public init(
        configuration: PipelineConfiguration, predictors: PredictorCatalog, moment: Double? = nil, rendererKind: RendererKind = .incremental,
        widthMode: StrokeStyle.WidthMode = .forceTapered, width: Double = StrokeStyle().width, fullCanvas: Bool = false, minimumScale: Double = 0.5,
        debug: Bool = false, showsRenderTime: Bool = true, deadline: UInt64? = nil, replaysEveryRender: Bool = false
    ) {
        self.configuration = configuration
        self.predictors = predictors
        self.moment = moment
        self.rendererKind = rendererKind
        self.widthMode = widthMode
        self.width = width
        self.fullCanvas = fullCanvas
        self.minimumScale = minimumScale
        self.debug = debug
        self.showsRenderTime = showsRenderTime
        self.deadline = deadline
        self.replaysEveryRender = replaysEveryRender
    }

    /// What `render` drew.
    public struct Picture {
        public var image: RenderSurface
        /// Callbacks replayed up to the moment.
        package var callbacksReplayed: Int
        /// The moment drawn, seconds after the first sample.
        public var moment: Double
    }

    /// Replays `trace` (called `label` in the caption) and draws it. Throws for a trace without
    /// samples, a canvas larger than Cairo allows, a configuration's unknown predictor, or a
    /// predictor that failed (an external one that could not start, crashed or did not answer):
    /// a picture without the predictions it should show is never made.
    public func render(_ trace: Trace, label: String) throws(RenderError) -> Picture {
        guard !trace.samples.isEmpty else { throw RenderError("the trace has no samples to draw") }
        let geometry = fullCanvas ? CanvasGeometry(profile: trace.header.profile) : CanvasGeometry.croppedToInk(of: trace, moment: moment, minimumScale: minimumScale)
        let limit = CanvasGeometry.maximumCairoSide
        guard geometry.pixelWidth <= limit, geometry.pixelHeight <= limit else {
            if fullCanvas {
                throw RenderError("a \(geometry.pixelWidth)×\(geometry.pixelHeight) px canvas is larger than Cairo's \(limit) px per side", isCanvasTooLarge: true)
            }
            throw RenderError("the strokes span more than Cairo's \(limit) px per side even at \(minimumScale) px/pt", isCanvasTooLarge: true)
        }
        let color = debug ? RGBAColor(red: 0.55, green: 0.66, blue: 0.88) : RGBAColor.ink
        let style = StrokeStyle(widthMode: widthMode, width: width, minimumWidth: min(0.75, width), maximumWidth: max(8, 3 * width), color: color)
        let provider: (any PredictionProvider)?
        do {
            provider = try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile, predictors: predictors)
        } catch {
            throw RenderError("configuration '\(configuration.name)': \(error)")
        }
        let replay = MomentReplay(
            trace: trace, configuration: configuration, schedule: .automatic(for: trace), moment: moment,
            renderer: rendererKind.makeRenderer(geometry: geometry, style: style, drawsEveryRender: replaysEveryRender),
            predictor: provider is RecordedPredictionProvider ? nil : provider, deadline: deadline, incrementalGeometry: !replaysEveryRender
        )
        if replay.passedDeadline {
            throw RenderError("stopped at the time limit after \(replay.callbacksReplayed) callbacks", passedDeadline: true)
        }
        if let provider, let failure = provider.failure {
            throw RenderError("configuration '\(configuration.name)': predictor '\(provider.name)': \(failure)")
        }
        let image: RenderSurface
        if debug {
            let painter = DebugOverlayPainter(geometry: geometry, caption: caption(replay, label: label))
            image = painter.image(presenting: replay.renderer, marks: replay.marks, truthAvailable: !trace.groundTruth.isEmpty)
        } else {
            image = RenderSurface(geometry: geometry)
            image.fill(with: .white)
            replay.renderer.present(onto: image)
        }
        return Picture(image: image, callbacksReplayed: replay.callbacksReplayed, moment: replay.marks.moment)
    }

    private func caption(_ replay: MomentReplay, label: String) -> [String] {
        var lines = ["\(label) at \(String(format: "%.3f s", replay.marks.moment)) — \(configuration.name), \(rendererKind.rawValue) renderer"]
        if let work = replay.lastWork {
            let time = showsRenderTime ? String(format: "%.0f µs, ", Double(work.elapsedNanoseconds) / 1000) : ""
            lines.append(
                "last render: \(time)\(work.pixelsComposited) px composited, \(work.pixelsCleared) px cleared, \(work.elementsStroked) elements stroked"
            )
        }
        return lines
    }
}
