import Foundation
import InkMetrics

/// The lag budget of a trace's configurations as a table (summary.md and the run page): the mean
/// lag and the mean time in each stage of `LagBudget`, ms (headline runs,
/// `RunReport.ConfigurationResult.lagBudget`). Empty when no configuration has a budget.
enum LagBudgetTable {
    /// The sentence above the table.
    static let caption = "Lag budget: the mean lag split into the mean time its shown samples spent in each stage (ms). "
        + "Means, not medians, so the stages add up to the mean lag."

    static var header: [String] {
        ["configuration", "mean lag ms"] + LagBudget.stages.map(\.title)
    }

    /// One row per configuration with a budget.
    static func rows(_ trace: RunReport.TraceResult) -> [[String]] {
        trace.results.compactMap { result in
            guard let budget = result.lagBudget else { return nil }
            let milliseconds = { (seconds: Double) in String(format: "%.2f", seconds * 1e3) }
            return [result.configuration, milliseconds(budget.total)] + LagBudget.stages.map { milliseconds(budget[keyPath: $0.value]) }
        }
    }
}
