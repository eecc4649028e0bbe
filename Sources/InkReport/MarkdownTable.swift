/// A GitHub-flavoured Markdown table: a header row, the separator row and one row per entry.
enum MarkdownTable {
    static func lines(_ header: [String], _ rows: [[String]]) -> [String] {
        let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
        return [line(header), "|" + String(repeating: " --- |", count: header.count)] + rows.map(line)
    }
}
