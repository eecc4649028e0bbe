/// A parsed JSON document, for the small, irregular parts of trace files (the native header,
/// Inkable event arrays). Object members keep their order; numbers keep their text so whole
/// numbers beyond `Double`'s exact range (64-bit seeds) can be read exactly.
package indirect enum JSONValue: Hashable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case number(text: String, value: Double)
    case bool(Bool)
    case null

    /// The value of the first member called `key`, for objects; nil otherwise or when absent.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the value's kind, for messages ("a string", "an array").
    package var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    package var doubleValue: Double? {
        if case .number(_, let value) = self { return value }
        return nil
    }

    /// The value as `Int` when it is a whole number written without fraction or exponent.
    package var intValue: Int? {
        if case .number(let text, _) = self { return Int(text) }
        return nil
    }

    /// The value as `UInt64` when it is a non-negative whole number written plainly.
    package var uint64Value: UInt64? {
        if case .number(let text, _) = self { return UInt64(text) }
        return nil
    }

    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    package var isNull: Bool { self == .null }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Hashable, Sendable {
    package var key: String
    package var value: JSONValue
}
