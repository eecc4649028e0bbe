/// Exact order statistics of values read again and again in the same order (a column of a data
/// table, one pass per reading): the value at each asked rank of the values sorted ascending, as
/// `sorted()` orders them (stable: `-0.0` and `0.0` are equal and keep their reading order), in
/// memory bounded by the number of ranks, not of values.
///
/// Each pass narrows every rank to a range of the values' order-preserving 64-bit keys: the first
/// pass counts the keys by their top `digitBits` bits, each later one by the next bits within the
/// range left; a rank whose counted part of the range holds one key (repeats: the part's smallest
/// and largest key are kept) is settled there, and a range with few enough keys (`keptLimit`) is
/// kept whole and settled in one pass (`keptLimit`). A rank that lands on a zero needs one more pass for its sign. Values must not be NaN.
struct OrderStatistics {
    /// Bits of the key counted per pass in a range (2¹¹ counters).
    private static let digitBits = 11
    /// Keys of a range kept and sorted instead of counted, when no more lie in it, by default:
    /// 2²⁰ (8 MB of keys), so the values of a run up to an hour long are sorted in one pass, as a
    /// whole read would, and longer ones narrowed by counting first.
    static let defaultKeptLimit = 1 << 20
    /// Keys of a range kept and sorted instead of counted, when no more lie in it.
    private let keptLimit: Int

    /// The value at each asked rank once `isComplete`.
    private(set) var values: [Int: Double] = [:]
    /// Ranks still narrowed: for each, the range of keys it lies in and the keys below that range.
    private var open: [Target]
    /// Ranks that landed on a zero, by their position among the zeros in reading order.
    private var zeros: [Int: [Int]] = [:]
    private var groups: [Group] = []
    private var zerosSeen = 0

    private struct Target {
        var rank: Int
        var prefix: UInt64 = 0
        /// Low bits of the key not yet known (64: none known).
        var shift = 64
        /// Keys below the range.
        var below = 0
        /// Keys in the range.
        var inRange: Int
    }

    /// One range of keys counted (or kept) in the current pass, shared by the ranks in it.
    private struct Group {
        var lower: UInt64
        var upper: UInt64
        var shift: Int
        var counts: [Int]
        /// The smallest and largest key counted under each digit.
        var smallest: [UInt64]
        var largest: [UInt64]
        var kept: [UInt64]?
        var targets: [Int]
    }

    /// Statistics of `count` values at `ranks` (each in 0..<count), keeping and sorting a range of
    /// at most `keptLimit` keys instead of counting it.
    init(count: Int, ranks: some Sequence<Int>, keptLimit: Int = defaultKeptLimit) {
        self.keptLimit = keptLimit
        open = Set(ranks).sorted().map { Target(rank: $0, inRange: count) }
        startPass()
    }

    /// Whether every rank has its value.
    var isComplete: Bool { open.isEmpty && zeros.isEmpty }

    /// The value at `rank` (asked at `init`), once `isComplete`.
    subscript(rank: Int) -> Double { values[rank]! }

    /// The key of `value`, ascending with it; both zeros have the key of `0.0`.
    private static func key(_ value: Double) -> UInt64 {
        if value == 0 { return 1 << 63 }
        return value.sign == .minus ? ~value.bitPattern : value.bitPattern | (1 << 63)
    }

    private static func value(_ key: UInt64) -> Double {
        key >> 63 == 1 ? Double(bitPattern: key & ~(1 << 63)) : Double(bitPattern: ~key)
    }

    private mutating func startPass() {
        zerosSeen = 0
        var byRange: [UInt64: Int] = [:]
        groups = []
        for (index, target) in open.enumerated() {
            let lower = target.shift == 64 ? 0 : target.prefix << target.shift
            if let group = byRange[lower] {
                groups[group].targets.append(index)
                continue
            }
            byRange[lower] = groups.count
            let bits = min(Self.digitBits, target.shift)
            let keeps = target.inRange <= keptLimit
            groups.append(Group(
                lower: lower, upper: lower | (UInt64.max >> (64 - target.shift)), shift: target.shift,
                counts: keeps ? [] : Array(repeating: 0, count: 1 << bits), smallest: keeps ? [] : Array(repeating: .max, count: 1 << bits),
                largest: keeps ? [] : Array(repeating: .min, count: 1 << bits), kept: keeps ? [] : nil, targets: [index]
            ))
        }
        groups.sort { $0.lower < $1.lower }
    }

    /// Reads the next value of this pass (every value, in the same order, each pass).
    mutating func add(_ value: Double) {
        if value == 0, let asking = zeros[zerosSeen] {
            for rank in asking { values[rank] = value }
        }
        if value == 0 { zerosSeen += 1 }
        guard !groups.isEmpty else { return }
        let key = Self.key(value)
        var low = 0, high = groups.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if groups[middle].lower <= key { low = middle } else { high = middle - 1 }
        }
        guard groups[low].lower <= key, key <= groups[low].upper else { return }
        if groups[low].kept != nil {
            groups[low].kept!.append(key)
            return
        }
        let bits = min(Self.digitBits, groups[low].shift)
        let digit = Int((key >> (groups[low].shift - bits)) & ((1 << bits) - 1))
        groups[low].counts[digit] += 1
        if key < groups[low].smallest[digit] { groups[low].smallest[digit] = key }
        if key > groups[low].largest[digit] { groups[low].largest[digit] = key }
    }

    /// Ends a pass: settles the ranks it can and prepares the next pass; true while another pass is
    /// needed.
    mutating func endPass() -> Bool {
        for zero in zeros.keys where values[zeros[zero]![0]] != nil { zeros[zero] = nil }
        var settled: [(rank: Int, key: UInt64, below: Int)] = []
        for group in groups {
            if var kept = group.kept {
                kept.sort()
                for index in group.targets {
                    let target = open[index]
                    let key = kept[target.rank - target.below]
                    settled.append((target.rank, key, target.below + (kept.firstIndex(of: key) ?? 0)))
                }
            } else {
                let bits = min(Self.digitBits, group.shift)
                for index in group.targets {
                    var below = open[index].below, digit = 0
                    while below + group.counts[digit] <= open[index].rank {
                        below += group.counts[digit]
                        digit += 1
                    }
                    open[index].prefix = (open[index].shift == 64 ? 0 : open[index].prefix << bits) | UInt64(digit)
                    open[index].shift -= bits
                    open[index].below = below
                    open[index].inRange = group.counts[digit]
                    if open[index].shift == 0 || group.smallest[digit] == group.largest[digit] {
                        settled.append((open[index].rank, group.smallest[digit], below))
                    }
                }
            }
        }
        let settledRanks = Set(settled.map(\.rank))
        open.removeAll { settledRanks.contains($0.rank) }
        for (rank, key, below) in settled {
            if key == Self.key(0) {
                zeros[rank - below, default: []].append(rank)
            } else {
                values[rank] = Self.value(key)
            }
        }
        startPass()
        return !isComplete
    }
}
