import Testing
@testable import InkModel

@Suite("Seeded generator")
struct SeededGeneratorTests {
    @Test("the same seed gives the same sequence; another seed another")
    func determinism() {
        var a = SeededGenerator(seed: 42), b = SeededGenerator(seed: 42), c = SeededGenerator(seed: 43)
        let first = (0..<100).map { _ in a.next() }
        #expect(first == (0..<100).map { _ in b.next() })
        #expect(first != (0..<100).map { _ in c.next() })
    }

    @Test("seed 0 gives the published xoshiro256** outputs after SplitMix64 seeding")
    func pinnedSequence() {
        // Computed independently from the algorithms' published definitions.
        var generator = SeededGenerator(seed: 0)
        let values = (0..<3).map { _ in generator.next() }
        #expect(values == [11_091_344_671_253_066_420, 13_793_997_310_169_335_082, 1_900_383_378_846_508_768])
    }

    @Test("unit values lie in [0, 1) and average near one half")
    func unitRange() {
        var generator = SeededGenerator(seed: 7)
        var sum = 0.0
        for _ in 0..<100_000 {
            let value = generator.nextUnit()
            #expect(value >= 0 && value < 1)
            sum += value
        }
        #expect(abs(sum / 100_000 - 0.5) < 0.01)
    }

    @Test("Gaussian values have mean 0 and standard deviation 1")
    func gaussianMoments() {
        var generator = SeededGenerator(seed: 9)
        let values = (0..<100_000).map { _ in generator.nextGaussian() }
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
        #expect(abs(mean) < 0.02)
        #expect(abs(variance.squareRoot() - 1) < 0.02)
    }

    @Test("indices stay below the bound and hit every value")
    func indices() {
        var generator = SeededGenerator(seed: 3)
        var seen = Set<Int>()
        for _ in 0..<1_000 {
            let index = generator.nextIndex(below: 7)
            #expect((0..<7).contains(index))
            seen.insert(index)
        }
        #expect(seen.count == 7)
    }
}
