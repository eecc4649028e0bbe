import InkMetrics
import InkModel
import InkPredict
import InkSynth
import Testing

/// `inkbench predict --sweep --jobs N`: both sweeps give the same results for any number of jobs.
@Suite("Sweeps in parallel")
struct ParallelSweepTests {
    static func traces() throws -> [(name: String, trace: Trace)] {
        try [101, 102].map { seed in
            (name: "scribble-\(seed)", trace: try Synthesizer.synthesize(SynthRecipe(shape: .scribble, extent: .duration(0.6), seed: UInt64(seed))))
        }
    }

    @Test("the Kalman grid search ranks the same results for 1, 2 and 3 jobs")
    func kalmanSweepSameForAnyJobs() throws {
        let traces = try Self.traces().map(\.trace)
        let candidates = Array(KalmanSweep.constantAccelerationGrid.prefix(5)) + Array(KalmanSweep.jerkGrid.prefix(2))
        let serial = try KalmanSweep.run(candidates: candidates, traces: traces, jobs: 1, catalog: .builtIn)
        #expect(serial.count == candidates.count)
        #expect(serial.contains { $0.score != nil })
        for jobs in [2, 3] {
            #expect(try KalmanSweep.run(candidates: candidates, traces: traces, jobs: jobs, catalog: .builtIn) == serial, "\(jobs) jobs")
        }
    }

    @Test("the held-out sweep gives the same split, scores and choice for 1, 2 and 3 jobs")
    func heldOutSweepSameForAnyJobs() throws {
        let traces = try Self.traces()
        let candidates = HeldOutSweep.grid(base: ComponentSpec(name: "kalman-ca"), axes: [("process-noise", ["0.01", "0.1", "1"]), ("anchor", ["estimate", "sample"])])
        let run = { (jobs: Int) in
            try HeldOutSweep.run(candidates: candidates, traces: traces, horizons: [0.008, 0.016], split: .stroke, seed: 5, heldOutShare: 0.5, jobs: jobs, catalog: .builtIn)
        }
        let serial = try run(1)
        #expect(serial.chosen != nil)
        for jobs in [2, 3] {
            let parallel = try run(jobs)
            #expect(parallel.candidates == serial.candidates, "\(jobs) jobs")
            #expect(parallel.trainingUnits == serial.trainingUnits && parallel.heldOutUnits == serial.heldOutUnits, "\(jobs) jobs")
        }
    }
}
