/// One simulated run in the report's data tables: the trace input, the configuration and the
/// run number (0-based), the first three columns of every `data/*.csv`.
struct RunKey: Hashable {
    var trace: String
    var configuration: String
    var run: Int

    init(trace: String, configuration: String, run: Int) {
        self.trace = trace
        self.configuration = configuration
        self.run = run
    }

    /// The key of a row of `table`; nil when its trace, configuration or run column is missing or
    /// the run is not a number.
    init?(_ row: [String], in table: CSVTable) {
        guard let trace = table.column("trace"), let configuration = table.column("configuration"), let run = table.column("run"),
              let number = Int(row[run])
        else { return nil }
        self.init(trace: RunDataTables.text(ofField: row[trace]), configuration: RunDataTables.text(ofField: row[configuration]), run: number)
    }

    /// The key of `result`'s representative run on `trace`.
    init(_ trace: RunReport.TraceResult, _ result: RunReport.ConfigurationResult) {
        self.init(trace: trace.input, configuration: result.configuration, run: result.representativeRun)
    }
}
