import InkFormats
import InkModel
import InkSynth

/// What the native-format benchmarks read and write: one long synthesized trace (a 5-minute
/// spiral, ~50 MB as a native `.inktrace`), its encoded bytes in memory and the same bytes in a
/// file, made once per benchmark in its setup, outside every measurement.
struct NativeTraceFixture {
    /// The recipe of the trace, in `SynthRecipe` text form.
    static let recipeText = "shape=spiral profile=ipad-pro-pencil-120 duration=300 speed=80 noise=0.05 seed=1"

    let trace: Trace
    /// The trace encoded as a native `.inktrace` file.
    let bytes: [UInt8]
    /// A file holding `bytes`.
    let path: String
    /// Where a write benchmark writes (replaced atomically on every iteration).
    let outputPath: String

    /// Synthesizes the trace, encodes it and writes it into `folder` (which it creates).
    init(in folder: BenchmarkFolder) throws {
        let recipe = try SynthRecipe(parsing: Self.recipeText)
        trace = try Synthesizer.synthesize(recipe)
        bytes = try NativeTraceWriter.encode(trace)
        try folder.create()
        path = folder.file("fixture.inktrace")
        outputPath = folder.file("written.inktrace")
        try TraceFormatRegistry.builtIn.write(trace, to: path, format: .native)
    }
}
