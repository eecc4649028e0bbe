import InkMetrics
import Testing

@Suite("Rank-sum test: exact one-sided p-values")
struct RankSumTestTests {
    @Test("5 + 5 fully separated: U = 25, p = 1/252; reversed: p = 1")
    func separated() throws {
        let low = [1.0, 2, 3, 4, 5], high = [6.0, 7, 8, 9, 10]
        let test = try #require(RankSumTest(first: low, second: high))
        #expect(test.u == 25)
        #expect(abs(test.pValue - 1.0 / 252) < 1e-15)
        #expect(try #require(RankSumTest(first: high, second: low)).pValue == 1)
    }

    @Test("2 + 2 by hand: orderings with U ≥ 3 are 2 of 6")
    func byHand() throws {
        // Orderings of {a,a,b,b} by U: aabb 4, abab 3, abba 2, baab 2, baba 1, bbaa 0.
        let test = try #require(RankSumTest(first: [1, 3], second: [2, 4]))
        #expect(test.u == 3)
        #expect(abs(test.pValue - 2.0 / 6) < 1e-15)
    }

    @Test("ties count one half; empty or non-finite samples have no test")
    func tiesAndInvalid() throws {
        #expect(try #require(RankSumTest(first: [1, 1], second: [1, 1])).u == 2)
        #expect(RankSumTest(first: [], second: [1]) == nil)
        #expect(RankSumTest(first: [.nan], second: [1]) == nil)
    }

    @Test("large samples use the normal approximation: identical halves give p near one half")
    func normal() throws {
        let values = (0..<60).map(Double.init)
        let test = try #require(RankSumTest(first: values, second: values))
        #expect(abs(test.pValue - 0.5) < 0.05)
    }
}
