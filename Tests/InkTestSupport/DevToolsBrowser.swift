import Foundation

/// A headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`.
/// Commands are sent one at a time and their results awaited (blocking, with a deadline); the
/// events that arrive meanwhile are kept for the page they belong to. One test owns one browser:
/// not for use from two tasks at once.
///
/// ```swift
/// let browser = try DevToolsBrowser()
/// defer { browser.close() }
/// let page = try browser.openPage()
/// try page.navigate(to: "data:text/html,<p>hi")
/// #expect(try page.evaluate("1 + 1") as? Int == 2)
/// ```
public final class DevToolsBrowser {
    /// How long one command may take before the browser counts as hung, seconds.
    public var commandTimeout: TimeInterval = 60
    private let pipe: DevToolsPipe
    private var lastID = 0
    /// Events not yet taken, in arrival order, by session (`""` for the browser's own).
    private var events: [String: [[String: Any]]] = [:]

    /// Starts the browser (`Chromium.executable`) with a `width`×`height` px window and any
    /// further command-line `arguments` (e.g. `--host-resolver-rules=MAP name 127.0.0.1`).
    public init(width: Int = 1024, height: Int = 768, arguments: [String] = []) throws {
        guard let executable = Chromium.executable else { throw DevToolsError("no Chromium on PATH") }
        pipe = try DevToolsPipe(executable: executable, width: width, height: height, arguments: arguments)
    }

    /// Asks the browser to close, then ends its process. Safe to call twice.
    public func close() {
        try? pipe.send(["id": lastID + 1, "method": "Browser.close"])
        pipe.shutDown()
    }

    /// Opens a new tab on `about:blank` with a `width`×`height` CSS px viewport at one pixel per
    /// CSS px, and attaches to it, with runtime, page and log events on.
    public func openPage(width: Int = 1024, height: Int = 768) throws -> DevToolsPage {
        let target = try call("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw DevToolsError("Target.createTarget gave no targetId") }
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let sessionID = attached["sessionId"] as? String else { throw DevToolsError("Target.attachToTarget gave no sessionId") }
        let page = DevToolsPage(browser: self, sessionID: sessionID)
        for domain in ["Runtime", "Page", "Log"] {
            try call("\(domain).enable", session: sessionID)
        }
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: sessionID)
        return page
    }

    /// Sends `method` with `parameters` (to the page `session`, or the browser when nil) and
    /// returns its result; an error reply throws with the browser's message.
    @discardableResult
    public func call(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        lastID += 1
        let id = lastID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try pipe.send(message)
        let deadline = Date(timeIntervalSinceNow: commandTimeout)
        while true {
            let reply = try pipe.receive(before: deadline)
            guard let replyID = reply["id"] as? Int else {
                keep(event: reply)
                continue
            }
            guard replyID == id else { continue }
            if let error = reply["error"] as? [String: Any] {
                throw DevToolsError("\(method): \(error["message"] as? String ?? "error") \(error["data"] as? String ?? "")")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Takes the kept events of `session` (all, in arrival order), leaving none.
    public func takeEvents(session: String?) -> [[String: Any]] {
        events.removeValue(forKey: session ?? "") ?? []
    }

    /// Waits until an event named `method` arrives for `session` and returns its parameters; the
    /// events before it stay kept.
    public func waitForEvent(_ method: String, session: String?, timeout: TimeInterval = 60) throws -> [String: Any] {
        let key = session ?? ""
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if let index = events[key]?.firstIndex(where: { $0["method"] as? String == method }) {
                let event = events[key]!.remove(at: index)
                return event["params"] as? [String: Any] ?? [:]
            }
            let message = try pipe.receive(before: deadline)
            if message["id"] == nil { keep(event: message) }
        }
    }

    private func keep(event: [String: Any]) {
        events[event["sessionId"] as? String ?? "", default: []].append(event)
    }
}
