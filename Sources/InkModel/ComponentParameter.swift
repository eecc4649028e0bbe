/// One parameter a registered component takes (a filter, a smoother, a predictor, a cost source):
/// its key, its default as written, its meaning with unit, and for numbers the range its reader
/// enforces (in the unit it is written in: ms for durations). Declared once with the component,
/// it drives both the reader's checks and `inkbench list`, so a range is written in one place.
public struct ComponentParameter: Hashable, Sendable {
    public var key: String
    public var defaultValue: String
    public var meaning: String
    public var range: ValueRange?
    /// The other words it takes (`on`/`off`, `estimate`/`sample`, `off` beside a number).
    public var words: [String]
    /// What a parameter with neither a range nor words takes, as listings print it.
    package var freeForm: String

    public init(
        key: String, defaultValue: String, meaning: String, range: ValueRange? = nil, words: [String] = [], freeForm: String = "text"
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.meaning = meaning
        self.range = range
        self.words = words
        self.freeForm = freeForm
    }

    /// The valid values as `inkbench list` prints them: "0…1", "on|off", "0…180 °|off", or
    /// `freeForm` when the parameter takes neither a number nor a word.
    package var validValues: String {
        let forms = (range.map { [$0.description] } ?? []) + words
        return forms.isEmpty ? freeForm : forms.joined(separator: "|")
    }
}
