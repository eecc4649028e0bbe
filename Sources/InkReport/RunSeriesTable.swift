/// Two numeric columns of one of the report's data tables (`data/*.csv`), grouped by run
/// (trace, configuration, run), in row order: `x` from one column and `y` the sum of one or more
/// columns (e.g. handler + render cost). Rows with an empty or non-numeric cell in any of them
/// (a sample never shown, a frame without a tip gap) are left out. Units are the columns'.
struct RunSeriesTable {
    var x: [RunKey: [Double]] = [:]
    var y: [RunKey: [Double]] = [:]

    /// The series of `csv`; empty when a named column is missing.
    init(_ csv: String, x xName: String, y yNames: [String]) {
        let table = CSVTable(csv)
        guard let xColumn = table.column(xName) else { return }
        let yColumns = yNames.compactMap(table.column)
        guard yColumns.count == yNames.count else { return }
        for row in table.rows {
            guard let key = RunKey(row, in: table), let xValue = Double(row[xColumn]) else { continue }
            var sum = 0.0
            for column in yColumns {
                guard let value = Double(row[column]) else { sum = .nan; break }
                sum += value
            }
            guard !sum.isNaN else { continue }
            x[key, default: []].append(xValue)
            y[key, default: []].append(sum)
        }
    }

    /// The x and y values of `key`'s run, nil when it has no rows.
    func series(_ key: RunKey) -> (x: [Double], y: [Double])? {
        guard let xs = x[key], let ys = y[key], !xs.isEmpty else { return nil }
        return (xs, ys)
    }
}
