import Foundation
import InkReport
import InkRun

/// What `inkbench run` shows while the library runs: the progress bar on stderr (a terminal
/// only), the table of each trace and the notices on stdout, and the interrupt line once the
/// report is committed.
struct RunConsole: RunSink {
    var progress: ProgressBar

    init(showsProgress: Bool) {
        progress = ProgressBar(total: 1, disabled: !showsProgress)
    }

    mutating func runStarted(steps: Int) {
        progress = progress.restarted(total: steps)
    }

    mutating func stepFinished(_ label: String) {
        progress.advance(label)
    }

    mutating func traceFinished(_ result: RunReport.TraceResult, index: Int, cost: RunReport.CostSettings) {
        progress.clear()
        if index > 0 { print("") }
        for line in RunTable.lines(result, cost: cost) { print(line) }
    }

    mutating func notice(_ line: String) {
        print(line)
    }

    mutating func outputsCommitted(folder: String) {
        let reportPath = (folder as NSString).appendingPathComponent("report.json")
        InterruptHandling.committed("the new report.json, summary.md, data/ and renders/ are complete; charts/ and index.html may not be (inkbench chart \(reportPath))")
    }
}
