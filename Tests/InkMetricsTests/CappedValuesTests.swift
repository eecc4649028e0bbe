import InkMetrics
import InkModel
import Testing

@Suite("CappedValues: exact up to the cap, a seeded uniform sample past it")
struct CappedValuesTests {
    private func values(_ count: Int, seed: UInt64 = 1) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in generator.nextUniform(in: 0..<1000) }
    }

    @Test("up to the cap every value is kept")
    func exactUpToCap() {
        let input = values(100)
        var capped = CappedValues(cap: 100, seed: 5)
        for value in input { capped.append(value) }
        #expect(!capped.isSampled)
        #expect(capped.count == 100)
        #expect(capped.sorted() == input.sorted())
        #expect(capped.largest == input.max())
    }

    @Test("past the cap: cap values of those appended, the same for the same seed and order; count and largest exact")
    func sampledPastCap() {
        let input = values(5000)
        func sample(seed: UInt64) -> CappedValues {
            var capped = CappedValues(cap: 200, seed: seed)
            for value in input { capped.append(value) }
            return capped
        }
        let first = sample(seed: 5)
        #expect(first.isSampled)
        #expect(first.count == 5000)
        #expect(first.largest == input.max())
        let kept = first.sorted()
        #expect(kept.count == 200)
        #expect(Set(kept).isSubset(of: Set(input)))
        #expect(sample(seed: 5).sorted() == kept)
        #expect(sample(seed: 6).sorted() != kept)
        let positions = Dictionary(uniqueKeysWithValues: input.enumerated().map { ($1, $0) })
        let meanPosition = kept.reduce(0.0) { $0 + Double(positions[$1] ?? 0) } / Double(kept.count)
        #expect(abs(meanPosition - 2500) < 400, "late values are as likely kept as early ones")
        let median = kept[99]
        #expect(abs(median - 500) < 100, "the sample's median is near the uniform values' median")
    }
}
