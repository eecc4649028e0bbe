/// The verdict section of a run's index.html: the matrix, one short line per trace, and the
/// full verdict table folded.
extension RunIndexHTML {
    /// The matrix (`VerdictMatrix`): fitting cells green, others red; a row or column that is a
    /// trace links to the trace's section; with a baseline each cell has a second line with its
    /// change, red when worse, green when better.
    static func matrix(_ matrix: VerdictMatrix, slugs: [String]) -> String {
        let traceLink = { (index: Int) in "<a href=\"#trace-\(escape(slugs[index]))\">\(escape(matrix.traces[index]))</a>" }
        var html = "<table class=\"matrix\"><tr><th>\(escape(matrix.rowKind))</th>"
        html += matrix.columnTitles.indices.map { column in
            "<th>" + (matrix.rowsAreConfigurations ? traceLink(column) : escape(matrix.columnTitles[column])) + "</th>"
        }.joined() + "</tr>\n"
        for row in matrix.rowTitles.indices {
            html += "<tr><th class=\"name\">" + (matrix.rowsAreConfigurations ? escape(matrix.rowTitles[row]) : traceLink(row)) + "</th>"
            for column in matrix.columnTitles.indices {
                guard let cell = matrix.cell(row: row, column: column) else {
                    html += "<td>—</td>"
                    continue
                }
                let verdict = cell.verdict
                html += "<td class=\"\(verdict.status == .fits ? "good" : "bad")\"><strong>\(escape(verdict.status.word))</strong> "
                    + (verdict.lateReplay == nil ? "" : "(replay late) ")
                    + "\(escape(verdict.headroomP99.map { String(format: "%.0f%%", $0 * 100) } ?? "n/a"))<br>"
                    + "\(escape(FrameBudgetVerdict.milli(verdict.lagP50))) / \(escape(FrameBudgetVerdict.milli(verdict.lagP99)))"
                if let change = cell.change {
                    let tone = change.isWorse ? " worse" : (change.isBetter ? " better" : "")
                    let detail = change.detail.isEmpty ? "" : " title=\"\(escape(change.detail))\""
                    html += "<br><span class=\"change\(tone)\"\(detail)>\(escape(change.text))</span>"
                }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</table>\n"
    }

    /// The verdict section: the frame budget (once when every trace shares it, else per trace),
    /// the baseline, the matrix and its legend, then every verdict column folded (each trace's
    /// short line heads its folded section below).
    static func verdictSection(_ report: RunReport, slugs: [String], baseline: RunBaseline?) -> String {
        let verdicts = VerdictMatrix(report, baseline: baseline)
        var html = "<h2 id=\"verdict\">Verdict</h2>\n<p>"
        if let budget = verdicts.commonBudget {
            html += "Frame budget \(escape(budget)) (one display refresh) on every trace. "
        }
        html += escape(VerdictMatrix.legend)
        if let floor = verdicts.floorText { html += " The platform's floor (lag p50 / p99): \(escape(floor))." }
        if let baseline {
            html += " The second line of a cell is the change against the baseline <strong>\(escape(baseline.name))</strong> "
                + "(\(escape(baseline.provenance))): verdict and headroom before → now, the change of lag p50 / p99, and how many "
                + "metrics moved beyond their threshold as <code>inkbench compare</code> decides (red: worse, green: better; "
                + "hover for the metrics, or run <code>inkbench compare</code> for every number)."
        }
        html += "</p>\n" + matrix(verdicts, slugs: slugs)
        if verdicts.commonBudget == nil {
            html += "<p>Frame budgets: " + zip(verdicts.traces, verdicts.budgets).map { "\(escape($0)) \(escape($1))" }.joined(separator: ", ") + ".</p>\n"
        }
        html += "<details><summary>Every verdict column: missed frames, dropped samples, effective lag, tip gap</summary>\n"
        let all = FrameBudgetVerdict.all(report)
        html += table(["trace"] + FrameBudgetVerdict.columns, all.flatMap { entry in entry.verdicts.map { [entry.trace] + $0.cells } }, statusColumn: 2, nameColumns: 2)
        html += "<ul class=\"legend\">\n" + FrameBudgetVerdict.explanations.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n</details>\n"
        return html
    }
}
