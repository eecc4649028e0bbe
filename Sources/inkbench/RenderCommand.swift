import ArgumentParser
import Foundation
import InkFormats
import InkModel
import InkPipeline
import InkRender
import InkSim

/// `inkbench render`: draws a trace's ink, as it looked at one moment, to a PNG with Cairo.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the ink of a trace as it looked at a moment (default: the end) to a PNG.",
        discussion: """
            The trace is replayed through one pipeline configuration (default incremental-smooth), \
            callback by callback (recorded callbacks, or a cut at the display rate), and rendered \
            after each with Cairo. By default the image is cropped to the ink and scaled to about \
            1600 px on its longer side; --full-canvas draws the device's whole screen at its own \
            pixel scale (2048×2732 px on the 12.9″ iPad Pro).

            --debug overlays what WWDC 2016's ink debug mode showed: live touches black, coalesced \
            samples gray, predicted touches red, samples whose force is still estimated blue, the \
            rectangles the last renders redrew green, and the pen's true position (synthesized \
            traces) as an orange ring: the gap to the ink's tip is the lag.

            Examples:
              inkbench render handwriting -o handwriting.png
              inkbench render handwriting --at 1.2 --debug -o moment.png
              inkbench render ../shared/datasets/inkable/events.json --config wwdc-predicted --at 0.3 --debug -o pencil.png
            """
    )

    @Argument(help: ArgumentHelp("A trace file or built-in dataset name.", valueName: "trace"))
    var trace: String

    @Option(name: .customLong("config"), help: ArgumentHelp("Pipeline configuration name or YAML file (default: incremental-smooth).", valueName: "name|file"))
    var configurationName: String?

    @Option(name: .customLong("configs"), help: ArgumentHelp("Folder of configuration sets.", valueName: "dir"))
    var configurationFolder: String?

    @Option(help: ArgumentHelp("The moment to draw, seconds after the first sample (default: the end).", valueName: "seconds"))
    var at: Double?

    @Flag(help: "Overlay samples, predictions, estimated force, redrawn rectangles and the true pen position.")
    var debug = false

    @Option(help: ArgumentHelp("Renderer: naive (full redraw) or incremental (dirty rectangles).", valueName: "kind"))
    var renderer: String = RendererKind.incremental.rawValue

    @Option(name: .customLong("width-mode"), help: ArgumentHelp("Stroke width: force-tapered or constant.", valueName: "mode"))
    var widthMode: String = StrokeStyle.WidthMode.forceTapered.rawValue

    @Option(help: ArgumentHelp("Stroke width at force 1 (or everywhere, when constant), points; tapered ink spans 0.75 pt to max(8 pt, 3 × this).", valueName: "points"))
    var width: Double = StrokeStyle().width

    @Flag(name: .customLong("full-canvas"), help: "Draw the device's whole screen at its pixel scale instead of cropping to the ink.")
    var fullCanvas = false

    @OptionGroup var device: ProfileOptions

    @Option(help: ArgumentHelp("Axis description (.desc) for an evemu recording without one.", valueName: "file"))
    var description: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The PNG to write (atomically).", valueName: "file"))
    var output: String

    func validate() throws {
        if let at, !(at.isFinite && at >= 0) { throw ValidationError("--at must be a number of seconds ≥ 0") }
        if RendererKind(rawValue: renderer) == nil { throw ValidationError("--renderer must be naive or incremental") }
        if StrokeStyle.WidthMode(rawValue: widthMode) == nil { throw ValidationError("--width-mode must be force-tapered or constant") }
        if !(width.isFinite && width >= 0.25 && width <= 20) { throw ValidationError("--width must be between 0.25 and 20 points") }
    }

    func run() throws {
        let loaded = try TraceInput.load(trace, profile: device, description: description)
        guard !loaded.samples.isEmpty else { throw CommandFailure("\(trace): the trace has no samples to draw") }
        let configuration = try chosenConfiguration()
        let geometry = fullCanvas ? CanvasGeometry(profile: loaded.header.profile) : Self.croppedGeometry(loaded, moment: at)
        guard geometry.pixelWidth <= Self.maximumSide, geometry.pixelHeight <= Self.maximumSide else {
            if fullCanvas {
                throw CommandFailure("\(trace): a \(geometry.pixelWidth)×\(geometry.pixelHeight) px canvas is larger than Cairo's \(Self.maximumSide) px per side")
            }
            throw CommandFailure("\(trace): the strokes span more than Cairo's \(Self.maximumSide) px per side even at 0.5 px/pt; pass --full-canvas to draw the profile's screen instead")
        }
        let mode = StrokeStyle.WidthMode(rawValue: widthMode) ?? .forceTapered
        let color = debug ? RGBAColor(red: 0.55, green: 0.66, blue: 0.88) : RGBAColor.ink
        let style = StrokeStyle(widthMode: mode, width: width, minimumWidth: min(0.75, width), maximumWidth: max(8, 3 * width), color: color)
        let kind = RendererKind(rawValue: renderer) ?? .incremental
        let provider = try predictionProvider(for: configuration, trace: loaded, profile: loaded.header.profile)
        let replay = MomentReplay(
            trace: loaded, configuration: configuration, schedule: .automatic(for: loaded), moment: at,
            renderer: kind.makeRenderer(geometry: geometry, style: style),
            predictor: provider is RecordedPredictionProvider ? nil : provider
        )
        let image: RenderSurface
        if debug {
            let painter = DebugOverlayPainter(geometry: geometry, caption: caption(replay, configuration, kind))
            image = painter.image(presenting: replay.renderer, marks: replay.marks, truthAvailable: !loaded.groundTruth.isEmpty)
        } else {
            image = RenderSurface(geometry: geometry)
            image.fill(with: .white)
            replay.renderer.present(onto: image)
        }
        do {
            try AtomicFileWriter.write(try image.pngData(), to: output)
        } catch let error as FileWriteError {
            throw CommandFailure(error.description)
        } catch let error as RenderError {
            throw CommandFailure("\(output): \(error.description)")
        }
        print("wrote \(output) (\(image.width)×\(image.height) px): \(replay.callbacksReplayed) callbacks to \(Self.seconds(replay.marks.moment)), \(configuration.name), \(kind.rawValue) renderer")
    }

    private func chosenConfiguration() throws -> PipelineConfiguration {
        var options = ConfigurationOptions(folderOverride: configurationFolder)
        options.configs = [configurationName ?? "incremental-smooth"]
        let chosen = try options.selected()
        guard chosen.count == 1, let configuration = chosen.first else {
            throw CommandFailure("\(configurationName ?? ""): holds \(chosen.count) configurations; name one with --config NAME")
        }
        return configuration
    }

    private func caption(_ replay: MomentReplay, _ configuration: PipelineConfiguration, _ kind: RendererKind) -> [String] {
        var lines = ["\(trace) at \(Self.seconds(replay.marks.moment)) — \(configuration.name), \(kind.rawValue) renderer"]
        if let work = replay.lastWork {
            lines.append(String(
                format: "last render: %.0f µs, %d px composited, %d px cleared, %d elements stroked",
                Double(work.elapsedNanoseconds) / 1000, work.pixelsComposited, work.pixelsCleared, work.elementsStroked
            ))
        }
        return lines
    }

    /// The area of the samples and ground-truth points up to `moment` seconds after the first
    /// sample (all of them without a moment), with a margin, about 1600 px across.
    static func croppedGeometry(_ trace: Trace, moment: Double?) -> CanvasGeometry {
        let cutoff = (trace.samples.first?.timestamp ?? 0) + (moment ?? .infinity)
        var shown = trace.samples.filter { $0.timestamp <= cutoff }.map(\.location)
            + trace.groundTruth.filter { $0.time <= cutoff }.map(\.location)
        if shown.isEmpty { shown = trace.samples.prefix(1).map(\.location) }
        var low = Point(x: Double.infinity, y: Double.infinity), high = Point(x: -Double.infinity, y: -Double.infinity)
        for location in shown {
            low = Point(x: min(low.x, location.x), y: min(low.y, location.y))
            high = Point(x: max(high.x, location.x), y: max(high.y, location.y))
        }
        return CanvasGeometry.fitting(minimum: low, maximum: high, margin: 16, longSide: 1600, scaleRange: 0.5...8)
    }

    /// Cairo's largest image surface side, px.
    static let maximumSide = 32_767

    static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
}
