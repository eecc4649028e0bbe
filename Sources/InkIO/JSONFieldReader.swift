/// Typed access to the members of a parsed JSON object, with messages that name the field and
/// its context ("header field \"displayHz\" must be a number").
package struct JSONFieldReader {
    package let value: JSONValue
    /// What the object is, for messages: "header", "header profile".
    package let context: String

    package init(value: JSONValue, context: String) {
        self.value = value
        self.context = context
    }

    private func problem(_ message: String) -> JSONScanError {
        JSONScanError(offset: -1, message: message)
    }

    /// The member `key`, which must be present.
    package func required(_ key: String) throws(JSONScanError) -> JSONValue {
        guard let member = value[key] else { throw problem("missing \(context) field \"\(key)\"") }
        return member
    }

    /// The member `key`, which must be present; nil when it is `null`.
    package func nullable(_ key: String) throws(JSONScanError) -> JSONValue? {
        let member = try required(key)
        return member.isNull ? nil : member
    }

    /// The number `key`; nil when the member is absent (a field newer than the file).
    package func optionalNumber(_ key: String) throws(JSONScanError) -> Double? {
        value[key] == nil ? nil : try number(key)
    }

    package func string(_ key: String) throws(JSONScanError) -> String {
        try typed(key, "a string") { $0.stringValue }
    }

    package func number(_ key: String) throws(JSONScanError) -> Double {
        try typed(key, "a number") { $0.doubleValue }
    }

    package func integer(_ key: String) throws(JSONScanError) -> Int {
        try typed(key, "a whole number", namingKind: false) { $0.intValue }
    }

    package func bool(_ key: String) throws(JSONScanError) -> Bool {
        try typed(key, "true or false") { $0.boolValue }
    }

    package func object(_ key: String) throws(JSONScanError) -> JSONFieldReader {
        try typed(key, "an object") { member in
            guard case .object = member else { return nil }
            return JSONFieldReader(value: member, context: "\(context) \(key)")
        }
    }

    /// The member `key` read by `read`, which gives nil when it is not `expected` (a phrase:
    /// "a string"); the error names what it is instead when `namingKind`.
    private func typed<Value>(_ key: String, _ expected: String, namingKind: Bool = true, _ read: (JSONValue) -> Value?) throws(JSONScanError) -> Value {
        let member = try required(key)
        guard let value = read(member) else {
            throw problem("\(context) field \"\(key)\" must be \(expected)" + (namingKind ? ", not \(member.kindName)" : ""))
        }
        return value
    }

    /// Fails on the first member whose key is not in `known`.
    package func rejectUnknownKeys(_ known: Set<String>) throws(JSONScanError) {
        guard case .object(let members) = value else { return }
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw problem("unknown \(context) field \"\(unknown.key)\"")
        }
    }
}
