/// The per-sample lags of `data/samples.csv` (columns trace, configuration, run, sample, touch,
/// time_s, lag_s), seconds, grouped by trace, configuration and run; samples never shown (empty
/// `lag_s`) and rows with quoted fields are left out.
struct LagTable {
    struct Key: Hashable {
        var trace: String
        var configuration: String
        var run: Int
    }

    var values: [Key: [Double]] = [:]

    init(_ csv: String) {
        for line in csv.split(separator: "\n").dropFirst() where !line.contains("\"") {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == 7, let run = Int(fields[2]), let lag = Double(fields[6]) else { continue }
            values[Key(trace: String(fields[0]), configuration: String(fields[1]), run: run), default: []].append(lag)
        }
    }
}
