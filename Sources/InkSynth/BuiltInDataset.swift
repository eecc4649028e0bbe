import InkModel

/// A named synthesized trace that ships with InkBench: a recipe, so the trace itself is made on
/// demand. Exemplars are small enough (well under 150 KB as native JSON Lines) to be checked in
/// as files beside the manifest.
public struct BuiltInDataset: Hashable, Sendable {
    public var name: String
    /// One line saying what the trace holds.
    public var summary: String
    public var recipe: SynthRecipe
    /// Whether the dataset is small and is also kept as a checked-in exemplar file.
    package var isExemplar: Bool

    public init(name: String, summary: String, recipe: SynthRecipe, isExemplar: Bool = false) {
        self.name = name
        self.summary = summary
        self.recipe = recipe
        self.isExemplar = isExemplar
    }

    /// Every built-in dataset: the benchmark traces first, then the exemplars.
    public static let all: [BuiltInDataset] = [
        BuiltInDataset(
            name: "handwriting", summary: "about four handwritten words in 5 s of pen-down time, Apple Pencil on a 120 Hz iPad Pro",
            recipe: SynthRecipe(shape: .handwriting, extent: .duration(5))
        ),
        BuiltInDataset(
            name: "signature", summary: "a fast signature of one to three pen-down runs",
            recipe: SynthRecipe(shape: .signature, extent: .duration(2.5))
        ),
        BuiltInDataset(
            name: "scribble-fast", summary: "a fast random scribble at 320 mm/s",
            recipe: SynthRecipe(shape: .scribble, extent: .duration(4), speed: 320)
        ),
        BuiltInDataset(
            name: "spiral-long", summary: "one 45 s spiral stroke: over 10,000 samples in a single touch",
            recipe: SynthRecipe(shape: .spiral, extent: .duration(45), speed: 80)
        ),
        BuiltInDataset(
            name: "session", summary: "eight touches with pauses: pencil strokes of mixed shapes, finger pans and taps",
            recipe: SynthRecipe(shape: .session, extent: .duration(8), strokes: 8)
        ),
        BuiltInDataset(
            name: "circle", summary: "one circle at 100 mm/s",
            recipe: SynthRecipe(shape: .circle, extent: .duration(2))
        ),
        BuiltInDataset(
            name: "scribble-finger", summary: "a finger scribble on a 120 Hz touch screen (no force, no tilt)",
            recipe: SynthRecipe(shape: .scribble, profile: .ipadFinger60, extent: .duration(3))
        ),
        BuiltInDataset(
            name: "tap", summary: "a single pencil tap of 0.1 s",
            recipe: SynthRecipe(shape: .tap, extent: .duration(0.1)), isExemplar: true
        ),
        BuiltInDataset(
            name: "line-short", summary: "a 0.5 s minimum-jerk line of 50 mm",
            recipe: SynthRecipe(shape: .line, extent: .duration(0.5)), isExemplar: true
        ),
        BuiltInDataset(
            name: "handwriting-short", summary: "one short handwritten word, 0.6 s of pen-down time",
            recipe: SynthRecipe(shape: .handwriting, extent: .duration(0.6), strokes: 1), isExemplar: true
        ),
    ]

    /// The built-in dataset called `name`, or nil.
    public static func named(_ name: String) -> BuiltInDataset? {
        all.first { $0.name == name }
    }
}
