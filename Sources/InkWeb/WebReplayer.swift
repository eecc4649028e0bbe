import Foundation
import InkDevTools
import InkPipeline

/// Sends a schedule's input events to a page at the trace's own times: each event is sent when
/// its time comes on the monotonic clock, without waiting for the browser's reply to the one
/// before (Chromium answers an input command only after the page handled it, and it handles
/// moves once per frame: awaiting each would replay at the frame rate). Replies are collected by
/// id while waiting for the next event's time and checked at the end.
struct WebReplayer {
    /// Time between the start of the replay and its first event, seconds (tracing settles).
    var leadIn = 0.5
    /// How long after the last event every reply must have arrived, seconds; a page that takes
    /// longer is taken as hung.
    var answerTimeout = 10.0
    /// Time after the last reply for the last frames to be presented, seconds.
    var settle = 0.25

    /// Replays `schedule` into `page`; `progress` is told the events sent so far about once a
    /// second. Throws when the browser refuses an event, the page crashes, navigates away, opens
    /// a dialog or throws, or the replies stop coming.
    func replay(
        _ schedule: WebInputSchedule, page: DevToolsPage, browser: DevToolsBrowser, progress: (Int) -> Void
    ) throws(WebRunError) -> WebReplayLog {
        let dispatches = schedule.dispatches
        guard let first = dispatches.first else { throw WebRunError("the trace has no samples to replay") }
        let wallOffset = WallClock.offsetFromMonotonic()
        let origin = MonotonicClock.now() + UInt64(leadIn * 1e9)
        var log = WebReplayLog(origin: origin, originTraceTime: first.time, due: [], sent: [], timestamps: [], wallOffset: wallOffset)
        log.due.reserveCapacity(dispatches.count)
        log.sent.reserveCapacity(dispatches.count)
        log.timestamps.reserveCapacity(dispatches.count)
        var ids: [Int] = []
        ids.reserveCapacity(dispatches.count)
        var lastProgress = MonotonicClock.now()
        page.absorbEvents()
        let loads = PageLoads(page)
        do {
            for (index, dispatch) in dispatches.enumerated() {
                let due = origin + UInt64(max(0, (dispatch.time - first.time) * 1e9))
                while true {
                    let now = MonotonicClock.now()
                    if now >= due { break }
                    try browser.pump(timeoutNanoseconds: due - now)
                }
                let timestamp = (Double(due) + wallOffset) / 1e9
                let parameters = dispatch.event.parameters(timestamp: timestamp)
                let sent = MonotonicClock.now()
                ids.append(try browser.send(dispatch.event.method, parameters, session: page.sessionID))
                log.due.append(due)
                log.sent.append(sent)
                log.timestamps.append(timestamp)
                if index % 64 == 63 { try Self.check(page, loads: loads) }
                if sent - lastProgress > 1_000_000_000 {
                    progress(index + 1)
                    lastProgress = sent
                }
            }
            progress(dispatches.count)
            try collectReplies(ids, browser: browser, page: page, loads: loads)
            try Self.check(page, loads: loads)
        } catch let error as WebRunError {
            throw error
        } catch {
            throw WebRunError("the browser failed during the replay: \(error)")
        }
        return log
    }

    /// Waits for the reply to every event (`answerTimeout` after the last was sent at most),
    /// then `settle`.
    private func collectReplies(_ ids: [Int], browser: DevToolsBrowser, page: DevToolsPage, loads: PageLoads) throws {
        let deadline = MonotonicClock.now() + UInt64(answerTimeout * 1e9)
        var next = 0
        while next < ids.count {
            if let reply = browser.takeReply(ids[next]) {
                if let refusal = reply.errorMessage { throw WebRunError("the browser refused input event \(next + 1): \(refusal)") }
                next += 1
                continue
            }
            try Self.check(page, loads: loads)
            let now = MonotonicClock.now()
            guard now < deadline else {
                throw WebRunError(
                    "the page stopped handling input: \(ids.count - next) of \(ids.count) events unanswered \(Int(answerTimeout)) s after the last was sent (its main thread is stuck or far behind)"
                )
            }
            try browser.pump(timeoutNanoseconds: min(deadline - now, 100_000_000))
        }
        let end = MonotonicClock.now() + UInt64(settle * 1e9)
        while MonotonicClock.now() < end { try browser.pump(timeoutNanoseconds: end - MonotonicClock.now()) }
    }

    /// How many documents a page's main frame had loaded and how many navigations it had asked
    /// for when a replay began: more later means it navigated away.
    struct PageLoads {
        var documents: Int
        var requests: Int

        init(_ page: DevToolsPage) {
            documents = page.mainFrameNavigations.count
            requests = page.navigationRequests.count
        }
    }

    /// Throws when the page crashed, navigated away or asked to (more than `loads`), opened a
    /// dialog or threw an exception.
    static func check(_ page: DevToolsPage, loads: PageLoads) throws(WebRunError) {
        page.absorbEvents()
        if page.hasCrashed { throw WebRunError("the page crashed") }
        if page.mainFrameNavigations.count > loads.documents, let away = page.mainFrameNavigations.last {
            throw WebRunError("the page navigated away (to \(away.prefix(200))) during the replay")
        }
        if page.navigationRequests.count > loads.requests, let away = page.navigationRequests.last {
            throw WebRunError("the page navigated away (to \(away.prefix(200))) during the replay")
        }
        if let dialog = page.dialogs.first { throw WebRunError("the page opened a dialog (\(dialog)), which blocks it") }
        if let exception = page.problems().first(where: { $0.hasPrefix("exception") }) {
            throw WebRunError("the page threw: \(exception.dropFirst("exception: ".count))")
        }
    }
}
