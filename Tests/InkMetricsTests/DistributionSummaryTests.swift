import Testing
@testable import InkMetrics

struct DistributionSummaryTests {
    let oneToThousand = (1...1000).map(Double.init)

    @Test func exactPercentilesOfOneToThousandFollowNearestRank() {
        let values = oneToThousand.shuffledDeterministically()
        #expect(DistributionSummary.exactPercentile(0, of: values) == 1)
        #expect(DistributionSummary.exactPercentile(50, of: values) == 500)
        #expect(DistributionSummary.exactPercentile(90, of: values) == 900)
        #expect(DistributionSummary.exactPercentile(99, of: values) == 990)
        #expect(DistributionSummary.exactPercentile(99.9, of: values) == 999)
        #expect(DistributionSummary.exactPercentile(100, of: values) == 1000)
        #expect(DistributionSummary.exactPercentile(0.05, of: values) == 1)
        #expect(DistributionSummary.exactPercentile(0.15, of: values) == 2)
    }

    @Test func exactPercentileOfSmallArrays() {
        let values: [Double] = [5, 1, 4, 2, 3]
        #expect(DistributionSummary.exactPercentile(20, of: values) == 1)
        #expect(DistributionSummary.exactPercentile(21, of: values) == 2)
        #expect(DistributionSummary.exactPercentile(50, of: values) == 3)
        #expect(DistributionSummary.exactPercentile(150, of: values) == 5)
        #expect(DistributionSummary.exactPercentile(-3, of: values) == 1)
        #expect(DistributionSummary.exactPercentile(50, of: [2, 1]) == 1)
        #expect(DistributionSummary.exactPercentile(50, of: []) == nil)
        #expect(DistributionSummary.exactPercentile(.nan, of: values) == nil)
    }

    @Test func histogramPercentilesAreWithinThreeDigits() throws {
        let summary = DistributionSummary(oneToThousand, unit: .seconds)
        for percent in [1.0, 10, 25, 50, 90, 99, 99.9] {
            let exact = try #require(DistributionSummary.exactPercentile(percent, of: oneToThousand))
            let estimate = try #require(summary.percentile(percent))
            #expect(abs(estimate - exact) <= exact * 1e-3, "p\(percent): \(estimate) vs \(exact)")
        }
        #expect(summary.p50.map { abs($0 - 500) <= 0.5 } == true)
        #expect(summary.p999.map { abs($0 - 999) <= 1 } == true)
        #expect(summary.percentile(0) == 1)
        #expect(summary.percentile(100) == 1000)
    }

    @Test func countMinimumMaximumAndMeanAreExact() {
        let summary = DistributionSummary(oneToThousand, unit: .plain)
        #expect(summary.count == 1000)
        #expect(summary.min == 1)
        #expect(summary.max == 1000)
        #expect(summary.mean == 500.5)
        #expect(summary.rejectedCount == 0)
    }

    @Test func percentilesStayInsideTheExactRange() {
        let summary = DistributionSummary(Array(repeating: 0.004, count: 7), unit: .seconds)
        #expect(summary.p50 == 0.004)
        #expect(summary.p999 == 0.004)
    }

    @Test func nanosecondTimesAreRecordedExactlyBelowTheFirstBucketLimit() {
        let summary = DistributionSummary([100, 200, 300, 400], unit: .nanoseconds)
        #expect(summary.p50 == 200)
        #expect(summary.percentile(75) == 300)
    }

    @Test func emptyInputGivesNoValues() {
        let summary = DistributionSummary([], unit: .seconds)
        #expect(summary.count == 0)
        #expect(summary.min == nil)
        #expect(summary.max == nil)
        #expect(summary.mean == nil)
        #expect(summary.p50 == nil)
        #expect(summary.percentile(99) == nil)
    }

    @Test func negativeAndNonFiniteValuesAreRejectedNotRecorded() {
        var summary = DistributionSummary(unit: .millimetres)
        for value in [-1, .nan, .infinity, 2, 4] { summary.record(value) }
        #expect(summary.count == 2)
        #expect(summary.rejectedCount == 3)
        #expect(summary.min == 2)
        #expect(summary.mean == 3)
    }

    @Test func precisionIsClampedToTheSupportedDigits() {
        #expect(DistributionSummary(unit: .seconds, significantDigits: 9).significantDigits == 5)
        #expect(DistributionSummary(unit: .seconds, significantDigits: 0).significantDigits == 1)
    }
}

extension Array where Element == Double {
    /// A fixed permutation (reversed halves interleaved), so sorting is exercised without randomness.
    func shuffledDeterministically() -> [Double] {
        let half = count / 2
        var result: [Double] = []
        for index in 0..<half {
            result.append(self[count - 1 - index])
            result.append(self[index])
        }
        if count % 2 == 1 { result.append(self[half]) }
        return result
    }
}
