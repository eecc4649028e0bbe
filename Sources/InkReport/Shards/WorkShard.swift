/// One part of a run, prediction evaluation or sweep split over several machines (`--shard K/N`):
/// shard `index` of `count`, 1-based. The work is cut into units — trace × configuration for
/// `inkbench run`, trace × predictor for `inkbench predict`, candidate for `predict --sweep` —
/// each named by a content key (`unitKey`); a unit belongs to the shard its key hashes to, so
/// every machine finds its own part from the inputs alone, without talking to the others, and
/// the same inputs are cut the same way on every machine and in every run.
///
/// The hash is 64-bit FNV-1a over the key's UTF-8 bytes, then a SplitMix64 finalizer, modulo
/// `count`: the units spread evenly on average, each shard gets about 1/count of them.
package struct WorkShard: Hashable, Sendable, CustomStringConvertible {
    /// 1…count.
    package let index: Int
    /// Shards in all (1…`maximumCount`).
    package let count: Int

    /// The most shards a piece of work may be cut into.
    package static let maximumCount = 100_000

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count ≤ `maximumCount`.
    package init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`.
    package var description: String { "\(index)/\(count)" }

    /// Whether the unit named `key` is this shard's.
    package func owns(_ key: String) -> Bool {
        Self.shard(of: key, count: count) == index
    }

    /// The shard (1…count) the unit named `key` belongs to.
    package static func shard(of key: String, count: Int) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return Int(hash % UInt64(count)) + 1
    }

    /// The key of a unit of a trace: the hash of its records (`TraceContentHash`, as report.json
    /// `contentHash`) and the item run on it (a configuration's or predictor's name), so a trace
    /// goes to the same shards whatever path it is given under.
    package static func unitKey(contentHash: String, item: String) -> String {
        contentHash + "\u{1F}" + item
    }
}
