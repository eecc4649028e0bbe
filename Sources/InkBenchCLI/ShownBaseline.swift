import ArgumentParser
import Foundation
import InkReport

/// `--baseline NAME|report.json` of `run` and `merge`: the report whose verdicts' changes
/// summary.md and index.html show. A missing baseline exits 5 with one line, as `compare` does.
enum ShownBaseline {
    /// The baseline `reference` names (a saved baseline or a report.json), nil without one.
    static func load(_ reference: String?) throws -> RunBaseline? {
        do {
            return try reference.map { try RunBaseline.load($0, store: BaselineStore(root: FileManager.default.currentDirectoryPath), costSources: ActiveComponents.current.costSources) }
        } catch let missing as RunBaseline.Missing {
            FileHandle.standardError.write(Data("Error: \(missing)\n".utf8))
            throw ExitCode(5)
        }
    }
}
