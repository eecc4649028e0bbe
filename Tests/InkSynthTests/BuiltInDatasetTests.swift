import InkModel
import InkSynth
import Testing

@Suite("Built-in datasets")
struct BuiltInDatasetTests {
    @Test func namesAreUniqueAndFindable() {
        let names = BuiltInDataset.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in ["handwriting", "signature", "scribble-fast", "spiral-long", "session", "tap", "line-short", "handwriting-short"] {
            #expect(BuiltInDataset.named(name)?.name == name)
        }
        #expect(BuiltInDataset.named("nope") == nil)
    }

    @Test(arguments: BuiltInDataset.all)
    func everyDatasetIsAValidTrace(dataset: BuiltInDataset) throws {
        let trace = try Synthesizer.synthesize(dataset.recipe)
        #expect(trace.firstProblem() == nil)
        #expect(trace.header.recipe == dataset.recipe.canonicalText)
        #expect(try SynthRecipe(parsing: dataset.recipe.canonicalText) == dataset.recipe)
        if dataset.isExemplar {
            let records = trace.samples.count + trace.updates.count + trace.groundTruth.count
            #expect(records <= 1000, "exemplar \(dataset.name) has \(records) records")
        }
    }

    @Test func spiralLongIsOneStrokeOfTenThousandSamples() throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("spiral-long")).recipe)
        #expect(trace.touchIDs.count == 1)
        #expect(trace.samples.count >= 10_000)
    }

    @Test func sessionMixesPencilAndFingerWithPauses() throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("session")).recipe)
        #expect(trace.samples.contains { $0.type == .stylus })
        #expect(trace.samples.contains { $0.type == .direct })
        #expect(trace.touchIDs.count == 8)
        var ends: [Int: Double] = [:]
        var begins: [Int: Double] = [:]
        for sample in trace.samples {
            begins[sample.touchID] = begins[sample.touchID] ?? sample.timestamp
            ends[sample.touchID] = sample.timestamp
        }
        let ids = trace.touchIDs
        for (a, b) in zip(ids, ids.dropFirst()) {
            #expect(try #require(begins[b]) - (try #require(ends[a])) >= 0.25)
        }
    }

    @Test func exemplarsAreMarked() {
        let exemplars = BuiltInDataset.all.filter(\.isExemplar).map(\.name)
        #expect(Set(exemplars) == ["tap", "line-short", "handwriting-short"])
    }
}

@Suite("Default recipes")
struct DefaultRecipeTests {
    @Test(arguments: Shape.allCases)
    func everyShapeWorksWithDefaultsOnEveryBuiltInProfile(shape: Shape) throws {
        for profile in DeviceProfile.builtIn {
            for seed in UInt64(1)...3 {
                let trace = try Synthesizer.synthesize(SynthRecipe(shape: shape, profile: profile, seed: seed))
                #expect(trace.firstProblem() == nil, "\(shape) on \(profile.name)")
                let types = Set(trace.samples.map(\.type))
                if profile.touchType == .direct || shape != .session {
                    #expect(types == [profile.touchType])
                } else {
                    #expect(types == [profile.touchType, .direct])
                }
            }
        }
    }
}
