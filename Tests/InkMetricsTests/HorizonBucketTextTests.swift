import InkMetrics
import Testing

/// Horizon buckets print their bounds; bounds from a hand-edited predictions.json may be any
/// double, and printing one must not trap (it converted whole numbers to Int).
@Suite("Horizon bucket text")
struct HorizonBucketTextTests {
    @Test("standard buckets print whole milliseconds; huge bounds print as doubles")
    func text() {
        #expect(HorizonBucket.standard.map(\.description) == ["[0, 4) ms", "[4, 8) ms", "[8, 12) ms", "[12, 16) ms", "[16, 24) ms", "[24, 32) ms", "[32, ∞) ms"])
        #expect(HorizonBucket(lower: 1e308, upper: -1e308).description == "[1e+308, -1e+308) ms")
        #expect(HorizonBucket(lower: 2.5, upper: nil).description == "[2.5, ∞) ms")
    }
}
