import InkModel

/// Which split points s (1…N for N callbacks: "the first s callbacks") an equivalence check
/// visits.
public enum SplitSelection: Hashable, Sendable {
    /// Every split.
    case every
    /// `count` distinct splits drawn with `SeededGenerator(seed:)`, plus the first and the last.
    case sampled(count: Int, seed: UInt64)
    /// Every split up to `denseLimit` callbacks (2,000 by default); beyond, 400 seeded splits.
    case automatic(denseLimit: Int = 2_000, seed: UInt64 = 1)

    /// The chosen splits for `callbackCount` callbacks, increasing.
    package func splits(callbackCount: Int) -> [Int] {
        guard callbackCount > 0 else { return [] }
        switch self {
        case .every:
            return Array(1...callbackCount)
        case .sampled(let count, let seed):
            if count + 2 >= callbackCount { return Array(1...callbackCount) }
            var generator = SeededGenerator(seed: seed)
            var chosen: Set<Int> = [1, callbackCount]
            while chosen.count < count + 2 { chosen.insert(1 + generator.nextIndex(below: callbackCount)) }
            return chosen.sorted()
        case .automatic(let denseLimit, let seed):
            return callbackCount <= denseLimit
                ? Array(1...callbackCount)
                : SplitSelection.sampled(count: 400, seed: seed).splits(callbackCount: callbackCount)
        }
    }
}
