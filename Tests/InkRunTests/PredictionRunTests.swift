import Foundation
import InkBench
import InkRun
import Testing

/// `inkbench predict`'s loop as the library runs it: traces in order, each result handed on as
/// it is done and equal to evaluating the trace directly; the catalog's defaults when no
/// predictor is named; shards that split the work without overlap; the time limit refusing.
struct PredictionRunTests {
    static let horizons = [0.008, 0.016]

    static func input(_ name: String) throws -> RunInput {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named(name)).recipe)
        return RunInput(name: name, trace: trace)
    }

    static func run(_ names: [String], predictors: [String], maxSeconds: Double = 600, shard: WorkShard? = nil) throws -> PredictionRun {
        PredictionRun(
            inputs: try names.map(input), predictors: predictors.map { ComponentSpec(name: $0) }, horizons: horizons,
            catalog: InkBenchComponents.builtIn.predictors, jobs: 2, maxSeconds: maxSeconds, shard: shard
        )
    }

    @Test func everyTraceIsEvaluatedInOrderAndEqualsItsOwnEvaluation() throws {
        let run = try Self.run(["line-short", "tap"], predictors: ["linear", "quadratic"])
        var handed: [String] = []
        let output = try run.evaluate { handed.append($0.input) }
        #expect(handed == ["line-short", "tap"])
        #expect(output.results.map(\.input) == handed)
        #expect(output.shard == nil)
        let trace = try run.inputs[0].load()
        let direct = try PredictionEvaluation(trace: trace, predictors: run.predictors, horizons: Self.horizons, jobs: 1, catalog: run.catalog)
        #expect(output.results[0].summaries == PredictionTraceResult(input: "line-short", trace: trace, evaluation: direct).summaries)
        #expect(output.results[0].summaries.map(\.predictor) == ["linear", "quadratic"])
    }

    @Test func withoutPredictorsEachTraceGetsTheCatalogsDefaults() throws {
        let output = try Self.run(["line-short"], predictors: []).evaluate()
        let trace = try Self.input("line-short").load()
        let defaults = PredictionRun.defaultPredictors(for: trace, catalog: InkBenchComponents.builtIn.predictors)
        #expect(output.results[0].evaluation.predictors == defaults)
        #expect(defaults.contains(ComponentSpec(name: "linear")))
        #expect(!defaults.contains { $0.name == "recorded" }, "a synthesized trace carries no recorded predictions")
    }

    @Test func shardsSplitTheTracePredictorPairsWithoutOverlap() throws {
        var pairs: [String] = []
        for index in 1...2 {
            let output = try Self.run(["line-short", "tap"], predictors: ["linear", "quadratic", "linear2"], shard: try #require(WorkShard(index: index, count: 2))).evaluate()
            #expect(output.shard != nil)
            pairs += output.results.flatMap { result in result.evaluation.predictors.map { "\(result.input) \($0)" } }
        }
        #expect(pairs.count == 6)
        #expect(Set(pairs).count == 6)
    }

    @Test func anEvaluationPastTheTimeLimitIsOneLineNamingTheTrace() throws {
        let error = #expect(throws: RunError.self) { try Self.run(["handwriting"], predictors: ["linear"], maxSeconds: 1e-9).evaluate() }
        #expect(error?.description.hasPrefix("handwriting: ") == true)
        #expect(error.map { $0.description.contains("passed --max-seconds") || $0.description.contains("more than --max-seconds") } == true)
    }

    @Test func aTraceThatCannotBeReadStopsTheRunWithItsError() throws {
        let bad = RunInput(name: "missing.json") { throw RunError("missing.json: no such file") }
        let run = PredictionRun(inputs: [bad], predictors: [ComponentSpec(name: "linear")], horizons: Self.horizons, catalog: InkBenchComponents.builtIn.predictors, jobs: 1, maxSeconds: 60)
        let error = #expect(throws: RunError.self) { try run.evaluate() }
        #expect(error?.description == "missing.json: no such file")
    }
}
