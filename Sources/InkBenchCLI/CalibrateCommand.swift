import ArgumentParser
import Foundation
import InkBench
import InkFormats
import InkMetrics
import InkModel
import InkReport
import InkPipeline
import InkRender
import InkRun
import InkSim
import InkSynth

/// `inkbench calibrate`: fits the modelled cost from measured runs on this machine.
struct Calibrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Fit the modelled cost (per callback, sample, point recomputed, render, pixel, element stroked) from measured runs; write a calibration file.",
        discussion: """
            Replays the built-in datasets through geometry pipelines (callbacks carrying 1, 2, 4 \
            and 8 samples, so that per-callback and per-sample costs vary apart), times every callback \
            on the thread CPU clock (less the timer overhead; disturbed ones left out) and fits \
            cost = perCallback + perSample × samples + perPointRecomputed × points by least squares \
            (coefficients kept ≥ 0, relative error). perPixel and perElementStroked come from \
            simulations of the render datasets with the Cairo naive and incremental renderers on \
            the profile's whole canvas (display-link, measured costs): the naive renderer's full \
            redraws fit perPixel × (pixels cleared + composited) + perElementStroked × elements \
            stroked; perRender is the median excess of the incremental renderer's frames over that. \
            Every coefficient is printed and stored with its bootstrap standard error and 95% interval \
            and whether the data identify it (a term the workloads cannot tell apart from the others is \
            reported as not identified). A fit made while other processes used more than 25% of the \
            cores or more than 5% of the steps were disturbed is refused (nothing written) unless \
            --allow-busy. The file is labelled with the machine kind; `inkbench run --cost modelled` \
            reads it (--calibration FILE).
            Examples:
              inkbench calibrate -o calibration/linux-x86_64-2core.json
              inkbench calibrate --quick -o /tmp/calibration.json
            """
    )

    @Option(name: .customLong("dataset"), help: ArgumentHelp("Built-in datasets to replay (default: all; handwriting and session with --quick).", valueName: "name"))
    var datasets: [String] = []

    @Option(name: .customLong("render-dataset"), help: ArgumentHelp("Built-in datasets rendered with Cairo to fit the render cost (default: handwriting, scribble-fast, session; handwriting with --quick).", valueName: "name"))
    var renderDatasets: [String] = []

    @OptionGroup var configurations: ConfigurationOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Replays per dataset and configuration.", valueName: "n"))
    var repetitions: Int = 3

    @Flag(help: "Fewer datasets and one replay each.")
    var quick = false

    @OptionGroup var parallel: JobsOption

    @Option(name: .customLong("machine-kind"), help: ArgumentHelp("Label of the machine kind (default: cores, architecture, OS and Swift version).", valueName: "text"))
    var machineKind: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Calibration file to write.", valueName: "file"))
    var output: String

    @Flag(name: .customLong("allow-busy"), help: "Write the fit even when the machine was too busy to measure (the load is recorded in the file).")
    var allowBusy = false

    static let defaultConfigurations = ["naive", "incremental", "naive-smooth", "incremental-smooth"]

    func validate() throws {
        if repetitions < 1 { throw CommandFailure("--repetitions must be at least 1") }
    }

    func run() throws {
        var options = configurations
        if options.configs.isEmpty { options.configs = Self.defaultConfigurations }
        let chosen = try options.resolver.selection().builtInOnly(command: "inkbench calibrate")
        let names = datasets.isEmpty ? (quick ? ["handwriting", "session"] : BuiltInDataset.all.map(\.name)) : datasets
        let renderNames = renderDatasets.isEmpty ? (quick ? ["handwriting"] : Self.defaultRenderDatasets) : renderDatasets
        let overhead = StepTimer(clock: .threadCPU).overhead().cpuNanoseconds
        let load = MachineLoadSampler(probesMemory: true)
        let session = CalibrationRun(
            datasets: names, renderDatasets: renderNames, renderers: ActiveComponents.current.renderers, configurations: chosen,
            repetitions: quick ? 1 : repetitions, jobs: parallel.count
        )
        let calibrator: CostCalibrator
        do {
            calibrator = try session.measure(timerOverheadNanoseconds: overhead) { print($0) }
        } catch {
            throw CommandFailure("\(error)")
        }
        guard let fit = calibrator.fit() else {
            throw CommandFailure("too few callbacks (\(calibrator.rows.count)) or renders (\(calibrator.renderCount)) to fit the cost model")
        }
        let machine = load.record()
        let busy = CalibrationLoadCheck.problem(load: machine, disturbedShare: calibrator.disturbedShare)
        if let busy, !allowBusy {
            throw CommandFailure("\(busy): nothing written to \(output); calibrate on a quiet machine, or pass --allow-busy to write it anyway")
        }
        var file = CalibrationFile(
            machineKind: machineKind ?? RunEnvironment.current().machineKind,
            createdBy: "inkbench \(Inkbench.configuration.version) calibrate",
            coefficients: fit.coefficients,
            fit: CalibrationFit(
                rows: fit.rows, rSquared: fit.rSquared, renderRows: fit.renderRows, renderRSquared: fit.renderRSquared,
                datasets: names, configurations: chosen.map(\.name),
                renderMethod: "Cairo naive and incremental renderers on the profile canvas, display-link, datasets \(renderNames.joined(separator: ", ")); full redraws fit by least squares (perPixel, perElementStroked), perRender the median excess of the dirty-rectangle renders"
            )
        )
        file.fit.terms = fit.terms
        file.fit.clock = StepClock.threadCPU.rawValue
        file.fit.disturbedShare = calibrator.disturbedShare
        file.fit.otherProcessesShare = machine?.otherProcessesShare
        try AtomicFileWriter.write(String(decoding: try file.jsonData(), as: UTF8.self) + "\n", to: output)
        for line in CalibrationReport.lines(file, output: output, machine: machine) { print(line) }
        let shipped = try? CalibrationLocation.load(CalibrationLocation.resolve(nil)).coefficients
        var warnings = CalibrationFitCheck.warnings(coefficients: fit.coefficients, rSquared: fit.rSquared, renderRSquared: fit.renderRSquared, shipped: shipped)
        if let busy { warnings.insert("warning: \(busy) (written anyway: --allow-busy)", at: 0) }
        warnings += fit.terms.filter { !$0.identified }.map { "warning: \($0.name) is \($0.note)" }
        for line in warnings {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    static let defaultRenderDatasets = ["handwriting", "scribble-fast", "session"]
}
