import InkBench
import Testing

/// `inkbench calibrate --jobs N` and the sweep's training set: the datasets are synthesized in
/// parallel into the same traces, and the measured replays see the same work for any number of
/// jobs (their timings are measurements, different on every run).
@Suite("Parallel calibration and sweep training set")
struct ParallelCalibrationTests {
    static func session(jobs: Int) -> CalibrationRun {
        CalibrationRun(
            datasets: ["handwriting-short", "line-short"], renderDatasets: ["tap", "line-short"], renderers: .cairo,
            configurations: [PipelineConfiguration(name: "naive", geometry: .naive, renderer: .naive)], repetitions: 1, jobs: jobs
        )
    }

    @Test("the calibration datasets are the same traces, each once, for 1, 2 and 3 jobs")
    func sameTracesForAnyJobs() throws {
        let serial = try Self.session(jobs: 1).traces()
        #expect(serial.map(\.name) == ["handwriting-short", "line-short", "tap"])
        for jobs in [2, 3] {
            let parallel = try Self.session(jobs: jobs).traces()
            #expect(parallel.map(\.name) == serial.map(\.name) && parallel.map(\.trace) == serial.map(\.trace), "\(jobs) jobs")
        }
    }

    /// The replays' callbacks are cut at the display rate, so their work is fixed; the render
    /// simulations' frames depend on the measured times (slow callbacks fold), so only their
    /// presence is compared.
    @Test("the measured replays count the same callbacks with the same work for 1 and 3 jobs")
    func sameWorkForAnyJobs() throws {
        let serial = try Self.session(jobs: 1).measure(timerOverheadNanoseconds: 0)
        let parallel = try Self.session(jobs: 3).measure(timerOverheadNanoseconds: 0)
        #expect(!serial.rows.isEmpty && serial.renderCount > 0 && parallel.renderCount > 0)
        #expect(parallel.rows.map(\.x) == serial.rows.map(\.x))
    }

    @Test("an unknown dataset is refused in one line naming it")
    func unknownDataset() {
        var session = Self.session(jobs: 2)
        session.renderDatasets = ["no-such-dataset"]
        #expect(throws: CalibrationRun.UnknownDataset.self) { try session.traces() }
    }

    @Test("the sweep's training set is the same 30 traces for 1, 2 and 3 jobs")
    func sameTrainingTracesForAnyJobs() throws {
        let serial = try KalmanSweep.trainingTraces(jobs: 1)
        #expect(serial.count == 30)
        for jobs in [2, 3] {
            #expect(try KalmanSweep.trainingTraces(jobs: jobs) == serial, "\(jobs) jobs")
        }
    }
}
