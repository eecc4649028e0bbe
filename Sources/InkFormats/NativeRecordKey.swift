/// The short keys of native record lines (see `NativeTraceRecord` for their meaning), with the
/// sets of keys each record kind allows and requires, as bit masks over `rawValue`.
enum NativeRecordKey: UInt8, CaseIterable {
    case kind, touchID, time, arrival, x, y, force, maximumForce, altitude, azimuth
    case majorRadius, majorRadiusTolerance, type, phase, estimated, expecting, updateIndex
    case samples, updates

    /// The key as written in the file.
    var text: String {
        switch self {
        case .kind: "k"
        case .touchID: "id"
        case .time: "t"
        case .arrival: "at"
        case .x: "x"
        case .y: "y"
        case .force: "f"
        case .maximumForce: "fm"
        case .altitude: "al"
        case .azimuth: "az"
        case .majorRadius: "r"
        case .majorRadiusTolerance: "rt"
        case .type: "ty"
        case .phase: "ph"
        case .estimated: "est"
        case .expecting: "exp"
        case .updateIndex: "ui"
        case .samples: "s"
        case .updates: "u"
        }
    }

    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// The key spelled by `bytes`, or nil for an unknown key.
    @inline(__always)
    static func matching(_ bytes: UnsafeBufferPointer<UInt8>) -> NativeRecordKey? {
        switch bytes.count {
        case 1:
            switch bytes[0] {
            case UInt8(ascii: "k"): return .kind
            case UInt8(ascii: "t"): return .time
            case UInt8(ascii: "x"): return .x
            case UInt8(ascii: "y"): return .y
            case UInt8(ascii: "f"): return .force
            case UInt8(ascii: "r"): return .majorRadius
            case UInt8(ascii: "s"): return .samples
            case UInt8(ascii: "u"): return .updates
            default: return nil
            }
        case 2:
            switch (bytes[0], bytes[1]) {
            case (UInt8(ascii: "i"), UInt8(ascii: "d")): return .touchID
            case (UInt8(ascii: "a"), UInt8(ascii: "t")): return .arrival
            case (UInt8(ascii: "f"), UInt8(ascii: "m")): return .maximumForce
            case (UInt8(ascii: "a"), UInt8(ascii: "l")): return .altitude
            case (UInt8(ascii: "a"), UInt8(ascii: "z")): return .azimuth
            case (UInt8(ascii: "r"), UInt8(ascii: "t")): return .majorRadiusTolerance
            case (UInt8(ascii: "t"), UInt8(ascii: "y")): return .type
            case (UInt8(ascii: "p"), UInt8(ascii: "h")): return .phase
            case (UInt8(ascii: "u"), UInt8(ascii: "i")): return .updateIndex
            default: return nil
            }
        case 3:
            guard bytes[0] == UInt8(ascii: "e") else { return nil }
            switch (bytes[1], bytes[2]) {
            case (UInt8(ascii: "s"), UInt8(ascii: "t")): return .estimated
            case (UInt8(ascii: "x"), UInt8(ascii: "p")): return .expecting
            default: return nil
            }
        default:
            return nil
        }
    }

    static func mask(_ keys: [NativeRecordKey]) -> UInt32 {
        keys.reduce(0) { $0 | $1.bit }
    }
}

/// The kind tag of a native record line (`"k"`), with the keys that kind allows and requires.
enum NativeRecordKind: UInt8 {
    case sample, update, groundTruth, callback, prediction

    var tag: StaticString {
        switch self {
        case .sample: "s"
        case .update: "u"
        case .groundTruth: "g"
        case .callback: "c"
        case .prediction: "p"
        }
    }

    /// How the kind is named in messages.
    var name: String {
        switch self {
        case .sample: "sample"
        case .update: "update"
        case .groundTruth: "ground-truth"
        case .callback: "callback"
        case .prediction: "prediction"
        }
    }

    static func matching(_ bytes: UnsafeBufferPointer<UInt8>) -> NativeRecordKind? {
        guard bytes.count == 1 else { return nil }
        switch bytes[0] {
        case UInt8(ascii: "s"): return .sample
        case UInt8(ascii: "u"): return .update
        case UInt8(ascii: "g"): return .groundTruth
        case UInt8(ascii: "c"): return .callback
        case UInt8(ascii: "p"): return .prediction
        default: return nil
        }
    }

    private static let sampleKeys = NativeRecordKey.mask([
        .kind, .touchID, .time, .x, .y, .force, .maximumForce, .altitude, .azimuth,
        .majorRadius, .majorRadiusTolerance, .type, .phase, .estimated, .expecting, .updateIndex,
    ])
    private static let updateKeys = NativeRecordKey.mask([
        .kind, .touchID, .updateIndex, .arrival, .x, .y, .force, .altitude, .azimuth, .estimated, .expecting,
    ])
    private static let groundTruthKeys = NativeRecordKey.mask([.kind, .touchID, .time, .x, .y, .force])
    private static let callbackKeys = NativeRecordKey.mask([.kind, .time, .samples, .updates])

    /// Keys a record of this kind may carry.
    var allowedKeys: UInt32 {
        switch self {
        case .sample, .prediction: Self.sampleKeys
        case .update: Self.updateKeys
        case .groundTruth: Self.groundTruthKeys
        case .callback: Self.callbackKeys
        }
    }

    private static let sampleRequired = NativeRecordKey.mask([.kind, .touchID, .time, .x, .y, .type, .phase])
    private static let updateRequired = NativeRecordKey.mask([.kind, .touchID, .updateIndex, .arrival])
    private static let groundTruthRequired = NativeRecordKey.mask([.kind, .touchID, .time, .x, .y])
    private static let callbackRequired = NativeRecordKey.mask([.kind, .time, .samples, .updates])

    /// Keys a record of this kind must carry.
    var requiredKeys: UInt32 {
        switch self {
        case .sample, .prediction: Self.sampleRequired
        case .update: Self.updateRequired
        case .groundTruth: Self.groundTruthRequired
        case .callback: Self.callbackRequired
        }
    }
}
