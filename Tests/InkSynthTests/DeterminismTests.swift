import InkModel
import InkSynth
import Testing

@Suite("Determinism")
struct DeterminismTests {
    @Test(arguments: Shape.allCases)
    func sameRecipeGivesIdenticalTrace(shape: Shape) throws {
        let recipe = SynthRecipe(shape: shape, extent: shape == .tap ? nil : .duration(1.5), seed: 99)
        let first = try Synthesizer.synthesize(recipe)
        let second = try Synthesizer.synthesize(recipe)
        #expect(first == second)
        #expect(first.header.recipe == recipe.canonicalText)
        #expect(first.header.seed == 99)
        #expect(first.header.sourceKind == .synthesized)
        #expect(first.header.source == "synth")
    }

    @Test(arguments: Shape.allCases)
    func differentSeedsGiveDifferentTraces(shape: Shape) throws {
        var recipe = SynthRecipe(shape: shape, extent: shape == .tap ? nil : .duration(1.5), seed: 1)
        let first = try Synthesizer.synthesize(recipe)
        recipe.seed = 2
        let second = try Synthesizer.synthesize(recipe)
        #expect(first.samples != second.samples)
        #expect(first.groundTruth != second.groundTruth)
    }

    @Test func noiseLevelDoesNotChangeThePath() throws {
        let quiet = try Synthesizer.synthesize(SynthRecipe(shape: .scribble, extent: .duration(1), noise: 0))
        let noisy = try Synthesizer.synthesize(SynthRecipe(shape: .scribble, extent: .duration(1), noise: 0.3))
        #expect(quiet.groundTruth == noisy.groundTruth)
        #expect(quiet.samples.map(\.timestamp) == noisy.samples.map(\.timestamp))
        #expect(quiet.samples.map(\.location) != noisy.samples.map(\.location))
    }
}
