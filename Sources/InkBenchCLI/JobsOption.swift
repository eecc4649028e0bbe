import ArgumentParser
import InkSim

/// `--jobs N`: how many simulations or evaluations run at once (default: the machine's cores).
/// Only work whose results cannot depend on it is spread: modelled runs, predictor evaluations
/// and sweeps, synthesizing calibration datasets; never measured runs or calibration replays.
struct JobsOption: ParsableArguments {
    @Option(name: .customLong("jobs"), parsing: .unconditional, help: ArgumentHelp(
        "Simulations (modelled costs), predictor evaluations or sweep candidates run at once (default: the number of cores); the results are the same for any number. Measured runs and calibration replays are one at a time.",
        valueName: "n"
    ))
    var jobs: Int?

    /// The number given, or the cores.
    var count: Int { jobs ?? ParallelJobs.availableCores }

    func validate() throws {
        if let jobs, !(1...1024).contains(jobs) { throw CommandFailure("--jobs must be a whole number in 1…1024") }
    }
}
