import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkSim
import Testing

@Suite("ShownPredictionStream past its value cap: sampled, flagged, and the same records")
struct ShownPredictionStreamCapTests {
    private static let cap = 16

    @Test("with a small cap the streamed buckets equal the whole records' at that cap; only the percentiles are estimated")
    func capCrossing() throws {
        let run = StreamedRun(
            dataset: "handwriting-short",
            configuration: PipelineConfiguration(name: "kalman", geometry: .incremental, prediction: .predictor("kalman-steady"))
        )
        let trace = try run.trace()
        let record = try run.simulate(trace)
        let whole = try StreamedPredictions(record, trace: trace, count: 1, seed: 1)
        let records = whole.shown.map(\.record)
        let capped = PredictorSummary(predictor: "shown", records: records, valueCap: Self.cap).buckets
        for (count, seed): (Int, UInt64) in [(1, 1), (7, 2), (50, 3)] {
            let streamed = try StreamedPredictions(record, trace: trace, count: count, seed: seed, valueCap: Self.cap)
            #expect(streamed.shown.map(\.record) == records)
            #expect(streamed.buckets == capped, "\(count) chunks, seed \(seed)")
        }

        let exact = whole.buckets
        try #require(exact.map(\.bucket) == capped.map(\.bucket))
        let sampled = zip(exact, capped).filter { $1.sampleCap != nil }
        #expect(sampled.count >= 2, "several buckets pass the cap")
        for (exact, capped) in zip(exact, capped) {
            #expect(exact.sampleCap == nil)
            let distances = records.filter { HorizonBucket.index(of: $0.horizon) == HorizonBucket.standard.firstIndex(of: exact.bucket) }.compactMap(\.error?.distance)
            if capped.sampleCap == nil {
                #expect(capped == exact, "a bucket under the cap is exact")
                #expect(!(String(data: try JSONEncoder().encode(capped), encoding: .utf8) ?? "").contains("sampleCap"))
                continue
            }
            #expect(capped.sampleCap == Self.cap)
            #expect(capped.requested == exact.requested && capped.answered == exact.answered && capped.pastPenUp == exact.pastPenUp)
            #expect(capped.errorCount == exact.errorCount && capped.errorCount == distances.count)
            #expect(capped.availability == exact.availability && capped.meanHorizonMS == exact.meanHorizonMS)
            #expect(capped.maxError == exact.maxError && capped.maxOvershoot == exact.maxOvershoot)
            let json = try #require(String(data: try JSONEncoder().encode(capped), encoding: .utf8))
            #expect(json.contains("\"sampleCap\":\(Self.cap)"), "the report says the bucket was sampled")
            #expect(try JSONDecoder().decode(PredictionBucketSummary.self, from: Data(json.utf8)) == capped)
            if distances.count > Self.cap {
                let median = try #require(capped.medianError)
                #expect(distances.contains(median), "an estimate is one of the bucket's errors")
                #expect(capped.medianErrorInterval?.resamples == BootstrapInterval.defaultResamples)
            }
        }
    }
}
