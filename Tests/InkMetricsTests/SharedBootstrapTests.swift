import InkModel
import Testing

@testable import InkMetrics

/// Intervals of several samples drawn from one stream of indices (`BootstrapInterval.ofMeans`,
/// `DistributionDigest.digests`) are bit for bit the intervals of each sample alone.
@Suite("Shared bootstrap draws")
struct SharedBootstrapTests {
    /// Samples of sizes 50, 50, 7, 50 and 0, with values spanning several magnitudes.
    static func samples() -> [[Double]] {
        var generator = SeededGenerator(seed: 11)
        let sized = { (count: Int) in (0..<count).map { _ in generator.nextUnit() * 1e-3 + generator.nextUnit() * 1e-7 } }
        return [sized(50), sized(50), sized(7), sized(50), []]
    }

    @Test("each interval is the one ofMean gives the sample alone, for shared and unshared sizes")
    func sameAsAlone() {
        let samples = Self.samples()
        for seed in [1, 42] as [UInt64] {
            let shared = BootstrapInterval.ofMeans(samples, resamples: 200, seed: seed)
            #expect(shared.count == samples.count)
            for (sample, interval) in zip(samples, shared) {
                #expect(interval == BootstrapInterval.ofMean(sample, resamples: 200, seed: seed))
            }
            #expect(shared[4] == nil && shared[0] != nil)
        }
    }

    @Test("digests of several samples equal the digest of each alone, negative and non-finite values left out")
    func digestsSameAsAlone() {
        var samples = Self.samples()
        samples[1][3] = -1
        samples[3][0] = .infinity
        let digests = DistributionDigest.digests(samples, unit: .seconds, bootstrapSeed: 9)
        #expect(digests == samples.map { DistributionDigest($0, unit: .seconds, bootstrapSeed: 9) })
        #expect(digests[0].meanInterval != nil && digests[1].count == 49)
    }
}
