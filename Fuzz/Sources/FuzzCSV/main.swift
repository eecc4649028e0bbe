import FuzzSupport
import InkFormats

// A CSV log held in memory. Its first line is the column map (`--columns`), the rest the file.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let columns = try CSVColumnMap(parsing: String(decoding: bytes[..<end], as: UTF8.self))
        _ = try CSVTraceReader.read(bytes: Array(bytes[min(end + 1, bytes.count)...]), file: "fuzz.csv", columns: columns)
    }
}
