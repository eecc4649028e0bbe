import Foundation
import InkDevTools
import InkTestSupport
import Testing

/// index.html of a run and the compare page, opened in headless Chromium: every image loads,
/// every in-page link has its anchor, no script error or failed load is logged.
@Suite(.needsChromium, .needsGnuplot)
struct ReportPagesBrowserTests {
    /// The images that did not load, the in-page links without a target, and the page's problems.
    private func defects(of path: String, in browser: DevToolsBrowser) throws -> (images: [String], anchors: [String], problems: [String], imageCount: Int) {
        let page = try browser.openPage(width: 1200, height: 900)
        try page.navigate(to: URL(fileURLWithPath: path).absoluteString)
        // Images load lazily off-screen in some builds: wait for every one to settle.
        _ = try page.evaluate("Promise.all(Array.from(document.images).map(i => i.decode().catch(() => null)))")
        let broken = try page.evaluate("Array.from(document.images).filter(i => !i.complete || i.naturalWidth === 0).map(i => i.getAttribute('src'))") as? [String] ?? []
        let anchors = try page.evaluate(
            "Array.from(document.querySelectorAll('a[href^=\"#\"]')).map(a => a.getAttribute('href')).filter(h => !document.getElementById(h.slice(1)))"
        ) as? [String] ?? []
        let count = try page.evaluate("document.images.length") as? Int ?? 0
        return (broken, anchors, page.problems(), count)
    }

    @Test("index.html and the compare page load every image and anchor without an error; a missing chart is caught")
    func pagesOpenCleanly() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["run", "--dataset", "handwriting", "--dataset", "circle", "--config", RunCommandTests.root.appendingPathComponent("configs/default.yaml").path, "--quick", "--out", "run"], in: folder)
        try #require(run.exitCode == 0, "\(run.standardError)")
        let compare = try CommandRunner.run(
            ["compare", "run/report.json", "run/report.json", "--format", "html", "--out", "compare.html"], in: folder
        )
        try #require(compare.exitCode == 0, "\(compare.standardError)")

        let browser = try DevToolsBrowser(width: 1200, height: 900)
        defer { browser.close() }
        let index = try defects(of: folder.appendingPathComponent("run/index.html").path, in: browser)
        #expect(index.imageCount >= 2 * 7, "a chart of each kind per trace, and the debug pictures")
        #expect(index.images.isEmpty, "\(index.images)")
        #expect(index.anchors.isEmpty, "\(index.anchors)")
        #expect(index.problems.isEmpty, "\(index.problems)")
        let page = try defects(of: folder.appendingPathComponent("compare.html").path, in: browser)
        #expect(page.images.isEmpty && page.anchors.isEmpty && page.problems.isEmpty, "\(page)")
        let pairs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("compare-charts").path).filter { $0.hasSuffix(".png") }
        #expect(page.imageCount == pairs.count && pairs.count >= 2, "one distribution chart per trace × configuration, each loaded: \(pairs)")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("run/charts/lag-cdf-circle.svg"))
        let broken = try defects(of: folder.appendingPathComponent("run/index.html").path, in: browser)
        #expect(broken.images == ["charts/lag-cdf-circle.svg"], "the check sees a missing image")
    }
}
