import Foundation

/// One browser tab attached through `DevToolsBrowser`: navigation, script evaluation, synthetic
/// pen, mouse and touch input, screenshots, and the problems the page reported (uncaught
/// exceptions, console errors, log entries of level error).
public final class DevToolsPage {
    /// The protocol session of this tab.
    public let sessionID: String
    private let browser: DevToolsBrowser
    private var reported: [String] = []
    private var console: [String] = []

    init(browser: DevToolsBrowser, sessionID: String) {
        self.browser = browser
        self.sessionID = sessionID
    }

    /// Sends `method` to this tab and returns its result.
    @discardableResult
    public func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        try browser.call(method, parameters, session: sessionID)
    }

    /// Loads `url` and waits for its load event; a failed navigation throws.
    public func navigate(to url: String) throws {
        for event in browser.takeEvents(session: sessionID) { note(event) }
        let result = try call("Page.navigate", ["url": url])
        if let failure = result["errorText"] as? String, !failure.isEmpty {
            throw DevToolsError("Page.navigate \(url): \(failure)")
        }
        _ = try browser.waitForEvent("Page.loadEventFired", session: sessionID)
    }

    /// The value of the script `expression` (awaited when it is a promise), returned by value:
    /// numbers come back as `Int` or `Double`, objects as dictionaries. An exception throws with
    /// its description.
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw DevToolsError("the page threw: \(Self.describe(exception: exception))")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Sends one `Input.dispatchMouseEvent` (`type` is mousePressed, mouseMoved or
    /// mouseReleased) at `x`,`y` CSS px with the left button; `pen` makes it a pen event with
    /// its force (0…1), tilts and twist (degrees). `timestamp` (seconds since 1970) is the
    /// event's time as the page sees it; without it, the time the browser takes the event —
    /// evenly spaced timestamps give the browser's predictor a steady input rate.
    public func dispatchMouse(_ type: String, x: Double, y: Double, pen: PenState? = nil, timestamp: Double? = nil) throws {
        var parameters: [String: Any] = [
            "type": type, "x": x, "y": y, "button": "left",
            "buttons": type == "mouseReleased" ? 0 : 1, "clickCount": 1,
        ]
        if let timestamp { parameters["timestamp"] = timestamp }
        if let pen {
            parameters["pointerType"] = "pen"
            parameters["force"] = pen.force
            parameters["tiltX"] = pen.tiltX
            parameters["tiltY"] = pen.tiltY
            parameters["twist"] = pen.twist
        }
        try call("Input.dispatchMouseEvent", parameters)
    }

    /// Sends one `Input.dispatchTouchEvent` (`type` is touchStart, touchMove, touchEnd or
    /// touchCancel) with the given touch points (`x`, `y`, `id`, `force`, `radiusX`… keys).
    public func dispatchTouch(_ type: String, points: [[String: Any]]) throws {
        try call("Input.dispatchTouchEvent", ["type": type, "touchPoints": points])
    }

    /// A PNG of the tab as it is shown now.
    public func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let png = Data(base64Encoded: text) else {
            throw DevToolsError("Page.captureScreenshot gave no image")
        }
        return png
    }

    /// The problems the page reported so far, one line each: uncaught exceptions, console
    /// `error` and `assert` messages, and log entries of level `error`.
    public func problems() -> [String] {
        for event in browser.takeEvents(session: sessionID) { note(event) }
        return reported
    }

    /// Every console message so far, as `type: text` lines in arrival order.
    public func consoleMessages() -> [String] {
        for event in browser.takeEvents(session: sessionID) { note(event) }
        return console
    }

    private func note(_ event: [String: Any]) {
        let parameters = event["params"] as? [String: Any] ?? [:]
        switch event["method"] as? String {
        case "Runtime.exceptionThrown":
            reported.append("exception: " + Self.describe(exception: parameters["exceptionDetails"] as? [String: Any] ?? [:]))
        case "Runtime.consoleAPICalled":
            let type = parameters["type"] as? String ?? "log"
            console.append("\(type): " + Self.text(ofArguments: parameters))
            if type == "error" || type == "assert" { reported.append("console.\(type): " + Self.text(ofArguments: parameters)) }
        case "Log.entryAdded":
            let entry = parameters["entry"] as? [String: Any] ?? [:]
            if entry["level"] as? String == "error" {
                reported.append("log: \(entry["text"] as? String ?? "") \(entry["url"] as? String ?? "")")
            }
        default:
            break
        }
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

/// The pen's state for a synthetic pen event: force 0…1 (the page's `pressure`), tilts and twist
/// in degrees.
public struct PenState: Sendable {
    public var force: Double
    public var tiltX: Double
    public var tiltY: Double
    public var twist: Double

    public init(force: Double, tiltX: Double = 0, tiltY: Double = 0, twist: Double = 0) {
        self.force = force
        self.tiltX = tiltX
        self.tiltY = tiltY
        self.twist = twist
    }
}
