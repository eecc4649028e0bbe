import Foundation

/// One browser tab attached through `DevToolsBrowser`: navigation, script evaluation, synthetic
/// pen, mouse and touch input, screenshots, and what the page did on its own: the problems it
/// reported (uncaught exceptions, console errors, log entries of level error), its console, the
/// navigations of its main frame, dialogs it opened and whether it crashed.
package final class DevToolsPage {
    /// At most this many problems and console lines are kept (a page logging on every event
    /// must not fill the memory); later ones are counted only.
    package static let keptLines = 1000
    /// The protocol session of this tab.
    package let sessionID: String
    private let browser: DevToolsBrowser
    private var reported: [String] = []
    private var console: [String] = []
    /// Lines of `reported` and `console` not kept (over `keptLines`).
    package private(set) var droppedLines = 0
    /// The URLs the main frame navigated to, in order (the first is the page's own load).
    package private(set) var mainFrameNavigations: [String] = []
    /// The URLs the page asked to navigate to (a script setting `location`, a form, a link
    /// followed), in order: requested, not necessarily done.
    package private(set) var navigationRequests: [String] = []
    /// Messages of the dialogs (alert, confirm, prompt, beforeunload) the page opened.
    package private(set) var dialogs: [String] = []
    /// True once the page's renderer crashed.
    package private(set) var hasCrashed = false

    init(browser: DevToolsBrowser, sessionID: String) {
        self.browser = browser
        self.sessionID = sessionID
    }

    /// Sends `method` to this tab and returns its result.
    @discardableResult
    package func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        try browser.call(method, parameters, session: sessionID)
    }

    /// Sends `method` to this tab without waiting; its reply is `browser.takeReply(id)`.
    package func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> Int {
        try browser.send(method, parameters, session: sessionID)
    }

    /// Loads `url` and waits up to `timeout` seconds for its load event; a failed navigation
    /// (an unreachable address, a missing file, an HTTP error page) throws.
    package func navigate(to url: String, timeout: TimeInterval = 60) throws {
        absorbEvents()
        let result = try call("Page.navigate", ["url": url])
        if let failure = result["errorText"] as? String, !failure.isEmpty {
            throw DevToolsError("cannot load \(url): \(failure)")
        }
        _ = try browser.waitForEvent("Page.loadEventFired", session: sessionID, timeout: timeout)
    }

    /// Moves the events that arrived for this tab into its problems, console, navigations,
    /// dialogs and crash flag.
    package func absorbEvents() {
        for event in browser.takeEvents(session: sessionID) { note(event) }
    }

    /// The value of the script `expression` (awaited when it is a promise), returned by value:
    /// numbers come back as `Int` or `Double`, objects as dictionaries. An exception throws with
    /// its description.
    package func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw DevToolsError("the page threw: \(Self.describe(exception: exception))")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Sends one `Input.dispatchMouseEvent` (`DevToolsInput.mouse`) and waits until the page
    /// handled it; evenly spaced `timestamp`s give the browser's predictor a steady input rate.
    package func dispatchMouse(_ type: String, x: Double, y: Double, pen: PenState? = nil, timestamp: Double? = nil) throws {
        try call("Input.dispatchMouseEvent", DevToolsInput.mouse(type, x: x, y: y, pen: pen, timestamp: timestamp))
    }

    /// Sends one `Input.dispatchTouchEvent` (`type` is touchStart, touchMove, touchEnd or
    /// touchCancel) with the given touch points (`x`, `y`, `id`, `force`, `radiusX`… keys).
    package func dispatchTouch(_ type: String, points: [[String: Any]]) throws {
        try call("Input.dispatchTouchEvent", ["type": type, "touchPoints": points])
    }

    /// A PNG of the tab as it is shown now.
    package func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let png = Data(base64Encoded: text) else {
            throw DevToolsError("Page.captureScreenshot gave no image")
        }
        return png
    }

    /// The problems the page reported so far, one line each: uncaught exceptions, console
    /// `error` and `assert` messages, and log entries of level `error`.
    package func problems() -> [String] {
        absorbEvents()
        return reported
    }

    /// Every console message so far, as `type: text` lines in arrival order.
    package func consoleMessages() -> [String] {
        absorbEvents()
        return console
    }

    private func note(_ event: [String: Any]) {
        let parameters = event["params"] as? [String: Any] ?? [:]
        switch event["method"] as? String {
        case "Runtime.exceptionThrown":
            keep("exception: " + Self.describe(exception: parameters["exceptionDetails"] as? [String: Any] ?? [:]), in: &reported)
        case "Runtime.consoleAPICalled":
            let type = parameters["type"] as? String ?? "log"
            keep("\(type): " + Self.text(ofArguments: parameters), in: &console)
            if type == "error" || type == "assert" { keep("console.\(type): " + Self.text(ofArguments: parameters), in: &reported) }
        case "Log.entryAdded":
            let entry = parameters["entry"] as? [String: Any] ?? [:]
            if entry["level"] as? String == "error" {
                keep("log: \(entry["text"] as? String ?? "") \(entry["url"] as? String ?? "")", in: &reported)
            }
        case "Page.frameNavigated":
            let frame = parameters["frame"] as? [String: Any] ?? [:]
            if frame["parentId"] == nil, mainFrameNavigations.count < Self.keptLines { mainFrameNavigations.append(frame["url"] as? String ?? "") }
        case "Page.frameRequestedNavigation":
            if navigationRequests.count < Self.keptLines { navigationRequests.append(parameters["url"] as? String ?? "") }
        case "Page.javascriptDialogOpening":
            keep("\(parameters["type"] as? String ?? "dialog"): \(parameters["message"] as? String ?? "")", in: &dialogs)
        case "Inspector.targetCrashed":
            hasCrashed = true
        default:
            break
        }
    }

    private func keep(_ line: String, in lines: inout [String]) {
        if lines.count < Self.keptLines { lines.append(line) } else { droppedLines += 1 }
    }

    private static func describe(exception: [String: Any]) -> String {
        let thrown = exception["exception"] as? [String: Any]
        let text = thrown?["description"] as? String ?? exception["text"] as? String ?? "exception"
        return text.split(separator: "\n").first.map(String.init) ?? text
    }

    private static func text(ofArguments parameters: [String: Any]) -> String {
        let arguments = parameters["args"] as? [[String: Any]] ?? []
        return arguments.map { argument in
            if let value = argument["value"] { return "\(value)" }
            return argument["description"] as? String ?? "?"
        }.joined(separator: " ")
    }
}

