extension Double {
    /// The number written as all of `token`, or nil. Unlike `Double(_:)`, which hands the text
    /// to C's `strtod` and so stops at an embedded NUL (`"210.38\0garbage"` would be 210.38),
    /// every character must belong to the number. Every reader of numbers from text (MyPaint
    /// fields, `--set`, predictor parameters, synthesizer recipes, thresholds) parses with this.
    public init?(wholeToken token: some StringProtocol) {
        guard !token.isEmpty, !token.utf8.contains(0), let value = Double(String(token)) else { return nil }
        self = value
    }
}
