import InkFormats
import InkIO
import InkReport

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

    /// The text of `output` once the tables' buffered rows are written out.
    func text(_ output: MemoryOutput) throws -> String {
        _ = try tables.finish()
        return String(decoding: output.bytes, as: UTF8.self)
    }
}
