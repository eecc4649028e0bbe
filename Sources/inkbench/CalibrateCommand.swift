import ArgumentParser
import Foundation
import InkFormats
import InkMetrics
import InkPipeline
import InkSim
import InkSynth

/// `inkbench calibrate`: fits the modelled cost from measured runs on this machine.
struct Calibrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Fit the modelled cost (per callback, sample, point recomputed, pixel) from measured runs; write a calibration file.",
        discussion: """
            Replays the built-in datasets through geometry pipelines (callbacks at the display \
            rate), times every callback with the monotonic clock (less the timer overhead) and fits \
            cost = perCallback + perSample × samples + perPointRecomputed × points by least squares \
            (coefficients kept ≥ 0). perPixel is the measured time to fill a canvas-sized 32-bit \
            pixel buffer, per pixel: a lower bound of rasterization until a real renderer is \
            calibrated. The file is labelled with the machine kind; `inkbench run --cost modelled` \
            reads it (--calibration FILE).
            Examples:
              inkbench calibrate -o calibration/linux-x86_64-2core.json
              inkbench calibrate --quick -o /tmp/calibration.json
            """
    )

    @Option(name: .customLong("dataset"), help: ArgumentHelp("Built-in datasets to replay (default: all; handwriting and session with --quick).", valueName: "name"))
    var datasets: [String] = []

    @OptionGroup var configurations: ConfigurationOptions

    @Option(help: ArgumentHelp("Replays per dataset and configuration.", valueName: "n"))
    var repetitions: Int = 3

    @Flag(help: "Fewer datasets and one replay each.")
    var quick = false

    @Option(name: .customLong("machine-kind"), help: ArgumentHelp("Label of the machine kind (default: cores, architecture, OS and Swift version).", valueName: "text"))
    var machineKind: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Calibration file to write.", valueName: "file"))
    var output: String

    static let defaultConfigurations = ["naive", "incremental", "naive-smooth", "incremental-smooth"]

    func validate() throws {
        if repetitions < 1 { throw ValidationError("--repetitions must be at least 1") }
    }

    func run() throws {
        var options = configurations
        if options.configs.isEmpty { options.configs = Self.defaultConfigurations }
        let chosen = try options.selected()
        let names = datasets.isEmpty ? (quick ? ["handwriting", "session"] : BuiltInDataset.all.map(\.name)) : datasets
        let overhead = MonotonicClock.measureOverhead()
        var calibrator = CostCalibrator(timerOverheadNanoseconds: overhead)
        var canvasPixels = 0
        for name in names {
            guard let dataset = BuiltInDataset.named(name) else {
                throw CommandFailure("unknown dataset '\(name)' (known: \(BuiltInDataset.all.map(\.name).joined(separator: ", ")))")
            }
            let trace = try Synthesizer.synthesize(dataset.recipe)
            canvasPixels = max(canvasPixels, trace.header.profile.pixelWidth * trace.header.profile.pixelHeight)
            for configuration in chosen {
                calibrator.measure(configuration, on: trace, repetitions: quick ? 1 : repetitions)
            }
            print("calibrate: \(name): \(calibrator.rows.count) callbacks so far")
        }
        let perPixel = CostCalibrator.measurePixelFill(pixels: canvasPixels)
        guard let fit = calibrator.fit(perPixel: perPixel) else {
            throw CommandFailure("too few callbacks to fit the cost model (\(calibrator.rows.count))")
        }
        let file = CalibrationFile(
            machineKind: machineKind ?? RunEnvironment.current().machineKind,
            createdBy: "inkbench \(Inkbench.configuration.version) calibrate",
            coefficients: fit.coefficients,
            fit: CalibrationFit(
                rows: fit.rows, rSquared: fit.rSquared, datasets: names, configurations: chosen.map(\.name),
                perPixelMethod: "median time to fill a \(canvasPixels)-pixel 32-bit buffer, per pixel (a lower bound of rasterization; no rasterizer calibrated)"
            )
        )
        try AtomicFileWriter.write(String(decoding: try file.jsonData(), as: UTF8.self) + "\n", to: output)
        let c = fit.coefficients
        print(String(
            format: "%@: per callback %.3f µs, per sample %.4f µs, per point recomputed %.5f µs, per pixel %.3g ns (R² %.3f over %d callbacks)",
            output, c.perCallback * 1e6, c.perSample * 1e6, c.perPointRecomputed * 1e6, c.perPixel * 1e9, fit.rSquared, fit.rows
        ))
    }
}
