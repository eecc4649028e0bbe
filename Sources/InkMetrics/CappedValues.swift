import InkModel

/// The values of one quantity, kept exactly up to `cap` of them and past that as a seeded
/// uniform sample of `cap` of them, so a statistic over a stream of any length needs at most
/// `cap` values of memory.
///
/// Up to `cap` values, `sorted()` is every value, so percentiles and bootstrap intervals taken from
/// it are exact. Past the cap the values are reservoir-sampled (Algorithm R: the n-th value
/// replaces a random kept one with probability cap / n, the draws from a `SeededGenerator`), so
/// the same values in the same order always keep the same sample; `isSampled` then says that
/// statistics from `sorted()` are estimates. `count` and `largest` stay exact either way.
public struct CappedValues: Sendable {
    /// Most values kept.
    package var cap: Int { values.cap }
    /// Values appended so far.
    public var count: Int { values.offered }
    /// The greatest value appended (by `max`), nil before any.
    package private(set) var largest: Double?
    private var values: CappedSample<Double>

    /// An empty list keeping up to `cap` (at least 1) values exactly, sampling past it with draws
    /// seeded by `seed`.
    public init(cap: Int, seed: UInt64) {
        values = CappedSample(cap: cap, seed: seed)
    }

    /// Whether more than `cap` values were appended, so `sorted()` is a sample of them.
    package var isSampled: Bool { !values.isExact }

    /// Appends `value` (kept, or past the cap possibly replacing a kept one).
    public mutating func append(_ value: Double) {
        largest = largest.map { max($0, value) } ?? value
        values.append(value)
    }

    /// The kept values in ascending order: every value appended unless `isSampled`.
    package func sorted() -> [Double] { values.elements.sorted() }
}
