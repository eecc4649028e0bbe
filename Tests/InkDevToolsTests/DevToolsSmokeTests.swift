import Foundation
import InkDevTools
import InkTestSupport
import Testing

/// The DevTools client itself: a real headless Chromium opens a page and runs script.
@Suite(.needsChromium, .serialized)
struct DevToolsSmokeTests {
    @Test func evaluatesScriptOnADataPage() throws {
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = try browser.openPage()
        try page.navigate(to: "data:text/html,<title>smoke</title><p>ink</p>")
        #expect(try page.evaluate("1 + 1") as? Int == 2)
        #expect(try page.evaluate("document.title") as? String == "smoke")
        #expect(page.problems().isEmpty)
    }

    @Test func reportsPageExceptionsAndConsoleErrors() throws {
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = try browser.openPage()
        try page.navigate(to: "data:text/html,<script>console.error('bad ink'); setTimeout(() => { throw new Error('boom') }, 0)</script>")
        #expect(throws: DevToolsError.self) { try page.evaluate("undefinedName.field") }
        _ = try page.evaluate("new Promise(done => setTimeout(done, 50))")
        let problems = page.problems()
        #expect(problems.contains { $0.contains("bad ink") })
        #expect(problems.contains { $0.contains("boom") })
    }

    @Test func deliversSyntheticPenInput() throws {
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = try browser.openPage()
        let script = "<body style='margin:0'><script>window.seen = []; for (const kind of ['pointerdown', 'pointermove', 'pointerup']) "
            + "addEventListener(kind, e => seen.push([e.type, e.pointerType, e.clientX, e.clientY, Math.round(e.pressure * 100)]))</script>"
        try page.navigate(to: "data:text/html," + (script.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
        try page.dispatchMouse("mousePressed", x: 10, y: 20, pen: PenState(force: 0.5))
        try page.dispatchMouse("mouseMoved", x: 30, y: 40, pen: PenState(force: 0.25))
        try page.dispatchMouse("mouseReleased", x: 30, y: 40, pen: PenState(force: 0))
        let seen = try page.evaluate("seen") as? [[Any]] ?? []
        #expect(seen.map { "\($0[0]) \($0[1]) \($0[2]) \($0[3]) \($0[4])" } == [
            "pointerdown pen 10 20 50", "pointermove pen 30 40 25", "pointerup pen 30 40 0",
        ])
    }

    /// Commands sent without waiting are answered later, each reply found by its id, and an
    /// error reply says what the browser refused.
    @Test func unawaitedCommandsAreAnsweredByID() throws {
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = try browser.openPage()
        let ids = try (1...5).map { try page.send("Runtime.evaluate", ["expression": "\($0) * 10", "returnByValue": true]) }
        let refused = try page.send("Runtime.noSuchMethod")
        var values: [Int: Int] = [:]
        var refusal: String?
        let deadline = Date(timeIntervalSinceNow: 30)
        while (values.count < ids.count || refusal == nil) && Date() < deadline {
            try browser.pump(timeoutNanoseconds: 100_000_000)
            for id in ids where values[id] == nil {
                if let reply = browser.takeReply(id) { values[id] = (try reply.get("Runtime.evaluate")["result"] as? [String: Any])?["value"] as? Int }
            }
            if refusal == nil, let reply = browser.takeReply(refused) { refusal = reply.errorMessage ?? "answered" }
        }
        #expect(ids.map { values[$0] } == [10, 20, 30, 40, 50])
        #expect(refusal?.contains("noSuchMethod") == true || refusal?.contains("wasn't found") == true, "\(refusal ?? "no reply")")
        #expect(try browser.version().hasPrefix("Chrome/"))
    }
}
