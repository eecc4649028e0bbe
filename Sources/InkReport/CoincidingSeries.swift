/// Series of one chart that draw exactly the same curve (e.g. the same predictor behind two
/// configurations), found from the rows they plot, so the chart always says which curves lie on
/// top of each other instead of leaving one hidden under another.
struct CoincidingSeries {
    /// The groups of at least two series titles whose rows are identical, each in drawing order,
    /// the groups in the order of their first series.
    let groups: [[String]]

    /// Finds the groups among `series` (title and the rows it plots, as written to the data file).
    init(_ series: [(title: String, rows: [String])]) {
        var groups: [[String]] = []
        var rowsOfGroup: [[String]] = []
        for entry in series {
            if let index = rowsOfGroup.firstIndex(of: entry.rows) {
                groups[index].append(entry.title)
            } else {
                rowsOfGroup.append(entry.rows)
                groups.append([entry.title])
            }
        }
        self.groups = groups.filter { $0.count > 1 }
    }

    /// "coinciding curves: a = b; c = d", or nil when no two series coincide.
    var note: String? {
        groups.isEmpty ? nil : "coinciding curves: " + groups.map { $0.joined(separator: " = ") }.joined(separator: "; ")
    }

    /// `; NOTE` for a caption, or "".
    var captionSuffix: String { note.map { "; \($0) (drawn on top of each other)" } ?? "" }

    /// The note as more lines of a chart's title (` . "\n" . 'NOTE'`, to follow the title's
    /// string literal), or "": broken after a group once a line would pass `lineLength`
    /// characters, so a long one stays within the chart's width.
    var titleLines: String {
        guard let note else { return "" }
        var lines: [String] = []
        for part in note.split(separator: "; ").map(String.init) {
            if let last = lines.last, last.count + 2 + part.count <= Self.lineLength {
                lines[lines.count - 1] = last + "; " + part
            } else if part.count > Self.lineLength {
                lines += Self.wrapped(part)
            } else {
                lines.append(part)
            }
        }
        return lines.map { " . \"\\n\" . " + GnuplotText.literal($0) }.joined()
    }

    /// Longest line of the note in a chart, characters (about the width of a 960-pixel chart at
    /// the title's font).
    static let lineLength = 110

    /// `group` ("a = b = c") broken after an ` = ` once a line would pass `lineLength`.
    private static func wrapped(_ group: String) -> [String] {
        var lines: [String] = []
        for name in group.components(separatedBy: " = ") {
            if let last = lines.last, last.count + 3 + name.count <= lineLength {
                lines[lines.count - 1] = last + " = " + name
            } else {
                lines.append(lines.isEmpty ? name : "= " + name)
            }
        }
        return lines
    }
}
