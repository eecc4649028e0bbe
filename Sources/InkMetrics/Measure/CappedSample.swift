import InkModel

/// The values of a stream kept for statistics that need them (bootstrap intervals, exact
/// percentiles, medians): every value, in arrival order, while there are at most `cap`; past the
/// cap, a uniform random sample of `cap` of them (reservoir sampling, Algorithm R: the n-th value
/// replaces a random kept one with probability cap/n), drawn from a `SeededGenerator`, so memory
/// stays at `cap` elements however long the stream and the same stream and seed keep the same
/// values everywhere.
struct CappedSample<Element> {
    /// Most elements kept.
    let cap: Int
    /// Every element offered (in order) while `isExact`; afterwards the uniform sample of them.
    private(set) var elements: [Element] = []
    /// Elements offered.
    private(set) var offered = 0
    private var generator: SeededGenerator

    /// An empty sample keeping up to `cap` (≥ 1) elements; `seed` drives the reservoir past it.
    init(cap: Int, seed: UInt64) {
        precondition(cap >= 1, "a capped sample keeps at least one element")
        self.cap = cap
        generator = SeededGenerator(seed: seed)
    }

    /// True while every element offered is kept (at most `cap` were offered).
    var isExact: Bool { offered <= cap }

    mutating func append(_ element: Element) {
        offered += 1
        if elements.count < cap {
            elements.append(element)
            return
        }
        let slot = generator.nextIndex(below: offered)
        if slot < cap { elements[slot] = element }
    }
}

extension CappedSample: Sendable where Element: Sendable {}
