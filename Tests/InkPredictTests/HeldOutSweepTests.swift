import InkMetrics
import InkModel
import InkPredict
import InkSynth
import Testing

@Suite("Held-out parameter sweep")
struct HeldOutSweepTests {
    @Test("the grid is every combination, the first key varying slowest, over the base's own parameters")
    func gridCombinations() {
        let base = ComponentSpec(name: "kalman-adaptive", parameters: ["stable-updates": "5"])
        let grid = HeldOutSweep.grid(base: base, axes: [("process-noise", ["0.01", "0.1"]), ("sample-anchor", ["0", "0.5", "1"])])
        #expect(grid.count == 6)
        #expect(grid[0].description == "kalman-adaptive:process-noise=0.01,sample-anchor=0,stable-updates=5")
        #expect(grid[5].description == "kalman-adaptive:process-noise=0.1,sample-anchor=1,stable-updates=5")
    }

    static func traces() throws -> [(name: String, trace: Trace)] {
        try [101, 102, 103].map { seed in
            (name: "scribble-\(seed)", trace: try Synthesizer.synthesize(SynthRecipe(shape: .scribble, extent: .duration(0.6), seed: UInt64(seed))))
        }
    }

    @Test("the same seed gives the same split and scores; training and held-out parts are disjoint")
    func deterministicDisjointSplit() throws {
        let traces = try Self.traces()
        let candidates = HeldOutSweep.grid(base: ComponentSpec(name: "kalman-adaptive"), axes: [("erratic-damping", ["0", "1"])])
        let first = try HeldOutSweep.run(candidates: candidates, traces: traces, horizons: [0.008, 0.016], split: .file, seed: 3, heldOutShare: 0.34, catalog: .builtIn)
        let again = try HeldOutSweep.run(candidates: candidates, traces: traces, horizons: [0.008, 0.016], split: .file, seed: 3, heldOutShare: 0.34, catalog: .builtIn)
        #expect(first.heldOutUnits == again.heldOutUnits)
        #expect(first.candidates == again.candidates)
        #expect(first.heldOutUnits.count == 1 && first.trainingUnits.count == 2)
        #expect(Set(first.heldOutUnits).isDisjoint(with: first.trainingUnits))
        let chosen = try #require(first.chosen)
        #expect(chosen.heldOut != nil && chosen.training != nil)
        #expect(first.candidates.map(\.training!.score) == first.candidates.map(\.training!.score).sorted())
    }

    @Test("a split needs two units")
    func needsTwoUnits() throws {
        let one = Array(try Self.traces().prefix(1))
        #expect(throws: HeldOutSweep.SplitError.self) {
            try HeldOutSweep.run(candidates: [ComponentSpec(name: "linear")], traces: one, horizons: [0.008], split: .file, seed: 1, heldOutShare: 0.5, catalog: .builtIn)
        }
    }
}
