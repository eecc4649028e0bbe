import Benchmark
import BenchmarkSupport
import InkBench

/// `Kalman sweep, kalman-ca grid (1 job)` and `(all cores)`: the `kalman-ca` grid of
/// `inkbench predict --sweep` (24 candidates) scored on its 30 synthesized training traces, one
/// candidate at a time and on every core (`KalmanSweep.run(jobs:catalog:)`). The ratio of the two wall
/// clocks is the scaling; the results are the same (tests hold them equal).
enum ParallelSweeps {
    static func register() {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 3
        )
        for (label, jobs) in [("1 job", 1), ("all cores", ParallelJobs.availableCores)] {
            Benchmark("Kalman sweep, kalman-ca grid (\(label))", configuration: configuration) { (benchmark: Benchmark, traces: [Trace]) in
                for _ in benchmark.scaledIterations {
                    do {
                        blackHole(try KalmanSweep.run(candidates: KalmanSweep.constantAccelerationGrid, traces: traces, jobs: jobs, catalog: .builtIn))
                    } catch {
                        benchmark.error("the sweep failed: \(error)")
                    }
                }
            } setup: { () throws -> [Trace] in
                try KalmanSweep.trainingTraces(jobs: ParallelJobs.availableCores)
            }
        }
    }
}
