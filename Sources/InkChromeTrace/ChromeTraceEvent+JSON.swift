import InkIO

extension ChromeTraceEvent {
    /// What is wrong with one event's fields.
    struct FieldProblem: Error {
        var message: String
    }

    /// The event an object of the trace describes: `ph` (a string) and `ts` (a finite number,
    /// 0 when absent from a metadata event) are required; `name` and `cat` must be strings,
    /// `dur` and `tdur` finite numbers ≥ 0, `pid` and `tid` whole numbers (or strings of digits), `id` a
    /// string or number, `id2` an object with `local` or `global`, `args` an object.
    init(_ value: JSONValue) throws(FieldProblem) {
        guard case .object = value else { throw FieldProblem(message: "is not an object") }
        guard let phase = value["ph"] else { throw FieldProblem(message: "has no \"ph\"") }
        guard let letter = phase.stringValue, !letter.isEmpty else { throw FieldProblem(message: "\"ph\" is not a string") }
        self.phase = ChromeTracePhase(rawValue: letter)
        name = try Self.string(value, "name") ?? ""
        categories = try Self.string(value, "cat") ?? ""
        if let time = value["ts"] {
            guard let number = time.doubleValue else { throw FieldProblem(message: "\"ts\" is \(time.kindName), not a number") }
            timestamp = number
        } else if self.phase == .metadata {
            timestamp = 0
        } else {
            throw FieldProblem(message: "has no \"ts\"")
        }
        duration = try Self.length(value, "dur")
        threadDuration = try Self.length(value, "tdur")
        processID = try Self.integer(value, "pid")
        threadID = try Self.integer(value, "tid")
        (id, idIsLocal) = try Self.identifier(value)
        if let arguments = value["args"] {
            guard case .object = arguments else { throw FieldProblem(message: "\"args\" is \(arguments.kindName), not an object") }
            self.arguments = arguments
        } else {
            arguments = .object([])
        }
    }

    private static func string(_ value: JSONValue, _ key: String) throws(FieldProblem) -> String? {
        guard let member = value[key] else { return nil }
        guard let text = member.stringValue else { throw FieldProblem(message: "\"\(key)\" is \(member.kindName), not a string") }
        return text
    }

    /// A duration, µs: a finite number ≥ 0, or nil when absent.
    private static func length(_ value: JSONValue, _ key: String) throws(FieldProblem) -> Double? {
        guard let member = value[key] else { return nil }
        guard let number = member.doubleValue, number >= 0 else { throw FieldProblem(message: "\"\(key)\" is not a number ≥ 0") }
        return number
    }

    /// A process or thread id: a whole number, or a string of one (some exporters quote them); 0
    /// when absent.
    private static func integer(_ value: JSONValue, _ key: String) throws(FieldProblem) -> Int {
        guard let member = value[key] else { return 0 }
        if let number = member.intValue ?? member.stringValue.flatMap({ Int($0) }) { return number }
        throw FieldProblem(message: "\"\(key)\" is not a whole number")
    }

    private static func identifier(_ value: JSONValue) throws(FieldProblem) -> (String?, Bool) {
        if let id = value["id"] {
            switch id {
            case .string(let text): return (text, false)
            case .number(let text, _): return (text, false)
            default: throw FieldProblem(message: "\"id\" is \(id.kindName), not a string or number")
            }
        }
        guard let scoped = value["id2"] else { return (nil, false) }
        if let local = scoped["local"]?.stringValue ?? scoped["local"]?.intValue.map(String.init) { return (local, true) }
        if let global = scoped["global"]?.stringValue ?? scoped["global"]?.intValue.map(String.init) { return (global, false) }
        throw FieldProblem(message: "\"id2\" has neither \"local\" nor \"global\"")
    }
}
