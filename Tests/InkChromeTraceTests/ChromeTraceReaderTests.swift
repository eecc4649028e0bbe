import Foundation
import InkChromeTrace
import Testing

/// The Chrome trace reader on synthetic traces: both layouts, gzip, events parsed field by field,
/// text far longer than its buffer, and damaged files reported in one line.
struct ChromeTraceReaderTests {
    private static let events = """
        {"name":"EventLatency","cat":"cc,input","ph":"b","ts":100,"pid":7,"tid":8,"id2":{"local":"0x2f"},
         "args":{"event_latency":{"event_type":"MOUSE_DRAGGED","event_latency_id":-8319436059449911182}}},
        {"name":"EventDispatch","cat":"devtools.timeline","ph":"X","ts":150.5,"dur":42,"tdur":31.5,"pid":7,"tid":"8","args":{"data":{"type":"pointermove"}}},
        {"name":"thread_name","ph":"M","pid":7,"tid":8,"args":{"name":"CrRendererMain"}},
        {"name":"EventLatency","cat":"cc,input","ph":"e","ts":200,"pid":7,"tid":8,"id2":{"local":"0x2f"}}
        """

    /// A new empty folder of its own for one test's files.
    private static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-chrome-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    private static func read(_ text: String, gzip: Bool = false) throws -> (events: [ChromeTraceEvent], reader: ChromeTraceReader) {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var path = folder + "/trace.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        if gzip {
            try Self.gzip(path)
            path += ".gz"
        }
        let reader = try ChromeTraceReader(path: path)
        var events: [ChromeTraceEvent] = []
        while let event = try reader.next() { events.append(event) }
        return (events, reader)
    }

    private static func gzip(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-f", path]
        try process.run()
        process.waitUntilExit()
    }

    private static func problem(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func readsTheObjectLayoutWithItsMetadata() throws {
        let (events, reader) = try Self.read(#"{"traceEvents":["# + Self.events + #"],"metadata":{"command_line":"chromium --headless=new"},"displayTimeUnit":"ns"}"#)
        #expect(events.map(\.name) == ["EventLatency", "EventDispatch", "thread_name", "EventLatency"])
        #expect(events[0].phase == .asyncBegin && events[0].id == "0x2f" && events[0].idIsLocal)
        #expect(events[0].integerArgument("event_latency", "event_latency_id") == -8319436059449911182)
        #expect(events[0].stringArgument("event_latency", "event_type") == "MOUSE_DRAGGED")
        #expect(events[1].phase == .complete && events[1].timestamp == 150.5 && events[1].duration == 42 && events[1].end == 192.5)
        #expect(events[1].threadDuration == 31.5 && events[0].threadDuration == nil)
        #expect(events[1].threadID == 8 && events[1].stringArgument("data", "type") == "pointermove")
        #expect(events[2].phase == .metadata && events[2].timestamp == 0)
        #expect(reader.metadataString("command_line") == "chromium --headless=new")
        #expect(reader.eventCount == 4)
    }

    @Test func readsABareArrayEvenWithoutItsClosingBracket() throws {
        #expect(try Self.read("[" + Self.events + "]").events.count == 4)
        #expect(try Self.read("[" + Self.events).events.count == 4)
        #expect(try Self.read("[" + Self.events + ",\n").events.count == 4)
        #expect(try Self.read("[]").events.isEmpty)
    }

    @Test func readsGzipCompressedTraces() throws {
        let (events, reader) = try Self.read(#"{"traceEvents":["# + Self.events + "]}", gzip: true)
        #expect(events.count == 4)
        #expect(reader.isCompressed)
    }

    /// Many more bytes than the reader's 1 MiB pieces, with a long member skipped before the
    /// events: every event comes out once, in order.
    @Test func streamsTextLongerThanItsBuffer() throws {
        let count = 12_000
        var text = #"{"systemTraceEvents":""# + String(repeating: "x", count: 3 << 20) + #"","traceEvents":["#
        for index in 0..<count {
            if index > 0 { text += "," }
            text += #"{"name":"n\#(index)","ph":"X","ts":\#(index),"dur":1,"pid":1,"tid":2,"args":{"pad":"\#(String(repeating: "p", count: 40))"}}"#
        }
        text += "]}"
        for gzip in [false, true] {
            let (events, _) = try Self.read(text, gzip: gzip)
            #expect(events.count == count)
            #expect(events.last?.name == "n\(count - 1)" && events.last?.timestamp == Double(count - 1))
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
        }
    }

    @Test func damagedTracesAreOneLineNamingTheEvent() {
        let cases: [(String, String)] = [
            ("", "is empty"),
            ("<html>", "starts with neither"),
            (#"{"traceEvents":[{"name":"a","ph":"X","ts":1},{"name":"b","ts":2}]}"#, "event 2 (byte 45): has no \"ph\""),
            (#"{"traceEvents":[{"name":"a","ph":"X","ts":"soon"}]}"#, "event 1 (byte 16): \"ts\" is a string, not a number"),
            (#"{"traceEvents":[{"name":"a","ph":"X","ts":1,"dur":-3}]}"#, "\"dur\" is not a number ≥ 0"),
            (#"{"traceEvents":[{"name":"a","ph":"X","ts":1,"dur":3,"tdur":"x"}]}"#, "\"tdur\" is not a number ≥ 0"),
            (#"{"traceEvents":[{"name":"a","ph":"X","ts":1}"#, "ends inside \"traceEvents\""),
            (#"{"traceEvents":[{"name":"a","ph":"X","ts":1"#, "ends inside event 1"),
            (#"{"traceEvents":[{"name":"a","ph":"X","ts":1]}]}"#, "event 1 (byte 43): ']' closes nothing open here"),
            (#"{"traceEvents":[{"name":"a","ph":"X","ts":NaN}]}"#, "not a finite number"),
            (#"{"traceEvents":[7]}"#, "event 1 is not an object"),
            (#"{"traceEvents":[]} trailing"#, "text after the end"),
            (#"{"traceEvents":{}}"#, "\"traceEvents\" is not an array"),
        ]
        for (text, expected) in cases {
            let message = Self.problem(text)
            #expect(message.contains(expected), "\(text) → \(message)")
            #expect(message.contains("trace.json: "), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test func aDamagedGzipFileIsOneLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trace.json"
        try Data(#"{"traceEvents":["# .utf8).write(to: URL(fileURLWithPath: path))
        try Self.gzip(path)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path + ".gz"))
        try whole.prefix(whole.count - 6).write(to: URL(fileURLWithPath: path + ".gz"))
        #expect(throws: ChromeTraceError.self) {
            let reader = try ChromeTraceReader(path: path + ".gz")
            while try reader.next() != nil {}
        }
        #expect(throws: ChromeTraceError.self) { try ChromeTraceReader(path: folder + "/missing.json") }
    }
}
