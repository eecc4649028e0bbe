import InkModel
import Testing
@testable import InkMetrics

struct BootstrapIntervalTests {
    static func normalSample(count: Int, mean: Double, sigma: Double, seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in mean + sigma * generator.nextGaussian() }
    }

    @Test func sameDataAndSeedGiveTheSameInterval() throws {
        let values = Self.normalSample(count: 300, mean: 10, sigma: 2, seed: 1)
        let first = try #require(BootstrapInterval.ofMean(values, seed: 42))
        let second = try #require(BootstrapInterval.ofMean(values, seed: 42))
        let other = try #require(BootstrapInterval.ofMean(values, seed: 43))
        #expect(first == second)
        #expect(first != other)
        #expect(first.resamples == 1000)
        #expect(first.confidence == 0.95)
    }

    @Test func intervalOfTheMeanContainsTheTrueMean() throws {
        let uniform = (1...100).map(Double.init)
        let interval = try #require(BootstrapInterval.ofMean(uniform, seed: 7))
        #expect(interval.estimate == 50.5)
        #expect(interval.contains(50.5))
        #expect(interval.lower < 50.5 && interval.upper > 50.5)

        let normal = Self.normalSample(count: 400, mean: 10, sigma: 2, seed: 3)
        let normalInterval = try #require(BootstrapInterval.ofMean(normal, seed: 7))
        #expect(normalInterval.contains(10))
        #expect(normalInterval.contains(normalInterval.estimate))
        #expect(normalInterval.width < 1)
    }

    @Test func moreDataGivesANarrowerInterval() throws {
        let small = try #require(BootstrapInterval.ofMean(Self.normalSample(count: 50, mean: 5, sigma: 1, seed: 9), seed: 1))
        let large = try #require(BootstrapInterval.ofMean(Self.normalSample(count: 5000, mean: 5, sigma: 1, seed: 9), seed: 1))
        #expect(large.width < small.width / 4)
    }

    @Test func higherConfidenceGivesAWiderInterval() throws {
        let values = Self.normalSample(count: 200, mean: 5, sigma: 1, seed: 11)
        let ninety = try #require(BootstrapInterval.ofMean(values, confidence: 0.90, seed: 2))
        let ninetyNine = try #require(BootstrapInterval.ofMean(values, confidence: 0.99, seed: 2))
        #expect(ninetyNine.lower <= ninety.lower && ninetyNine.upper >= ninety.upper)
        #expect(ninetyNine.width > ninety.width)
    }

    @Test func constantDataGivesAPointInterval() throws {
        let interval = try #require(BootstrapInterval.ofMean(Array(repeating: 3.25, count: 20), resamples: 200, seed: 5))
        #expect(interval.lower == 3.25 && interval.upper == 3.25 && interval.estimate == 3.25)
    }

    @Test func generalStatisticUsesTheClosure() throws {
        let values = (1...101).map(Double.init)
        let median: ([Double]) -> Double = { DistributionSummary.exactPercentile(50, of: $0) ?? .nan }
        let interval = try #require(BootstrapInterval.of(values, resamples: 500, seed: 4, statistic: median))
        #expect(interval.estimate == 51)
        #expect(interval.contains(51))
        #expect(interval.lower >= 1 && interval.upper <= 101)
        let again = try #require(BootstrapInterval.of(values, resamples: 500, seed: 4, statistic: median))
        #expect(again == interval)
    }

    @Test func relativeChangeOfMeanBracketsTheTrueChange() throws {
        let base = Self.normalSample(count: 500, mean: 100, sigma: 5, seed: 21)
        let slower = Self.normalSample(count: 500, mean: 110, sigma: 5, seed: 22)
        let change = try #require(BootstrapInterval.ofRelativeChangeOfMean(from: base, to: slower, seed: 8))
        #expect(change.contains(0.10))
        #expect(change.lower > 0.05)

        let scaled = base.map { $0 * 1.25 }
        let exact = try #require(BootstrapInterval.ofRelativeChangeOfMean(from: base, to: scaled, seed: 8))
        #expect(abs(exact.estimate - 0.25) < 1e-12)

        let same = try #require(BootstrapInterval.ofRelativeChangeOfMean(from: base, to: base, seed: 8))
        #expect(same.estimate == 0)
        #expect(same.contains(0))
    }

    @Test func unusableInputGivesNil() {
        #expect(BootstrapInterval.ofMean([], seed: 1) == nil)
        #expect(BootstrapInterval.ofMean([1, 2], confidence: 1, seed: 1) == nil)
        #expect(BootstrapInterval.ofMean([1, 2], resamples: 0, seed: 1) == nil)
        #expect(BootstrapInterval.ofRelativeChangeOfMean(from: [0, 0], to: [1], seed: 1) == nil)
        #expect(BootstrapInterval.ofRelativeChangeOfMean(from: [], to: [1], seed: 1) == nil)
    }
}
