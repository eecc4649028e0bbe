import Foundation
import InkSim

/// A report a run is shown against (`inkbench run --baseline NAME`): its name as the user gave
/// it and the report, so the run's pages show each verdict's change against it.
public struct RunBaseline: Sendable {
    /// The name the page shows (a stored baseline's name, or a path).
    public var name: String
    public var report: RunReport
    /// The cost sources whose capabilities say which runs compare exactly (`deterministic`).
    public var costSources: CostSourceRegistry

    public init(name: String, report: RunReport, costSources: CostSourceRegistry) {
        self.name = name
        self.report = report
        self.costSources = costSources
    }

    /// The baseline `reference` names: a path to a report.json when it ends in `.json` and such a
    /// file exists, else a baseline stored in `store` (`inkbench compare REPORT --save-baseline
    /// NAME`). Throws `Missing` when there is no such baseline, with the path looked at.
    public static func load(_ reference: String, store: BaselineStore, costSources: CostSourceRegistry) throws -> RunBaseline {
        if reference.hasSuffix(".json"), FileManager.default.fileExists(atPath: reference) {
            return RunBaseline(name: reference, report: try RunReport.load(path: reference), costSources: costSources)
        }
        try BaselineStore.validate(name: reference)
        let path = store.path(of: reference)
        guard FileManager.default.fileExists(atPath: path) else { throw Missing(path: path, name: reference) }
        return RunBaseline(name: reference, report: try RunReport.load(path: path), costSources: costSources)
    }

    /// A baseline that is not there: `path` does not exist.
    package struct Missing: Error, CustomStringConvertible {
        package var path: String
        package var name: String
        package var description: String {
            "baseline missing: \(path) does not exist (save it with: inkbench compare REPORT --save-baseline \(name))"
        }
    }

    /// Where the baseline was made (`RunReport.provenance`).
    package var provenance: String { report.provenance }
}

extension RunReport {
    /// Where the report was made, one line: tool, git commit (when it was made in a checkout)
    /// and machine, e.g. `inkbench 0.1.0, commit 1a2b3c4d5e6f, host ci-7 (2-core x86_64 Linux,
    /// Swift 6.3.1)`. Reports hold no date (the same run writes the same bytes).
    public var provenance: String {
        [tool, environment.gitCommit.map { "commit \($0.prefix(12))" }, "host \(environment.host) (\(environment.machineKind))"]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
