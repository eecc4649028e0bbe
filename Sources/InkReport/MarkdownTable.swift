/// A GitHub-flavoured Markdown table: a header row, the separator row and one row per entry.
/// Every cell is literal text (`MarkdownText`): a name holding `|`, `<` or a line break cannot
/// break the table or inject HTML.
enum MarkdownTable {
    static func lines(_ header: [String], _ rows: [[String]]) -> [String] {
        let line = { (cells: [String]) in "| " + cells.map(MarkdownText.escaped).joined(separator: " | ") + " |" }
        return [line(header), "|" + String(repeating: " --- |", count: header.count)] + rows.map(line)
    }
}
