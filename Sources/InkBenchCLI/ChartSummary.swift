import InkReport

/// The lines `inkbench run` and `inkbench chart` print about the charts they rendered or skipped.
enum ChartSummary {
    static func print(_ outcome: GnuplotRenderer.Outcome, folder: String) {
        if !outcome.rendered.isEmpty {
            Swift.print("charts: \(outcome.rendered.count) rendered (SVG and PNG, with .gp scripts and data) in \(folder)/charts")
        }
        for (name, reason) in outcome.skipped {
            Swift.print("chart skipped: \(name): \(reason) (script and data saved in \(folder)/charts)")
        }
    }
}
