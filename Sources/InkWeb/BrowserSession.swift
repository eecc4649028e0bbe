import Foundation
import InkDevTools
import InkFormats
import InkModel

/// One replay of a trace into a page in a fresh headless Chromium: start the browser, load the
/// page (its own viewport: the trace's canvas, one point per CSS px), wait until it has drawn
/// twice, trace, replay, and stream the browser's trace into `traceOutput` (gzip-compressed JSON).
/// Every failure — the browser does not start, the page does not load, throws, navigates away,
/// opens a dialog, hangs, or the browser loses trace events — is one `WebRunError` line.
enum BrowserSession {
    /// What the session learnt besides the trace file.
    struct Outcome {
        var log: WebReplayLog
        /// `performance.timeOrigin` of the page, milliseconds since 1970: the page's event
        /// times (`timeStamp`, `performance.now()`) are relative to it.
        var timeOrigin: Double
        var product: String
        var commandLine: [String]
    }

    static func replay(
        _ schedule: WebInputSchedule, into page: WebPage, canvas: Size, settings: WebRunSettings, traceOutput: AtomicFileWriter,
        progress: (Int) -> Void
    ) throws(WebRunError) -> Outcome {
        let width = max(1, Int(canvas.width.rounded(.up))), height = max(1, Int(canvas.height.rounded(.up)))
        let browser: DevToolsBrowser
        do {
            browser = try DevToolsBrowser(executable: settings.executable, width: width, height: height, arguments: settings.browserArguments)
        } catch {
            throw WebRunError("cannot start the browser: \(error)")
        }
        defer { browser.close() }
        browser.commandTimeout = settings.loadTimeout
        do {
            let product = try browser.version()
            let tab = try browser.openPage(width: width, height: height, deviceScaleFactor: settings.deviceScaleFactor)
            try tab.navigate(to: page.url, timeout: settings.loadTimeout)
            tab.absorbEvents()
            try WebReplayer.check(tab, loads: WebReplayer.PageLoads(tab))
            let ready = "new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.timeOrigin))))"
            guard let timeOrigin = try Self.number(tab.evaluate(ready)) else {
                throw WebRunError("performance.timeOrigin is not a number")
            }
            try browser.startTracing(categories: settings.categories, gzip: true)
            let replayer = WebReplayer(answerTimeout: settings.answerTimeout)
            let log = try replayer.replay(schedule, page: tab, browser: browser, progress: progress)
            let loads = WebReplayer.PageLoads(tab)
            try browser.endTracing { chunk in try chunk.withUnsafeBytes { try traceOutput.write($0) } }
            try WebReplayer.check(tab, loads: loads)
            try traceOutput.finish()
            return Outcome(log: log, timeOrigin: timeOrigin, product: product, commandLine: browser.commandLine)
        } catch {
            throw WebRunError("page \(page.name): \(error)")
        }
    }

    private static func number(_ value: Any?) -> Double? {
        (value as? Double) ?? (value as? Int).map(Double.init)
    }
}
