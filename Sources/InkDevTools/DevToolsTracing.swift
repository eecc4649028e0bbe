import Foundation

extension DevToolsBrowser {
    /// Starts recording Chromium's own trace of every process, with the trace-event
    /// `categories` (e.g. `input`, `benchmark`, `devtools.timeline`), to be returned as a stream
    /// when it ends: gzip-compressed JSON when `gzip`, plain JSON otherwise.
    package func startTracing(categories: [String], gzip: Bool) throws {
        try call("Tracing.start", [
            "transferMode": "ReturnAsStream", "streamFormat": "json", "streamCompression": gzip ? "gzip" : "none",
            "traceConfig": ["includedCategories": categories, "recordMode": "recordUntilFull"],
        ])
    }

    /// Ends the trace started by `startTracing`, waits up to `timeout` seconds for the browser
    /// to finish it, and hands the stream to `write` in chunks of up to 1 MiB, in order (the
    /// bytes of a JSON trace-event document, gzip-compressed when started so). Throws when the
    /// browser says events were lost (its trace buffer filled).
    package func endTracing(timeout: TimeInterval = 120, write: (Data) throws -> Void) throws {
        try call("Tracing.end")
        let complete = try waitForEvent("Tracing.tracingComplete", session: nil, timeout: timeout)
        guard let stream = complete["stream"] as? String else { throw DevToolsError("Tracing.tracingComplete gave no stream") }
        defer { _ = try? call("IO.close", ["handle": stream]) }
        while true {
            let chunk = try call("IO.read", ["handle": stream, "size": 1 << 20])
            guard let text = chunk["data"] as? String else { throw DevToolsError("IO.read gave no data") }
            if chunk["base64Encoded"] as? Bool == true {
                guard let bytes = Data(base64Encoded: text) else { throw DevToolsError("IO.read gave data that is not base64") }
                try write(bytes)
            } else {
                try write(Data(text.utf8))
            }
            if chunk["eof"] as? Bool == true { break }
        }
        if complete["dataLossOccurred"] as? Bool == true {
            throw DevToolsError("the browser's trace buffer filled and events were lost: trace fewer categories or a shorter replay")
        }
    }
}
