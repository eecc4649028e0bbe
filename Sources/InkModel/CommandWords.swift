/// A command line as words (argv), written as one string and back, without a shell: words are
/// separated by spaces or tabs; `'…'` keeps everything literally, `"…"` too except that `\"` and
/// `\\` stand for `"` and `\`; outside quotes `\` keeps the next character. Nothing is expanded
/// (no variables, globs, `~`, pipes or redirections), so text from a configuration never reaches
/// a shell. External predictors (`exec:CMD`) are written this way.
package enum CommandWords {
    /// The words of `text`; throws a one-line reason for an unterminated quote or a trailing `\`.
    package static func split(_ text: String) throws(CommandWordsError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                current.append(character)
            case ("\"", "\\"), (nil, "\\"):
                escaped = true
                inWord = true
            case ("\"", _):
                current.append(character)
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            default:
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw CommandWordsError(message: "unterminated \(quote) quote in '\(text)'") }
        if escaped { throw CommandWordsError(message: "trailing \\ in '\(text)'") }
        if inWord { words.append(current) }
        return words
    }

    /// `words` written so that `split` gives them back: a word with nothing special stays as it
    /// is, any other is single-quoted (a `'` inside written `'\''`).
    package static func join(_ words: [String]) -> String {
        words.map { word in
            guard word.isEmpty || word.contains(where: { " \t'\"\\".contains($0) }) else { return word }
            return "'" + word.replacingAll("'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}

/// Why a command line could not be split into words.
package struct CommandWordsError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(message: String) {
        self.message = message
    }

    package var description: String { message }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
