import Foundation

extension RunIndexHTML {
    /// The debug pictures of the trace `input` (report.json `renders`), folded behind a click,
    /// each linked to its PNG with its caption; empty when there are none. Only
    /// `renders/NAME.png` is ever linked.
    static func renders(of report: RunReport, trace input: String) -> String {
        let pictures = (report.renders ?? []).filter { $0.trace == input && RunReport.DebugRender.isPicturePath($0.file) }
        guard !pictures.isEmpty else { return "" }
        var html = "<details><summary>Debug renders (\(pictures.count) pictures)</summary>\n"
            + "<p>Ink as drawn by the pipeline, with the debug overlay of <code>inkbench render --debug</code> (legend in each picture).</p>\n"
        for picture in pictures {
            html += """
                <figure><a href="\(escape(picture.file))"><img src="\(escape(picture.file))" alt="\(escape(picture.caption))"></a>
                <figcaption>\(escape(picture.caption))</figcaption></figure>

                """
        }
        return html + "</details>\n"
    }
}

extension RunReport {
    /// The report without the debug pictures missing from `folder` (so an index.html written
    /// there links only files that exist), e.g. when `inkbench chart --out` writes elsewhere.
    public func keepingRenders(presentIn folder: String) -> RunReport {
        var copy = self
        copy.renders = renders?.filter { FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0.file)) }
        return copy
    }
}
