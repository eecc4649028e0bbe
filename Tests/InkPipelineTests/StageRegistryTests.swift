import InkConfiguration
import InkModel
import InkPipeline
import Testing

/// Registered stages: the built-ins through the registry, a custom smoother and filter read by
/// name from YAML with their own keys, and the same one-line errors as the built-ins.
struct StageRegistryTests {
    /// A smoother outside InkPipeline's built-ins: Antigrain curves under another name, with a
    /// `gain` in 0…1.
    static let gentle = SmootherComponent(
        name: "gentle", summary: "test smoother",
        parameters: [ComponentParameter(key: "gain", defaultValue: "0.5", meaning: "smoothness", range: ValueRange(0, 1))]
    ) { reader throws(ComponentSpecError) in
        let gain = try reader.number("gain", default: 0.5)
        return SmootherSpec(kind: "gentle", settings: [StageSetting("gain", gain)], shape: AntigrainShape(smoothness: gain))
    }

    /// A filter outside the built-ins: distance thinning under another name, with a whole-number
    /// `steps` in 1…10 (the distance in points).
    static let coarse = FilterComponent(
        name: "coarse", summary: "test filter",
        parameters: [ComponentParameter(key: "steps", defaultValue: "2", meaning: "pt", range: ValueRange(1, 10, wholeNumbers: true))]
    ) { reader throws(ComponentSpecError) in
        let steps = try reader.integer("steps", default: 2)
        return FilterSpec(
            kind: "coarse", settings: [StageSetting("steps", steps)],
            naive: { NaiveDistanceThinningStage(distance: Double(steps)) }, incremental: { IncrementalDistanceThinningStage(distance: Double(steps)) }
        )
    }

    static func registry() throws -> StageRegistry {
        var registry = StageRegistry.builtIn
        try registry.register(gentle)
        try registry.register(coarse)
        return registry
    }

    static func yaml(_ stages: String) -> String {
        "configurations:\n  - name: custom\n    geometry: incremental\n    \(stages)\n"
    }

    @Test func theBuiltInsAreRegisteredUnderDistinctNames() {
        #expect(StageRegistry.builtIn.filters.names == ["savitzky-golay", "douglas-peucker", "distance-thinning"])
        #expect(StageRegistry.builtIn.smoothers.names == ["straight", "antigrain", "catmull-rom"])
    }

    @Test func aRegisteredStageIsReadByNameWithItsParameters() throws {
        let set = try PipelineConfigurationSet.load(
            yaml: Self.yaml("filters: [{ kind: coarse, steps: 3 }]\n    smoother: { kind: gentle, gain: 0.25 }"), source: "t.yaml", stages: try Self.registry(), renderers: RendererMode.builtInNames
        )
        let configuration = try #require(set.configuration(named: "custom"))
        #expect(configuration.filters.map(\.summary) == ["coarse(steps 3)"])
        #expect(configuration.smoother.summary == "gentle(gain 0.25)")
        #expect(configuration.stageNames == ["touch-paths", "polylines", "coarse", "gentle"])
        #expect(configuration.smoother == SmootherSpec(kind: "gentle", settings: [StageSetting("gain", 0.25)], shape: AntigrainShape(smoothness: 0.25)))
    }

    @Test func aRegisteredStageRunsInThePipeline() throws {
        let set = try PipelineConfigurationSet.load(yaml: Self.yaml("smoother: { kind: gentle, gain: 0.7 }"), source: "t.yaml", stages: try Self.registry(), renderers: RendererMode.builtInNames)
        let custom = try #require(set.configuration(named: "custom"))
        let builtIn = PipelineConfiguration(name: "antigrain", geometry: .incremental, smoother: .antigrain(smoothness: 0.7))
        let trace = StandardTraces.straightLine
        var mine = StrokePipeline(configuration: custom)
        var theirs = StrokePipeline(configuration: builtIn)
        mine.process(.automatic(for: trace), in: trace)
        theirs.process(.automatic(for: trace), in: trace)
        let touch = try #require(trace.touchIDs.first)
        let elements = try #require(mine.elements(for: touch))
        #expect(!elements.isEmpty)
        #expect(elements == theirs.elements(for: touch))
    }

    static let badParameters: [(stages: String, expected: String)] = [
        ("smoother: { kind: gentle, gain: 2 }", "t.yaml:4: configuration 'custom': gentle gain=2 must lie in 0…1"),
        ("smoother: { kind: gentle, gain: often }", "t.yaml:4: configuration 'custom': gentle gain=often is not a number"),
        ("smoother: { kind: gentle, gane: 1 }", "t.yaml:4: configuration 'custom': unknown key 'gane' in gentle (known: kind, gain)"),
        ("filters: [{ kind: coarse, steps: 11 }]", "t.yaml:4: configuration 'custom': coarse steps=11 must lie in 1…10 (whole numbers)"),
        ("smoother: { kind: wobbly }", "t.yaml:4: configuration 'custom': unknown smoother kind 'wobbly' (known: straight, antigrain, catmull-rom, gentle)"),
        ("smoother: { kind: antigrain, smoothness: 2 }", "t.yaml:4: configuration 'custom': antigrain smoothness=2 must lie in 0…1"),
    ]

    @Test(arguments: badParameters)
    func aCustomStagesBadParameterIsOneLineLikeABuiltIns(stages: String, expected: String) throws {
        let registry = try Self.registry()
        let error = #expect(throws: PipelineConfigurationError.self) {
            try PipelineConfigurationSet.load(yaml: Self.yaml(stages), source: "t.yaml", stages: registry, renderers: RendererMode.builtInNames)
        }
        #expect(error?.description == expected)
    }

    @Test func withoutRegistrationACustomKindIsUnknown() {
        let error = #expect(throws: PipelineConfigurationError.self) {
            try PipelineConfigurationSet.load(yaml: Self.yaml("smoother: { kind: gentle }"), source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames)
        }
        #expect(error?.message == "unknown smoother kind 'gentle' (known: straight, antigrain, catmull-rom)")
    }

    @Test func aTakenOrUnusableNameIsRefused() throws {
        var registry = try Self.registry()
        #expect(throws: ComponentRegistryError(role: "smoother", name: "gentle", message: "already registered")) { try registry.register(Self.gentle) }
        var antigrain = Self.gentle
        antigrain.name = "antigrain"
        #expect(throws: ComponentRegistryError.self) { try registry.register(antigrain) }
        var spaced = Self.coarse
        spaced.name = "very coarse"
        #expect(throws: ComponentRegistryError.self) { try registry.register(spaced) }
    }

    @Test func aRendererNameMustBeKnown() throws {
        let custom = try PipelineConfigurationSet.load(yaml: Self.yaml("renderer: tiles"), source: "t.yaml", stages: .builtIn, renderers: ["naive", "incremental", "tiles"])
        #expect(custom.configurations.first?.renderer == RendererMode(rawValue: "tiles"))
        let error = #expect(throws: PipelineConfigurationError.self) {
            try PipelineConfigurationSet.load(yaml: Self.yaml("renderer: tiles"), source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames)
        }
        #expect(error?.message == "'renderer' must be one of naive, incremental (got tiles)")
    }
}
