/// Plain-text tables as the `inkbench` commands print them: left-aligned columns two spaces
/// apart under a header, and numbers with at most three decimals.
package enum TextColumns {
    /// The header and rows as lines of left-aligned columns (the last column is not padded).
    package static func lines(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
    }

    /// A number with at most three decimals and no trailing zeros.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
