import ArgumentParser
import InkFormats
import InkModel
import InkSynth

/// `inkbench synth`: a built-in dataset or a recipe given by flags → a trace file.
struct Synth: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Synthesize a stylus trace from a built-in dataset or a recipe.",
        discussion: """
            The trace keeps its recipe, seed and ground truth (the pen's true path at 1 kHz). \
            The output format follows the file's extension (.inktrace, .json, .csv).

            Examples:
              inkbench synth --dataset handwriting -o handwriting.inktrace
              inkbench synth --shape spiral --profile ipad-pencil-60 --speed 120 --duration 3 --seed 7 -o spiral.inktrace
              inkbench synth --recipe "shape=zigzag duration=2 speed=150" -o zigzag.csv
              inkbench synth --shape circle --set display-hz=90 -o circle.inktrace
            """
    )

    @Option(help: ArgumentHelp("A built-in dataset (see 'inkbench list datasets').", valueName: "name"))
    var dataset: String?

    @Option(help: ArgumentHelp("A whole recipe in its text form, e.g. \"shape=line duration=1 speed=100\".", valueName: "recipe"))
    var recipe: String?

    @Option(help: ArgumentHelp("The shape to draw (see 'inkbench list shapes').", valueName: "shape"))
    var shape: String?

    @OptionGroup var device: ProfileOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Pen-down time, seconds.", valueName: "s"))
    var duration: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Path length, millimetres (instead of --duration).", valueName: "mm"))
    var length: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Mean pen speed while moving, mm/s.", valueName: "mm/s"))
    var speed: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Digitizer position noise, mm (1 σ); default: the profile's.", valueName: "mm"))
    var noise: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Strokes, words or touches, depending on the shape.", valueName: "n"))
    var strokes: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Size of the drawing, mm (diameter, height or box side by shape).", valueName: "mm"))
    var size: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed of the random generator (same seed, same bytes).", valueName: "n"))
    var seed: UInt64?

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file.", valueName: "file"))
    var output: String

    func validate() throws {
        let sources = [dataset != nil, recipe != nil, shape != nil].filter { $0 }.count
        guard sources == 1 else { throw ValidationError("give exactly one of --dataset, --recipe or --shape") }
        if shape == nil, duration != nil || length != nil || speed != nil || noise != nil || strokes != nil || size != nil {
            throw ValidationError("--duration, --length, --speed, --noise, --strokes and --size go with --shape")
        }
    }

    func run() throws {
        var recipe = try chosenRecipe()
        if let seed { recipe.seed = seed }
        let trace = try Synthesizer.synthesize(recipe)
        let formats = ActiveComponents.current.formats
        try formats.write(trace, to: output, format: try formats.format(forWriting: output))
        print("\(output): \(trace.samples.count) samples, \(trace.touchIDs.count) strokes, "
            + "\(trace.updates.count) updates, \(trace.groundTruth.count) ground-truth points (\(recipe.canonicalText))")
    }

    private func chosenRecipe() throws -> SynthRecipe {
        if let dataset {
            guard let named = BuiltInDataset.named(dataset) else {
                let known = BuiltInDataset.all.map(\.name).joined(separator: ", ")
                throw CommandFailure("unknown dataset '\(dataset)' (known: \(known))")
            }
            var result = named.recipe
            if let profile = try device.resolved(default: result.profile) { result.profile = profile }
            return result
        }
        if let recipe {
            var result = try SynthRecipe(parsing: recipe)
            if let profile = try device.resolved(default: result.profile) { result.profile = profile }
            return result
        }
        guard let shapeName = shape, let chosen = Shape(rawValue: shapeName) else {
            let known = Shape.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandFailure("unknown shape '\(shape ?? "")' (known: \(known))")
        }
        if duration != nil && length != nil { throw CommandFailure("give --duration or --length, not both") }
        let extent: SynthRecipe.Extent? = duration.map { .duration($0) } ?? length.map { .pathLength($0) }
        let result = SynthRecipe(
            shape: chosen, profile: try device.resolved() ?? .ipadProPencil120, extent: extent,
            speed: speed, noise: noise, seed: seed ?? 1, strokes: strokes, size: size
        )
        try result.validate()
        return result
    }
}
