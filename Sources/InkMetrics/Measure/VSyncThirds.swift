import InkSim

/// Which vsyncs fall in the first and the last third of a trace (`AlongStrokeGrowth.Thirds`): V_j
/// at `j × period` counts in the first third when before its end, in the last when from its start
/// to the last sample (and not in the first). `j × period` never decreases as j grows, so each
/// third is a run of consecutive indices, found once; a stretch of vsyncs is then split by third
/// in constant time.
struct VSyncThirds {
    /// The first third: indices up to `firstLast`.
    private let firstLast: Int
    /// The last third: indices from `lastFirst` through `lastLast` (empty when `lastFirst > lastLast`).
    private let lastFirst: Int
    private let lastLast: Int

    /// The thirds of `thirds` on a display refreshing at `displayHz`.
    init(_ thirds: AlongStrokeGrowth.Thirds, displayHz: Double) {
        let period = 1 / displayHz
        let time = { (index: Int) in Double(index) * period }
        firstLast = Self.last(atOrBelow: thirds.firstEnd, period: period) { time($0) < thirds.firstEnd }
        lastFirst = max(firstLast + 1, Self.last(atOrBelow: thirds.lastStart, period: period) { time($0) < thirds.lastStart } + 1)
        lastLast = Self.last(atOrBelow: thirds.end, period: period) { time($0) <= thirds.end }
    }

    /// Vsyncs of `stretch` in the first third.
    func firstThird(in stretch: ClosedRange<Int>) -> Int {
        max(0, min(stretch.upperBound, firstLast) - stretch.lowerBound + 1)
    }

    /// Vsyncs of `stretch` in the last third.
    func lastThird(in stretch: ClosedRange<Int>) -> Int {
        max(0, min(stretch.upperBound, lastLast) - max(stretch.lowerBound, lastFirst) + 1)
    }

    /// The greatest index for which `holds` (true for every index up to some point, false after
    /// it), searched from the index of the vsync nearest `time`.
    private static func last(atOrBelow time: Double, period: Double, holds: (Int) -> Bool) -> Int {
        let estimate = (time / period).rounded(.down)
        var index = estimate.isFinite ? Int(max(min(estimate, 9e15), -9e15)) : 0
        while !holds(index) { index -= 1 }
        while holds(index + 1) { index += 1 }
        return index
    }
}
