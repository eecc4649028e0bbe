/// A set of integers stored as sorted, disjoint, non-adjacent closed ranges: a run of
/// consecutive numbers (a touch's update indices, which increase sample by sample) is one range.
struct IndexRanges: Sendable {
    private var ranges: [ClosedRange<Int>] = []

    func contains(_ value: Int) -> Bool {
        let position = insertionPoint(of: value)
        return position > 0 && ranges[position - 1].contains(value)
    }

    /// Adds `value`; returns false when it was in the set already.
    @discardableResult
    mutating func insert(_ value: Int) -> Bool {
        let position = insertionPoint(of: value)
        if position > 0 {
            let before = ranges[position - 1]
            if before.contains(value) { return false }
            if before.upperBound == value &- 1 {
                if position < ranges.count, ranges[position].lowerBound == value &+ 1 {
                    ranges[position - 1] = before.lowerBound...ranges[position].upperBound
                    ranges.remove(at: position)
                } else {
                    ranges[position - 1] = before.lowerBound...value
                }
                return true
            }
        }
        if position < ranges.count, ranges[position].lowerBound == value &+ 1 {
            ranges[position] = value...ranges[position].upperBound
        } else {
            ranges.insert(value...value, at: position)
        }
        return true
    }

    /// The number of ranges whose lower bound is at most `value` (so the range that could hold
    /// it is the one before that position).
    private func insertionPoint(of value: Int) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
