/// Which optional numbers of a value are present, one bit each, so a struct can store each
/// number as a plain `Double` (0 when absent) instead of a `Double?`, whose presence byte pads
/// it to 16 bytes. `TouchSample` and `PropertyUpdate` keep their optional properties this way:
/// a long trace holds about a million of each.
struct PresenceBits: Hashable, Sendable {
    private var bits: UInt8 = 0

    /// `stored` when field `bit` is present, else nil.
    func value(_ stored: Double, bit: UInt8) -> Double? {
        bits & (1 << bit) != 0 ? stored : nil
    }

    /// Stores `value` into `slot` (0 when nil) and marks field `bit` present or absent.
    mutating func store(_ value: Double?, in slot: inout Double, bit: UInt8) {
        if let value {
            slot = value
            bits |= 1 << bit
        } else {
            slot = 0
            bits &= ~(1 << bit)
        }
    }
}
