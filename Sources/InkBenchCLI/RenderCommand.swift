import ArgumentParser
import Foundation
import InkFormats
import InkIO
import InkPipeline
import InkRender
import InkRun
import InkSim

/// `inkbench render`: draws a trace's ink, as it looked at one moment, to a PNG with Cairo.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the ink of a trace as it looked at a moment (default: the end) to a PNG.",
        discussion: """
            The trace is replayed through one pipeline configuration (default incremental-smooth), \
            callback by callback (recorded callbacks, or a cut at the display rate), and rendered \
            after each with Cairo. The profile is --profile, else the `profile:` of the \
            configuration's set, else the trace's own. By default the image is cropped to the ink and scaled to about \
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

    @Option(parsing: .unconditional, help: ArgumentHelp("The moment to draw, seconds after the first sample (default: the end).", valueName: "seconds"))
    var at: Double?

    @Flag(help: "Overlay samples, predictions, estimated force, redrawn rectangles and the true pen position.")
    var debug = false

    @Option(help: ArgumentHelp("Renderer: naive (full redraw) or incremental (dirty rectangles) (default: the configuration's renderer).", valueName: "kind"))
    var renderer: String?

    @Option(name: .customLong("width-mode"), help: ArgumentHelp("Stroke width: force-tapered or constant.", valueName: "mode"))
    var widthMode: String = StrokeStyle.WidthMode.forceTapered.rawValue

    @Option(parsing: .unconditional, help: ArgumentHelp("Stroke width at force 1 (or everywhere, when constant), points; tapered ink spans 0.75 pt to max(8 pt, 3 × this).", valueName: "points"))
    var width: Double = StrokeStyle().width

    @Flag(name: .customLong("full-canvas"), help: "Draw the device's whole screen at its pixel scale instead of cropping to the ink.")
    var fullCanvas = false

    @OptionGroup var device: ProfileOptions

    @OptionGroup var reading: TraceReadOptions

    @Option(name: .customLong("max-seconds"), parsing: .unconditional, help: ArgumentHelp(
        "Longest wall time the replay may take, seconds: a picture estimated (from the calibration) to take longer is refused before it starts, and a replay that passes it stops with nothing written (default 600).",
        valueName: "s"
    ))
    var maxSeconds: Double = 600

    @Option(name: .customLong("external-timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds an external predictor (exec:…) of the configuration may take to answer one request (default 10).", valueName: "s"
    ))
    var externalTimeout: Double?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The PNG to write (atomically).", valueName: "file"))
    var output: String

    func validate() throws {
        if let at, !(at.isFinite && at >= 0) { throw CommandFailure("--at must be a number of seconds ≥ 0") }
        if let renderer, RendererKind(rawValue: renderer) == nil { throw CommandFailure("--renderer must be naive or incremental") }
        if StrokeStyle.WidthMode(rawValue: widthMode) == nil { throw CommandFailure("--width-mode must be force-tapered or constant") }
        if !(width.isFinite && width >= 0.25 && width <= 20) { throw CommandFailure("--width must be between 0.25 and 20 points") }
        if !(maxSeconds > 0 && maxSeconds.isFinite) { throw CommandFailure("--max-seconds must be a positive number") }
        let timeouts = ExternalPipelineSpec.timeoutRange
        if let externalTimeout, !timeouts.contains(externalTimeout) {
            throw CommandFailure("--external-timeout must be seconds in \(timeouts.lowerBound)…\(Int(timeouts.upperBound))")
        }
        let pathExtension = (output as NSString).pathExtension
        if !pathExtension.isEmpty && pathExtension.lowercased() != "png" {
            throw CommandFailure("-o \(output): render writes PNG only; name the file .png")
        }
    }

    func run() throws {
        let limit = RunTimeLimit(start: MonotonicClock.now(), seconds: maxSeconds)
        let selection = try configurationSelection()
        let configuration = try chosenConfiguration(selection.builtInOnly(command: "inkbench render"))
        let loaded = try TraceInput.load(
            trace, profile: device, reading: reading, setProfile: try selection.profile(),
            inputProfiles: try TraceInput.profilesNamed(device.profile, by: [trace], reading: reading)
        )
        if let at, at > loaded.duration {
            throw CommandFailure("--at \(at): past the end of \(trace), which lasts " + String(format: "%.3f s", loaded.duration))
        }
        let kind = try rendererKind(for: configuration)
        try checkEstimatedTime(loaded, configuration: configuration, kind: kind)
        let snapshot = InkSnapshot(
            configuration: configuration, predictors: components.predictors, moment: at, rendererKind: kind, widthMode: StrokeStyle.WidthMode(rawValue: widthMode) ?? .forceTapered,
            width: width, fullCanvas: fullCanvas, debug: debug, deadline: limit.deadline
        )
        let picture: InkSnapshot.Picture
        do {
            picture = try snapshot.render(loaded, label: trace)
        } catch where error.passedDeadline {
            throw exceeded(after: error)
        } catch {
            let remedy = error.isCanvasTooLarge && !fullCanvas ? "; pass --full-canvas to draw the profile's screen instead" : ""
            throw CommandFailure("\(trace): \(error.description)\(remedy)")
        }
        do {
            try AtomicFileWriter.write(try picture.image.pngData(), to: output)
        } catch let error as FileWriteError {
            throw CommandFailure(error.description)
        } catch let error as RenderError {
            throw CommandFailure("\(output): \(error.description)")
        }
        let size = "\(picture.image.width)×\(picture.image.height) px"
        print("wrote \(output) (\(size)): \(picture.callbacksReplayed) callbacks to \(String(format: "%.3f s", picture.moment)), \(configuration.name), \(kind.rawValue) renderer")
    }

    /// `--renderer`, else the renderer the configuration names.
    private func rendererKind(for configuration: PipelineConfiguration) throws -> RendererKind {
        if let renderer, let kind = RendererKind(rawValue: renderer) { return kind }
        guard let kind = RendererKind(rawValue: configuration.renderer.rawValue) else {
            throw CommandFailure("\(configuration.name): its renderer '\(configuration.renderer.rawValue)' is not one render draws; pass --renderer naive or incremental")
        }
        return kind
    }

    /// The active components, with `--external-timeout` for external predictors.
    var components: InkBenchComponents {
        var components = ActiveComponents.current
        if let externalTimeout { components.predictors = components.predictors.withExternalTimeout(externalTimeout) }
        return components
    }

    /// `--config` (default incremental-smooth) in the `--configs` folder.
    private func configurationSelection() throws -> ConfigurationSelection {
        try ConfigurationOptions.resolver([configurationName ?? "incremental-smooth"], folder: configurationFolder).selection()
    }

    private func chosenConfiguration(_ chosen: [PipelineConfiguration]) throws -> PipelineConfiguration {
        guard chosen.count == 1, let configuration = chosen.first else {
            throw CommandFailure("\(configurationName ?? ""): holds \(chosen.count) configurations; name one with --config NAME")
        }
        return configuration
    }
}
