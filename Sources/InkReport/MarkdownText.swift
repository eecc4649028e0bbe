/// Text from input (trace, configuration, predictor and profile names) made literal in inline
/// Markdown — a table cell, a heading's text, a bold span: every character that acts there is
/// escaped with a backslash (`|` would end a table cell, `<` start HTML or an autolink, `&` an
/// entity, `*` `_` `~` emphasis, `` ` `` a code span), a `]` right before `(` too (no `[text](url)`
/// link can form), and line breaks become spaces. Digits, signs, points, parentheses and lone
/// brackets are left as they are, so numbers and intervals (`[4, 8) ms`) read the same.
enum MarkdownText {
    /// The characters always escaped.
    static let active: Set<Character> = ["\\", "`", "*", "_", "<", ">", "|", "~", "&"]

    /// `text` as literal Markdown.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        var previous: Character?
        for character in text {
            if character == "(", previous == "]" {
                result.insert("\\", at: result.index(before: result.endIndex))
            }
            previous = character
            if character.isNewline {
                result.append(" ")
                continue
            }
            if active.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
