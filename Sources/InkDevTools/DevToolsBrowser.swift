import Foundation

/// A headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`.
///
/// Commands are either called (sent, then their reply awaited with a deadline) or sent without
/// waiting (`send`), their replies collected later by id (`pump`, `takeReply`): Chromium answers
/// an input command only once the page has handled the event, so a replay that awaited each
/// reply would run at the page's frame rate, not the trace's. Events that arrive meanwhile are
/// kept for the page (session) they belong to. Not for use from two threads at once.
///
/// ```swift
/// let browser = try DevToolsBrowser()
/// defer { browser.close() }
/// let page = try browser.openPage()
/// try page.navigate(to: "data:text/html,<p>hi")
/// let two = try page.evaluate("1 + 1") as? Int   // 2
/// ```
package final class DevToolsBrowser {
    /// How long one called command may take before the browser counts as hung, seconds.
    package var commandTimeout: TimeInterval = 60
    /// The browser's executable and every flag it was started with, for reports.
    package let commandLine: [String]
    private let pipe: DevToolsPipe
    private var lastID = 0
    /// Replies to sent commands not yet taken, by id.
    private var replies: [Int: [String: Any]] = [:]
    /// Events not yet taken, in arrival order, by session (`""` for the browser's own).
    private var events: [String: [[String: Any]]] = [:]

    /// Starts the browser (`Chromium.executable`, or `executable`) with a `width`×`height` px
    /// window and any further command-line `arguments` (e.g. `--host-resolver-rules=MAP name
    /// 127.0.0.1`).
    package init(executable: String? = nil, width: Int = 1024, height: Int = 768, arguments: [String] = []) throws {
        guard let executable = executable ?? Chromium.executable else { throw DevToolsError(Chromium.missingAdvice) }
        pipe = try DevToolsPipe(executable: executable, width: width, height: height, arguments: arguments)
        commandLine = [executable] + DevToolsPipe.arguments(width: width, height: height, profile: "PROFILE") + arguments
    }

    /// Asks the browser to close, then ends its process. Safe to call twice.
    package func close() {
        try? pipe.send(["id": lastID + 1, "method": "Browser.close"])
        pipe.shutDown()
    }

    /// The browser's product and version (`Browser.getVersion`), e.g. `Chrome/156.0.8078.108`.
    package func version() throws -> String {
        let result = try call("Browser.getVersion")
        guard let product = result["product"] as? String else { throw DevToolsError("Browser.getVersion gave no product") }
        return product
    }

    /// Opens a new tab on `about:blank` with a `width`×`height` CSS px viewport at
    /// `deviceScaleFactor` device pixels per CSS px, and attaches to it, with runtime, page,
    /// inspector and log events on.
    package func openPage(width: Int = 1024, height: Int = 768, deviceScaleFactor: Double = 1) throws -> DevToolsPage {
        let target = try call("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw DevToolsError("Target.createTarget gave no targetId") }
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let sessionID = attached["sessionId"] as? String else { throw DevToolsError("Target.attachToTarget gave no sessionId") }
        let page = DevToolsPage(browser: self, sessionID: sessionID)
        for domain in ["Runtime", "Page", "Log", "Inspector"] {
            try call("\(domain).enable", session: sessionID)
        }
        try call(
            "Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": deviceScaleFactor, "mobile": false],
            session: sessionID
        )
        return page
    }

    /// Sends `method` with `parameters` (to the page `session`, or the browser when nil) and
    /// returns its result; an error reply throws with the browser's message, and so does no
    /// reply within `commandTimeout`.
    @discardableResult
    package func call(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        let id = try send(method, parameters, session: session)
        let deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(commandTimeout * 1e9)
        while true {
            if let reply = takeReply(id) { return try reply.get(method) }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw DevToolsError("\(method): the browser did not answer within \(Int(commandTimeout)) s") }
            try pump(timeoutNanoseconds: deadline - now)
        }
    }

    /// Sends `method` with `parameters` without waiting for its reply, and returns the command's
    /// id for `takeReply`.
    package func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws -> Int {
        lastID += 1
        var message: [String: Any] = ["id": lastID, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try pipe.send(message)
        return lastID
    }

    /// Reads every message that arrives within `timeoutNanoseconds` of the first wait (returning
    /// as soon as one has arrived and nothing more is waiting), keeping replies and events.
    package func pump(timeoutNanoseconds: UInt64) throws {
        var wait = timeoutNanoseconds
        while let message = try pipe.receive(timeoutNanoseconds: wait) {
            keep(message)
            wait = 0
        }
    }

    /// The reply to the command `id` when it has arrived (taken, so asked for once); nil before.
    package func takeReply(_ id: Int) -> DevToolsReply? {
        replies.removeValue(forKey: id).map(DevToolsReply.init)
    }

    /// Takes the kept events of `session` (all, in arrival order), leaving none.
    package func takeEvents(session: String?) -> [[String: Any]] {
        events.removeValue(forKey: session ?? "") ?? []
    }

    /// Waits until an event named `method` arrives for `session` and returns its parameters; the
    /// events before it stay kept.
    package func waitForEvent(_ method: String, session: String?, timeout: TimeInterval = 60) throws -> [String: Any] {
        let key = session ?? ""
        let deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(timeout * 1e9)
        while true {
            if let index = events[key]?.firstIndex(where: { $0["method"] as? String == method }) {
                let event = events[key]!.remove(at: index)
                return event["params"] as? [String: Any] ?? [:]
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw DevToolsError("no \(method) within \(Int(timeout)) s") }
            try pump(timeoutNanoseconds: deadline - now)
        }
    }

    private func keep(_ message: [String: Any]) {
        if let id = message["id"] as? Int {
            replies[id] = message
        } else {
            events[message["sessionId"] as? String ?? "", default: []].append(message)
        }
    }
}

/// The browser's answer to one command: its result, or the error it gave.
package struct DevToolsReply {
    /// The raw reply message (`id`, and `result` or `error`).
    package let message: [String: Any]

    init(_ message: [String: Any]) {
        self.message = message
    }

    /// The error's message when the browser refused the command, else nil.
    package var errorMessage: String? {
        guard let error = message["error"] as? [String: Any] else { return nil }
        let detail = (error["data"] as? String).map { " (\($0))" } ?? ""
        return (error["message"] as? String ?? "error") + detail
    }

    /// The result; throws with the error (naming `method`) when the browser refused it.
    package func get(_ method: String) throws -> [String: Any] {
        if let errorMessage { throw DevToolsError("\(method): \(errorMessage)") }
        return message["result"] as? [String: Any] ?? [:]
    }
}
