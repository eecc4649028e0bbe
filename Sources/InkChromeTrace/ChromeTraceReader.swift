import InkIO

/// Reads a Chrome trace (the JSON trace-event format: an object whose `traceEvents` array holds
/// the events, or a bare array of events) one event at a time, plain or gzip-compressed, holding
/// one event's text at a time: a trace of hundreds of MB reads in constant memory.
///
/// ```swift
/// let reader = try ChromeTraceReader(path: "browser-trace.json.gz")
/// while let event = try reader.next() {
///     if event.name == "EventLatency" { … }
/// }
/// ```
///
/// Each event is parsed strictly (its `ph` and `ts` required, numbers finite); members of the
/// top-level object other than `traceEvents` are skipped unread, except `metadata`. A bare array
/// may lack its closing `]` (the format allows a trace cut short at an event's end). Anything
/// else wrong is one `ChromeTraceError` line naming the file, the event's number and its byte
/// offset in the (inflated) text.
package final class ChromeTraceReader {
    /// The longest text of one event (or of the `metadata` member), bytes.
    package static let maximumValueBytes = 16 << 20
    /// The file's path, for messages.
    package let path: String
    /// The events read so far.
    package private(set) var eventCount = 0
    private let source: TraceByteSource
    private var buffer: [UInt8] = []
    private var position = 0
    /// Bytes dropped from the front of `buffer` so far: `position + dropped` is the offset in the text.
    private var dropped = 0
    private var atEnd = false
    private var state = State.start
    private var metadataValue: JSONValue?

    private enum State {
        case start
        /// In the top-level object, before a member (`first`: right after `{`).
        case member(first: Bool)
        /// In the event array, before an event (`first`: right after `[`); `bare` for a
        /// top-level array.
        case events(first: Bool, bare: Bool)
        case done
    }

    /// Opens `path`.
    package init(path: String) throws(ChromeTraceError) {
        self.path = path
        source = try TraceByteSource(path: path)
    }

    /// True when the file is gzip-compressed.
    package var isCompressed: Bool { source.isCompressed }

    /// The string at the path of keys below the trace's `metadata` member (read once the reader
    /// passed it; Chromium writes it after the events), e.g. `"command_line"`.
    package func metadataString(_ path: String...) -> String? {
        var value = metadataValue
        for key in path { value = value?[key] }
        return value?.stringValue
    }

    /// The next event, or nil after the last one.
    package func next() throws(ChromeTraceError) -> ChromeTraceEvent? {
        while true {
            switch state {
            case .done:
                return nil
            case .start:
                guard try skipWhitespace() else { throw problem("is empty: no trace events") }
                switch buffer[position] {
                case UInt8(ascii: "["): position += 1; state = .events(first: true, bare: true)
                case UInt8(ascii: "{"): position += 1; state = .member(first: true)
                default: throw problem("is not a Chrome trace: it starts with neither '{' nor '['")
                }
            case .member(let first):
                guard try skipWhitespace() else { throw problem("ends inside the top-level object (no closing '}')") }
                if buffer[position] == UInt8(ascii: "}") {
                    position += 1
                    try expectEnd()
                    state = .done
                    continue
                }
                if !first {
                    guard buffer[position] == UInt8(ascii: ",") else { throw problem("expected ',' or '}' between the top-level members") }
                    position += 1
                    guard try skipWhitespace() else { throw problem("ends inside the top-level object (no closing '}')") }
                }
                let key = try readKey()
                guard try skipWhitespace(), buffer[position] == UInt8(ascii: ":") else { throw problem("expected ':' after \"\(key)\"") }
                position += 1
                guard try skipWhitespace() else { throw problem("ends before the value of \"\(key)\"") }
                switch key {
                case "traceEvents":
                    guard buffer[position] == UInt8(ascii: "[") else { throw problem("\"traceEvents\" is not an array") }
                    position += 1
                    state = .events(first: true, bare: false)
                case "metadata":
                    let span = try valueSpan(keep: true, what: "the metadata")
                    metadataValue = try parse(span, what: "the metadata")
                    state = .member(first: false)
                default:
                    _ = try valueSpan(keep: false, what: "\"\(key)\"")
                    state = .member(first: false)
                }
            case .events(let first, let bare):
                guard try skipWhitespace() else {
                    if bare { state = .done; continue }
                    throw problem("ends inside \"traceEvents\" (no closing ']'): the file is cut short")
                }
                if buffer[position] == UInt8(ascii: "]") {
                    position += 1
                    if bare {
                        try expectEnd()
                        state = .done
                    } else {
                        state = .member(first: false)
                    }
                    continue
                }
                if !first {
                    guard buffer[position] == UInt8(ascii: ",") else { throw problem("expected ',' or ']' after event \(eventCount)") }
                    position += 1
                    guard try skipWhitespace() else {
                        if bare { state = .done; continue }
                        throw problem("ends inside \"traceEvents\" (no closing ']'): the file is cut short")
                    }
                    // A bare array may end with a comma before its cut-off end or its ']'.
                    if buffer[position] == UInt8(ascii: "]") { continue }
                }
                let number = eventCount + 1
                guard buffer[position] == UInt8(ascii: "{") else { throw problem("event \(number) is not an object") }
                let offset = position + dropped
                let span = try valueSpan(keep: true, what: "event \(number)")
                let value = try parse(span, what: "event \(number)")
                eventCount = number
                state = .events(first: false, bare: bare)
                do {
                    return try ChromeTraceEvent(value)
                } catch {
                    throw ChromeTraceError(path: path, message: "event \(number) (byte \(offset)): \(error.message)")
                }
            }
        }
    }

    // MARK: Reading the text

    /// Skips whitespace, reading more as needed; false when the text ended.
    private func skipWhitespace() throws(ChromeTraceError) -> Bool {
        while true {
            while position < buffer.count {
                switch buffer[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return true
                }
            }
            guard try fill() else { return false }
        }
    }

    /// Reads more text into `buffer` (dropping what was passed when that is most of it); false
    /// at the end.
    private func fill() throws(ChromeTraceError) -> Bool {
        guard !atEnd else { return false }
        if position > 0, position >= buffer.count / 2 {
            buffer.removeSubrange(..<position)
            dropped += position
            position = 0
        }
        if try source.read(into: &buffer, count: 1 << 20) == 0 { atEnd = true }
        return !atEnd
    }

    /// The span in `buffer` of the JSON value at `position`, which then moves past it. A kept
    /// value stays in the buffer whole (at most `maximumValueBytes`); a skipped one is read
    /// through and dropped as it goes, so its length does not matter.
    private func valueSpan(keep: Bool, what: String) throws(ChromeTraceError) -> Range<Int> {
        if position > 0 {
            buffer.removeSubrange(..<position)
            dropped += position
            position = 0
        }
        var end = JSONValueEnd()
        var scanned = 0
        while true {
            let found: Int?
            do {
                found = try buffer.withUnsafeBufferPointer { bytes throws(JSONValueEnd.Problem) in try end.scan(bytes, from: scanned) }
            } catch {
                throw problem("\(what) (byte \(dropped + error.offset)): \(error.message)")
            }
            if let found {
                position = found
                return 0..<found
            }
            scanned = buffer.count
            if keep {
                guard buffer.count <= Self.maximumValueBytes else {
                    throw problem("\(what) is longer than \(Self.maximumValueBytes >> 20) MiB")
                }
            } else {
                dropped += buffer.count
                buffer.removeAll(keepingCapacity: true)
                scanned = 0
            }
            guard !atEnd, try source.read(into: &buffer, count: 1 << 20) > 0 else {
                atEnd = true
                if end.mayEndWithText {
                    position = buffer.count
                    return 0..<buffer.count
                }
                throw problem("ends inside \(what): the file is cut short")
            }
        }
    }

    /// The key of a member at `position` (a JSON string).
    private func readKey() throws(ChromeTraceError) -> String {
        guard buffer[position] == UInt8(ascii: "\"") else { throw problem("expected a member name (a string) in the top-level object") }
        let span = try valueSpan(keep: true, what: "a member name")
        guard case .string(let key) = try parse(span, what: "a member name") else { throw problem("a member name is not a string") }
        return key
    }

    private func parse(_ span: Range<Int>, what: String) throws(ChromeTraceError) -> JSONValue {
        do {
            return try buffer.withUnsafeBufferPointer { bytes throws(JSONScanError) in
                try JSONTreeParser.parseDocument(UnsafeBufferPointer(rebasing: bytes[span]))
            }
        } catch {
            throw problem("\(what) (byte \(dropped + span.lowerBound + error.offset)): \(error.message)")
        }
    }

    /// Only whitespace may follow the document.
    private func expectEnd() throws(ChromeTraceError) {
        if try skipWhitespace() { throw problem("has text after the end of the trace (byte \(dropped + position))") }
    }

    private func problem(_ message: String) -> ChromeTraceError {
        ChromeTraceError(path: path, message: message)
    }
}
