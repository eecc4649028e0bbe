import Foundation
import InkBench
import InkRun
import InkTestSupport
import Testing

/// `inkbench predict --sweep --predictor NAME TRACE…` as the library runs it: grids given or
/// built in (and refused in one line), candidates checked before scoring, shards that score the
/// grid between them exactly as one machine, and `sweep.json` of the choice.
struct HeldOutSweepRunTests {
    static func traces() throws -> [(name: String, trace: Trace)] {
        try [101, 102, 103].map { seed in
            (name: "scribble-\(seed)", trace: try Synthesizer.synthesize(SynthRecipe(shape: .scribble, extent: .duration(0.6), seed: UInt64(seed))))
        }
    }

    static func sweep(_ predictor: String, grid: [String], split: HeldOutSweep.Split? = .file, shard: WorkShard? = nil) throws -> HeldOutSweepRun {
        try HeldOutSweepRun(
            base: ComponentSpec(parsing: predictor, role: "predictor"), grid: grid, split: split, seed: 3, heldOutShare: 0.34, horizons: [0.008, 0.016],
            shard: shard, catalog: InkBenchComponents.builtIn.predictors, jobs: 2
        )
    }

    @Test func aGivenGridIsEveryCombinationOverTheBasesParameters() throws {
        let sweep = try Self.sweep("kalman-ca:anchor=sample", grid: ["process-noise=0.01,0.1", "turn-threshold=off,15,30"])
        #expect(sweep.axes.map(\.key) == ["process-noise", "turn-threshold"])
        let output = try sweep.score(Self.traces())
        #expect(output.grid.count == 6 && output.scored == output.grid && output.shard == nil)
        #expect(output.grid[0].description == "kalman-ca:anchor=sample,process-noise=0.01,turn-threshold=off")
        #expect(output.outcome.candidates.count == 6)
    }

    @Test func withoutAGridThePredictorsBuiltInOneIsUsedOrTheRefusalListsThem() throws {
        let builtIn = try Self.sweep("kalman-jerk", grid: [])
        #expect(builtIn.axes.map(\.key) == ["process-noise", "acceleration-weight", "max-speed"])
        let none = #expect(throws: RunError.self) { try Self.sweep("linear", grid: []) }
        #expect(none?.description == "--sweep --predictor linear: give the grid with --grid key=v1,v2,… (built-in grids: kalman-adaptive, kalman-ca, kalman-jerk, kalman-mix)")
        for bad in ["process-noise", "=1,2", "process-noise=", "process-noise=1,,2"] {
            let error = #expect(throws: RunError.self) { try Self.sweep("kalman-ca", grid: [bad]) }
            #expect(error?.description == "--grid \(bad): expected key=value,value,… (e.g. --grid process-noise=0.01,0.1,1)")
        }
    }

    @Test func withoutASplitTwoOrMoreTracesAreSplitByFileOneByStroke() throws {
        let traces = try Self.traces()
        let sweep = try Self.sweep("kalman-ca", grid: ["process-noise=0.01"], split: nil)
        #expect(try sweep.score(traces).outcome.split == .file)
        let strokes = try Synthesizer.synthesize(try #require(BuiltInDataset.named("session")).recipe)
        #expect(Set(strokes.samples.map(\.touchID)).count >= 2)
        let one = try sweep.score([(name: "hw", trace: strokes)]).outcome
        #expect(one.split == .stroke)
        #expect((one.trainingUnits + one.heldOutUnits).allSatisfy { $0.hasPrefix("hw#") })
    }

    @Test func aCandidateThatCannotBeBuiltIsRefusedBeforeScoring() throws {
        let sweep = try Self.sweep("kalman-ca", grid: ["no-such-parameter=1,2"])
        #expect(throws: (any Error).self) { try sweep.score([]) }
    }

    @Test func twoShardsScoreTheGridBetweenThemAsOneMachine() throws {
        let traces = try Self.traces()
        let grid = ["erratic-damping=0,0.3,1", "sample-anchor=0.5,1"]
        let whole = try Self.sweep("kalman-adaptive", grid: grid).score(traces)
        var scored: [HeldOutSweep.Candidate] = []
        for index in 1...2 {
            let part = try Self.sweep("kalman-adaptive", grid: grid, shard: try #require(WorkShard(index: index, count: 2))).score(traces)
            #expect(part.shard != nil && part.grid == whole.grid)
            scored += part.outcome.candidates
        }
        #expect(Set(scored.map(\.predictor.description)) == Set(whole.grid.map(\.description)))
        #expect(scored.count == whole.grid.count)
        for candidate in scored { #expect(whole.outcome.candidates.contains(candidate)) }
        let twice = try Self.sweep("kalman-adaptive", grid: ["erratic-damping=1,1"], shard: try #require(WorkShard(index: 1, count: 2)))
        #expect(throws: RunError.self) { try twice.score(traces) }
    }

    @Test func theReportIsTheCandidateBestOnTrainingWrittenAsTheSameBytesTwice() throws {
        let sweep = try Self.sweep("kalman-adaptive", grid: ["erratic-damping=0,1"])
        let outcome = try sweep.score(Self.traces()).outcome
        let report = try sweep.report(of: outcome)
        #expect(report.chosen == outcome.candidates[0].predictor.description)
        #expect(report.horizonsMS == [8, 16])
        #expect(report.heldOutShare == 0.34 && report.split == "file" && report.seed == 3)
        let folder = try FixtureFolder.fresh(prefix: "held-out-sweep-")
        let first = try Data(contentsOf: URL(fileURLWithPath: try report.write(to: folder.appendingPathComponent("a").path)))
        let second = try Data(contentsOf: URL(fileURLWithPath: try sweep.report(of: outcome).write(to: folder.appendingPathComponent("b").path)))
        #expect(first == second)
        var empty = outcome
        empty.candidates = empty.candidates.map { HeldOutSweep.Candidate(predictor: $0.predictor, training: nil, heldOut: $0.heldOut) }
        let none = #expect(throws: RunError.self) { try sweep.report(of: empty) }
        #expect(none?.description == "no candidate made a prediction on the training part")
    }
}
