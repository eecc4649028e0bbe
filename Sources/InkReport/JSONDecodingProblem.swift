import Foundation

/// What a failed `JSONDecoder` decode says about the document, as a phrase for a one-line error
/// ("missing field traces[0].input", "wrong type at version", …).
enum JSONDecodingProblem {
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context): "missing field \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context): "wrong type at \(path(context.codingPath))"
        case DecodingError.valueNotFound(_, let context): "null at \(path(context.codingPath))"
        default: "not valid JSON (\(error.localizedDescription))"
        }
    }

    /// `traces[0].input` for the coding path [traces, 0, input].
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
