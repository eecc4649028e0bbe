extension StringProtocol {
    /// The text with every line break (`\n`, `\r`, `\r\n`, vertical tab, form feed, U+0085,
    /// U+2028, U+2029) replaced by a space: for error messages, which must stay on one line even
    /// when they quote input.
    package var onOneLine: String { String(map { $0.isNewline ? " " : $0 }) }
}
