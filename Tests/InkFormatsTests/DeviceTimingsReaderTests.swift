import InkFormats
import InkIO
import Testing

/// The device-timings CSV (`--cost device:file=…`): both key kinds, the optional render column,
/// and one line naming the file and line for every kind of bad input.
struct DeviceTimingsReaderTests {
    static func read(_ text: String) throws(TraceFileError) -> DeviceTimings {
        try DeviceTimingsReader.read(bytes: Array(text.utf8), file: "timings.csv")
    }

    @Test func rowsKeyedByCallbackIndexKeepTheirDurations() throws {
        let timings = try Self.read("# exported from Instruments\ncallback,handler_us,render_us\n0,812.5,1403\n\n1, 20000 ,0\r\n2,0,7\n")
        #expect(timings.key == .callbackIndex)
        #expect(timings.hasRenderColumn)
        #expect(timings.rows == [
            DeviceTimings.Row(key: 0, handlerMicroseconds: 812.5, renderMicroseconds: 1403),
            DeviceTimings.Row(key: 1, handlerMicroseconds: 20000, renderMicroseconds: 0),
            DeviceTimings.Row(key: 2, handlerMicroseconds: 0, renderMicroseconds: 7),
        ])
        #expect(timings.rowIndex(callback: 2, start: 99) == 2)
        #expect(timings.rowIndex(callback: 3, start: 0) == nil)
    }

    @Test func quotedFieldsAsTraceProcessorWritesThemAreRead() throws {
        let timings = try Self.read("\"callback\",\"handler_us\",\"render_us\"\n0,812.5,1403.0\n\"1\",\"90\",\"0\"\n")
        #expect(timings.rows.map(\.handlerMicroseconds) == [812.5, 90])
    }

    @Test func rowsKeyedByTimeMapEachCallbackToTheRowAtOrBeforeItsStart() throws {
        let timings = try Self.read("name,time_s,handler_us\nframe,0.5,100\nframe,0.6,200\nframe,0.7,300\n")
        #expect(timings.key == .time)
        #expect(!timings.hasRenderColumn)
        #expect(timings.rows.map(\.renderMicroseconds) == [0, 0, 0])
        #expect(timings.rowIndex(callback: 0, start: 0.49) == nil)
        #expect(timings.rowIndex(callback: 0, start: 0.5) == 0)
        #expect(timings.rowIndex(callback: 5, start: 0.65) == 1)
        #expect(timings.rowIndex(callback: 9, start: 0.7) == 2)
        #expect(timings.rowIndex(callback: 9, start: 50) == 2)
    }

    @Test(arguments: [
        ("callback,handler_us,render_us\n0,-3,0\n", "timings.csv:2: handler_us must be ≥ 0 (got -3)"),
        ("callback,handler_us,render_us\n0,1,0\n1,2,nan\n", "timings.csv:3: render_us nan is not a finite number"),
        ("callback,handler_us,render_us\n0,inf,0\n", "timings.csv:2: handler_us inf is not a finite number"),
        ("callback,handler_us,render_us\n0,abc,0\n", "timings.csv:2: handler_us \"abc\" is not a number"),
        ("callback,handler_us,render_us\n0,,0\n", "timings.csv:2: handler_us is empty"),
        ("callback,handler_us,render_us\n0,20000000,0\n", "timings.csv:2: handler_us must be at most 10000000 µs, 10 s (got 20000000; µs expected, not ns)"),
        ("callback,handler_us,render_us\n0,1,0\n0,1,0\n", "timings.csv:3: callback must be 1 (got 0): rows number the callbacks 0, 1, 2, … in order, each once"),
        ("callback,handler_us,render_us\n1,1,0\n", "timings.csv:2: callback must be 0 (got 1): rows number the callbacks 0, 1, 2, … in order, each once"),
        ("callback,handler_us,render_us\n0,1,0\n1.5,1,0\n", "timings.csv:3: callback must be 1 (got 1.5): rows number the callbacks 0, 1, 2, … in order, each once"),
        ("time_s,handler_us\n0.5,1\n0.5,1\n", "timings.csv:3: time_s 0.5 is not after the previous row's 0.5: times must increase, each once"),
        ("time_s,handler_us\n0.5,1\n0.4,1\n", "timings.csv:3: time_s 0.4 is not after the previous row's 0.5: times must increase, each once"),
        ("time_s,handler_us\n1e300,1\n", "timings.csv:2: time_s 1e+300 s is beyond the supported ±1e+10 s"),
        ("callback,handler_us,render_us\n0,1\n", "timings.csv:2: 2 fields, but the header names 3"),
        ("index,handler_us\n0,1\n", "timings.csv:1: the header has no callback or time_s column (got index,handler_us)"),
        ("callback,time_s,handler_us\n0,0,1\n", "timings.csv:1: the header has both callback and time_s: rows are keyed by one of them"),
        ("callback,render_us\n0,1\n", "timings.csv:1: the header has no handler_us column (got callback,render_us)"),
        ("callback,handler_us,handler_us\n0,1,1\n", "timings.csv:1: column handler_us appears twice in the header"),
        ("callback,handler_us,render_us\n", "timings.csv: no rows after the header"),
        ("# nothing\n\n", "timings.csv: no header (expected callback or time_s, handler_us and optionally render_us)"),
    ])
    func aBadFileIsOneLineNamingTheFileAndLine(text: String, expected: String) {
        #expect {
            try Self.read(text)
        } throws: { error in
            String(describing: error) == expected
        }
    }

    @Test func aMissingFileIsOneLine() {
        #expect {
            try DeviceTimingsReader.read(path: "/nonexistent/timings.csv")
        } throws: { error in
            String(describing: error) == "/nonexistent/timings.csv: cannot open: No such file or directory"
        }
    }

    @Test func moreRowsThanTheRecordLimitAreRefused() {
        var limits = InputLimits.defaults
        limits.maxRecords = 2
        #expect {
            try DeviceTimingsReader.read(bytes: Array("callback,handler_us\n0,1\n1,1\n2,1\n".utf8), file: "timings.csv", limits: limits)
        } throws: { error in
            String(describing: error).hasPrefix("timings.csv:4: more rows than the limit of 2 records per trace")
        }
    }
}
