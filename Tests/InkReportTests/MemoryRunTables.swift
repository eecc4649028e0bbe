import InkFormats
import InkMetrics
import InkModel
import InkReport
import InkSim

/// `RunDataTables` writing to memory, for tests: the tables' texts after `finish()`.
final class MemoryRunTables {
    let callbacks = MemoryOutput(path: "callbacks.csv")
    let frames = MemoryOutput(path: "frames.csv")
    let samples = MemoryOutput(path: "samples.csv")
    let predictions = MemoryOutput(path: "predictions.csv")
    private(set) var tables: RunDataTables!

    init() throws {
        let predictions = predictions
        tables = try RunDataTables(callbacks: callbacks, frames: frames, samples: samples, predictions: { predictions })
    }

    /// Measures `record`, a run of `trace`, as a run measures it (`RunMeasurement.measure`), its
    /// rows and shown predictions written to the tables as run `run` of `input`.
    @discardableResult
    func append(_ record: SimulationRecord, trace: Trace, input: String, run: Int) throws -> MeasuredRun {
        try RunMeasurement.measure(
            record, trace: trace, truth: TruthPaths(trace), seed: 1, metrics: .builtIn, predictors: .builtIn, tables: tables,
            prefix: RunDataTables.rowPrefix(input: input, configuration: record.configuration.name, run: run)
        )
    }

    /// The text of `output` once the tables' buffered rows are written out.
    func text(_ output: MemoryOutput) throws -> String {
        _ = try tables.finish()
        return String(decoding: output.bytes, as: UTF8.self)
    }
}
