/// A short fingerprint of a text, for tests that freeze long outputs (every lag of a run, every
/// record of an evaluation) as one value: FNV-1a (64 bits) of its UTF-8 bytes, in hexadecimal.
public enum TextDigest {
    public static func fnv(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
