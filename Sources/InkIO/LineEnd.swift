extension Character {
    /// Whether this character ends a line of a text file: `\n`, or `\r\n`, which Swift keeps as
    /// ONE character, so splitting text on `"\n"` alone leaves CRLF files as a single line.
    package var isLineEnd: Bool { self == "\n" || self == "\r\n" }
}
