import Foundation
import InkFormats
import InkMetrics
import InkPipeline
import InkReport
import InkSim

extension BenchmarkRun {
    /// One simulation run of the benchmark: a configuration and the run's number among its
    /// repetitions (0-based).
    struct RunStep {
        var configuration: PipelineConfiguration
        var run: Int
    }


    /// Measures `steps` at once on up to `jobs` threads, each with `measureOne` (this run, the
    /// step, and the tables it writes its rows to), and returns their measurements in step order.
    /// One step writes to `tables` directly; several write to tables of their own in a scratch
    /// folder, copied into `tables` in step order afterwards, so the tables are the same for any
    /// number of jobs.
    func measure(
        _ steps: [RunStep], input: String, tables: RunDataTables?, jobs: ParallelJobs,
        measureOne: @escaping (BenchmarkRun, RunStep, RunDataTables?) throws -> MeasuredRun
    ) throws -> [MeasuredRun] {
        if steps.count == 1 { return [try measureOne(self, steps[0], tables)] }
        let scratch = (FileManager.default.temporaryDirectory.path as NSString).appendingPathComponent("inkbench-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let folders = steps.indices.map { (scratch as NSString).appendingPathComponent("step-\($0)") }
        let shared = UncheckedShare((run: self, steps: steps, folders: folders, writes: tables != nil, measureOne: measureOne))
        let measured = try jobs.throwingMap(steps.count) { index in
            let (run, steps, folders, writes, measureOne) = shared.value
            let part = writes ? try RunDataTables(folder: folders[index]) : nil
            let measurement = try measureOne(run, steps[index], part)
            if let part { try AtomicFileWriter.commit(try part.finish()) }
            return measurement
        }
        if let tables {
            for folder in folders { try tables.appendRows(ofTablesIn: folder) }
        }
        return measured
    }
}
