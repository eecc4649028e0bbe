import InkExternal
import InkPipeline
import InkReport
import InkSim

/// Each configuration's cost source: the run's, except for pipelines in another program when the
/// run chooses their cost (`ExternalRunSettings.choosesCost`: no `--cost` given), and the checks
/// that a program reports what its cost source prices.
extension BenchmarkRun {
    /// The cost that prices `configuration`: the one the run chose for it, else the run's.
    func cost(for configuration: PipelineConfiguration) -> RunCost {
        configurationCosts?[configuration.name] ?? cost
    }

    /// Runs of `configuration`: one when its costs are deterministic, else `settings.repetitions`.
    func repetitions(for configuration: PipelineConfiguration) -> Int {
        cost(for: configuration).isDeterministic ? 1 : settings.repetitions
    }

    /// Whether `configuration`'s repetitions are pooled into one more run (`poolsRepetitions`).
    func poolsRepetitions(for configuration: PipelineConfiguration) -> Bool {
        !cost(for: configuration).isDeterministic && settings.repetitions >= 2
    }

    /// Whether every configuration's costs are modelled: only then do runs go in parallel (timed
    /// Whether every configuration's cost source may run simulations at once (`parallelSafe`).
    var allParallelSafe: Bool {
        configurations.allSatisfy { cost(for: $0).capabilities.contains(.parallelSafe) }
    }

    /// Whether the run must ask external programs for their hello before it starts: it chooses
    /// their cost, or prices them by what they report (modelled or reported).
    var needsExternalCosts: Bool {
        let kind = cost.source.kind
        return configurationCosts == nil && configurations.contains { $0.external != nil }
            && (settings.external.choosesCost || kind == .modelled || kind.rawValue == ReportedCost.kindName)
    }

    /// The cost of each external configuration whose program speaks protocol 2, from its hello:
    /// when the run chooses, `reported` if it reports `handler_us`, else `measured`; with modelled
    /// or reported costs given, a program that does not report what they price is refused in one
    /// line before anything runs.
    func externalCosts() throws -> [String: RunCost] {
        var costs: [String: RunCost] = [:]
        var measured: RunCost?
        for configuration in configurations where configuration.external != nil {
            let hello: (reports: Set<String>, startup: StepTiming)?
            do {
                hello = try ExternalPipeline.hello(configuration: configuration, timeout: settings.external.timeout, standardError: settings.external.standardErrorLine)
            } catch {
                throw RunError(error.description)
            }
            let reports = hello?.reports
            if let problem = Self.reportProblem(kind: settings.external.choosesCost ? nil : cost.source.kind, reports: reports) {
                throw RunError("configuration '\(configuration.name)': \(problem)")
            }
            guard settings.external.choosesCost else { continue }
            if reports?.contains("handler_us") == true {
                costs[configuration.name] = RunCost(source: ReportedCost(cpuScale: cost.cpuScale), capabilities: CostSourceComponent.reported.capabilities, cpuScale: cost.cpuScale)
            } else {
                let chosen = measured ?? RunCost.measured(cpuScale: cost.cpuScale, timerOverheadNanoseconds: StepTimer(clock: .threadCPU).overhead().cpuNanoseconds)
                measured = chosen
                costs[configuration.name] = chosen
            }
        }
        return costs
    }

    /// Why a program that says in its hello it reports `reports` (nil: protocol 1, unknown)
    /// cannot be priced by costs of `kind` (nil: the run chooses), one line, or nil.
    static func reportProblem(kind: CostKind?, reports: Set<String>?) -> String? {
        guard let kind, let reports else { return nil }
        if kind == .modelled, reports.isDisjoint(with: PipelineProtocol.workCounterMembers) {
            return "--cost modelled prices the work counters a pipeline reports (\(PipelineProtocol.workCounterMembers.joined(separator: ", "))), "
                + "and this program's hello reports none of them: use --cost measured, or leave --cost out"
        }
        if kind.rawValue == ReportedCost.kindName, !reports.contains("handler_us") {
            return "--cost reported takes the handler_us each reply reports, and this program's hello does not name it: use --cost measured, or leave --cost out"
        }
        return nil
    }
}
