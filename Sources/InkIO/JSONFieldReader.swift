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
        let member = try required(key)
        guard let text = member.stringValue else {
            throw problem("\(context) field \"\(key)\" must be a string, not \(member.kindName)")
        }
        return text
    }

    package func number(_ key: String) throws(JSONScanError) -> Double {
        let member = try required(key)
        guard let number = member.doubleValue else {
            throw problem("\(context) field \"\(key)\" must be a number, not \(member.kindName)")
        }
        return number
    }

    package func integer(_ key: String) throws(JSONScanError) -> Int {
        let member = try required(key)
        guard let number = member.intValue else {
            throw problem("\(context) field \"\(key)\" must be a whole number")
        }
        return number
    }

    package func bool(_ key: String) throws(JSONScanError) -> Bool {
        let member = try required(key)
        guard let flag = member.boolValue else {
            throw problem("\(context) field \"\(key)\" must be true or false, not \(member.kindName)")
        }
        return flag
    }

    package func object(_ key: String) throws(JSONScanError) -> JSONFieldReader {
        let member = try required(key)
        guard case .object = member else {
            throw problem("\(context) field \"\(key)\" must be an object, not \(member.kindName)")
        }
        return JSONFieldReader(value: member, context: "\(context) \(key)")
    }

    /// Fails on the first member whose key is not in `known`.
    package func rejectUnknownKeys(_ known: Set<String>) throws(JSONScanError) {
        guard case .object(let members) = value else { return }
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw problem("unknown \(context) field \"\(unknown.key)\"")
        }
    }
}
