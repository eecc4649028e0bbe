/// The per-sample lags of `data/samples.csv` (columns trace, configuration, run, sample, touch,
/// time_s, lag_s), seconds, with the sample times (seconds, in sample order), grouped by trace,
/// configuration and run; samples never shown (empty `lag_s`) and rows with quoted fields are
/// left out.
struct LagTable {
    struct Key: Hashable {
        var trace: String
        var configuration: String
        var run: Int
    }

    var values: [Key: [Double]] = [:]
    var times: [Key: [Double]] = [:]

    init(_ csv: String) {
        for line in csv.split(separator: "\n").dropFirst() where !line.contains("\"") {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == 7, let run = Int(fields[2]), let time = Double(fields[5]), let lag = Double(fields[6]) else { continue }
            let key = Key(trace: String(fields[0]), configuration: String(fields[1]), run: run)
            values[key, default: []].append(lag)
            times[key, default: []].append(time)
        }
    }
}
