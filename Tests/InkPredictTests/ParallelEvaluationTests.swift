import InkMetrics
import InkModel
import InkPredict
import InkSynth
import Testing

@Suite("Evaluating predictors in parallel")
struct ParallelEvaluationTests {
    @Test("the records are the same, in the same order, for 1, 2 and 4 jobs")
    func sameRecordsForAnyJobs() throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("handwriting-short")).recipe)
        let predictors = ["linear", "kalman-ca", "quadratic", "none"].map { ComponentSpec(name: $0) }
        let serial = try PredictionEvaluation(trace: trace, predictors: predictors, horizons: [0.008, 0.016], jobs: 1, catalog: .builtIn)
        #expect(Set(serial.records.map(\.predictor)) == [0, 1, 2, 3])
        for jobs in [2, 4] {
            let parallel = try PredictionEvaluation(trace: trace, predictors: predictors, horizons: [0.008, 0.016], jobs: jobs, catalog: .builtIn)
            #expect(parallel.records == serial.records, "\(jobs) jobs")
        }
    }
}
