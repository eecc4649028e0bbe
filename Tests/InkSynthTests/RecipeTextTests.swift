import InkModel
import InkSynth
import Testing

@Suite("Recipe text form")
struct RecipeTextTests {
    @Test func canonicalTextHasStableOrderAndShortNumbers() {
        let recipe = SynthRecipe(shape: .handwriting, extent: .duration(4), speed: 60)
        #expect(recipe.canonicalText == "shape=handwriting profile=ipad-pro-pencil-120 duration=4 speed=60 noise=0.05 seed=1")
        let full = SynthRecipe(
            shape: .circle, profile: .wacomLinux60, extent: .pathLength(123.25), speed: 1.0 / 3.0, noise: 0,
            seed: 18_446_744_073_709_551_615, size: 40, center: Point(x: 500, y: 400.5)
        )
        #expect(full.canonicalText == "shape=circle profile=wacom-linux-60 length=123.25 speed=0.3333333333333333 noise=0 seed=18446744073709551615 size=40 x=500 y=400.5")
    }

    @Test func textRoundTripsForEveryBuiltInDatasetAndShape() throws {
        var recipes = BuiltInDataset.all.map(\.recipe)
        for shape in Shape.allCases {
            recipes.append(SynthRecipe(shape: shape, profile: .androidStylus120, speed: 123.456789, noise: 0.0125, seed: 42))
        }
        recipes.append(SynthRecipe(shape: .zigzag, extent: .pathLength(150), strokes: 6, size: 12.5, center: Point(x: 300, y: 200)))
        for recipe in recipes {
            let parsed = try SynthRecipe(parsing: recipe.canonicalText)
            #expect(parsed == recipe, "\(recipe.canonicalText)")
            #expect(parsed.canonicalText == recipe.canonicalText)
        }
    }

    @Test func parsingAcceptsAnyOrderAndAppliesDefaults() throws {
        let recipe = try SynthRecipe(parsing: "seed=7  speed=90 shape=line")
        #expect(recipe.shape == .line)
        #expect(recipe.profile == .ipadProPencil120)
        #expect(recipe.extent == Shape.line.defaultExtent)
        #expect(recipe.speed == 90)
        #expect(recipe.noise == DeviceProfile.ipadProPencil120.positionNoiseMM)
        #expect(recipe.seed == 7)
        let finger = try SynthRecipe(parsing: "shape=scribble profile=ipad-finger-60")
        #expect(finger.noise == DeviceProfile.ipadFinger60.positionNoiseMM)
    }

    @Test(arguments: [
        ("shape=line colour=red", "recipe colour=red: unknown key"),
        ("shape=line speed=fast", "recipe speed=fast: not a finite number"),
        ("shape=line speed=nan", "recipe speed=nan: not a finite number"),
        ("shape=line seed=-1", "recipe seed=-1: not a whole number"),
        ("shape=blob", "recipe shape=blob: unknown shape"),
        ("speed=3", "recipe shape: missing"),
        ("shape=line shape=circle", "recipe shape=circle: given twice"),
        ("shape=line duration=1 length=40", "recipe length=40: give either duration or length, not both"),
        ("shape=line profile=ipad-9000", "recipe profile=ipad-9000: unknown profile"),
        ("shape=line strokes=3", "recipe strokes=3: does not apply to shape=line"),
        ("shape=line size=3", "recipe size=3: does not apply to shape=line"),
        ("shape=session x=10 y=10", "recipe x=10: shape=session places itself"),
        ("shape=line x=10", "recipe y: give both x and y"),
        ("shape=line speed=0", "recipe speed=0: must be greater than 0"),
        ("shape=line duration=0.001", "recipe duration=0.001: must lie in"),
        ("shape=line noise=-1", "recipe noise=-1: must lie in 0...100 mm"),
        ("shape=handwriting duration=1 strokes=9", "recipe strokes=9: 9 words need at least 2.25 s"),
        ("shape=line nonsense", "recipe nonsense: expected KEY=VALUE"),
    ])
    func parseErrorsAreOneClearLine(text: String, expected: String) {
        #expect {
            try SynthRecipe(parsing: text)
        } throws: { error in
            let message = String(describing: error)
            return message.hasPrefix(expected) && !message.contains("\n")
        }
    }
}
