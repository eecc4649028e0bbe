import Foundation

/// What a failed `JSONDecoder` decode says about the document, as a phrase for a one-line error
/// ("missing field traces[0].input", "wrong type at version", "bad value at cost.mode: …").
enum JSONDecodingProblem {
    /// The problem of decoding `data` as `type`, which failed with `error`; a number that does
    /// not fit its field is found and named (`UnrepresentableNumber`).
    static func describe<Document: Decodable>(_ error: any Error, decoding type: Document.Type, from data: Data) -> String {
        if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
            let found = UnrepresentableNumber.locate(in: data, decodes: { (try? JSONDecoder().decode(type, from: $0)) != nil })
        {
            return "bad value at \(found.path): \(found.value) is not a whole number in range"
        }
        return describe(error)
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context): "missing field \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context): "wrong type at \(path(context.codingPath)) (\(oneLine(context.debugDescription)))"
        case DecodingError.valueNotFound(_, let context): "null at \(path(context.codingPath))"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            "bad value at \(path(context.codingPath)): \(oneLine(context.debugDescription))"
        case DecodingError.dataCorrupted(let context):
            "not valid JSON (\(oneLine(context.underlyingError.map(underlyingReason) ?? context.debugDescription)))"
        default: "not valid JSON (\(oneLine(error.localizedDescription)))"
        }
    }

    /// `traces[0].input` for the coding path [traces, 0, input].
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    /// The parser's own words for a syntax error (its debug description, which names the line
    /// and column), else the error's description.
    private static func underlyingReason(_ error: any Error) -> String {
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
