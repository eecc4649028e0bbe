/// A CSV text of the report's data folder (`data/*.csv`), read back for charts: the header's
/// column names and every row's fields. Fields may be quoted (`"a,b"`, `""` for a quote), as
/// `RunDataTables.field` writes them; a row whose field count differs from the header's is
/// left out.
struct CSVTable {
    /// Column names, in order.
    let columns: [String]
    /// The rows, each with one field per column.
    let rows: [[String]]

    init(_ text: String) {
        var records: [[String]] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var previousWasQuote = false
        for character in text {
            if quoted {
                if character == "\"" {
                    quoted = false
                    previousWasQuote = true
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                if previousWasQuote { field.append("\"") }
                quoted = true
            case ",":
                fields.append(field)
                field = ""
            case "\n", "\r\n":
                fields.append(field)
                records.append(fields)
                fields = []
                field = ""
            default:
                field.append(character)
            }
            previousWasQuote = false
        }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            records.append(fields)
        }
        columns = records.first ?? []
        let width = columns.count
        rows = records.dropFirst().filter { $0.count == width }
    }

    /// The index of column `name`, nil when the table has no such column.
    func column(_ name: String) -> Int? {
        columns.firstIndex(of: name)
    }
}
