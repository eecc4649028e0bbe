/// Which touch the latest sample carrying each update index belongs to — the map
/// `Trace.firstProblem()` matches property updates against — in compact form for one pass over
/// a long file.
///
/// Indices given in increasing order (the synthesizer numbers them 1, 2, 3, … across the whole
/// trace) are kept as runs of consecutive indices of one touch, 24 bytes a run — one run per
/// touch for a synthesized trace. An index at or below the end of the last run (a repeated or
/// out-of-order index) is kept in a dictionary that overrides the runs, so the latest sample
/// wins as in the whole-trace check.
struct UpdateIndexMap {
    private struct Run {
        /// First and last update index of the run (inclusive, so `Int.max` fits).
        var first: Int
        var last: Int
        var touch: Int
    }

    private var runs: [Run] = []
    private var overrides: [Int: Int] = [:]
    /// The run the latest lookup found, tried first by the next one.
    private var hint = 0

    /// Records that the latest sample with update index `index` belongs to `touch`.
    mutating func set(_ index: Int, touch: Int) {
        guard let lastRun = runs.last else {
            runs.append(Run(first: index, last: index, touch: touch))
            return
        }
        if index <= lastRun.last {
            overrides[index] = touch
        } else if index == lastRun.last + 1 && touch == lastRun.touch {
            runs[runs.count - 1].last = index
        } else {
            runs.append(Run(first: index, last: index, touch: touch))
        }
    }

    /// The touch of the latest sample with update index `index`, or nil when no sample has it.
    mutating func touch(for index: Int) -> Int? {
        if !overrides.isEmpty, let touch = overrides[index] { return touch }
        guard !runs.isEmpty else { return nil }
        if hint < runs.count, runs[hint].first <= index, index <= runs[hint].last { return runs[hint].touch }
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].last < index { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].first <= index else { return nil }
        hint = low
        return runs[low].touch
    }
}
