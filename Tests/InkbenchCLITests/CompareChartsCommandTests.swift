import Foundation
import InkTestSupport
import Testing

@Suite("inkbench compare --format html --out: distribution charts beside the page")
struct CompareChartsCommandTests {
    @Test("two quick runs (costs ×1 and ×3): the page links a PNG and SVG per configuration in PAGE-charts/, relatively; stdout is the verdict line", .needsGnuplot)
    func chartsBesideThePage() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, scale) in [("base", "1"), ("current", "3")] {
            let run = try CommandRunner.run(
                ["run", "--dataset", "handwriting", "--config", "default-incremental", "--quick", "--no-renders", "--cpu-scale", scale, "--out", name], in: folder
            )
            try #require(run.exitCode == 0, "\(run.standardError)")
        }
        let compare = try CommandRunner.run(["compare", "base/report.json", "current/report.json", "--format", "html", "--out", "pages/compare.html"], in: folder)
        #expect(compare.exitCode == 2, "a three times costlier run regresses: \(compare.standardOutput)")
        #expect(compare.standardOutput.split(separator: "\n").count == 1, "only the verdict line: \(compare.standardOutput)")
        let charts = folder.appendingPathComponent("pages/compare-charts")
        for file in ["png", "svg", "gp", "dat"] {
            let path = charts.appendingPathComponent("pair-1-handwriting--default-incremental.\(file)").path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            #expect(size > 0, "\(path) written")
        }
        let page = try String(contentsOf: folder.appendingPathComponent("pages/compare.html"), encoding: .utf8)
        #expect(page.contains("<img src=\"compare-charts/pair-1-handwriting--default-incremental.png\""))
        #expect(page.contains("Distribution charts (lag and callback cost CDFs, base red dashed, current blue) of 1 pair(s), in compare-charts/."))
        #expect(!page.contains(folder.path), "no absolute path in the page")
        let gp = try String(contentsOf: charts.appendingPathComponent("pair-1-handwriting--default-incremental.gp"), encoding: .utf8)
        #expect(gp.contains("every event of both runs"), "both run folders hold data/samples.csv and data/callbacks.csv")
    }
}
