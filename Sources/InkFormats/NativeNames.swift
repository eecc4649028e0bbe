import InkModel

/// The text forms of touch types and phases in native records (their `rawValue`s), matched on
/// bytes without building strings.
enum NativeNames {
    private static let types: [(bytes: [UInt8], type: TouchType)] = TouchType.allCases.map { (Array($0.rawValue.utf8), $0) }
    private static let phases: [(bytes: [UInt8], phase: TouchPhase)] = TouchPhase.allCases.map { (Array($0.rawValue.utf8), $0) }

    static func touchType(_ text: UnsafeBufferPointer<UInt8>) -> TouchType? {
        for entry in types where equal(entry.bytes, text) { return entry.type }
        return nil
    }

    static func touchPhase(_ text: UnsafeBufferPointer<UInt8>) -> TouchPhase? {
        for entry in phases where equal(entry.bytes, text) { return entry.phase }
        return nil
    }

    @inline(__always)
    private static func equal(_ name: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count == text.count else { return false }
        for offset in 0..<name.count where name[offset] != text[offset] { return false }
        return true
    }
}
