import FuzzSupport
import InkFormats

// An Android getevent -lt capture held in memory. An input holding a line `--` is a getevent -il
// description (before it) and a capture (after it); any other input is a capture read with
// 20 position units per mm and no description.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        let separator = Array("\n--\n".utf8)
        let split = bytes.count < separator.count ? nil : (0...(bytes.count - separator.count)).first {
            bytes[$0..<($0 + separator.count)].elementsEqual(separator)
        }
        if let split {
            let description = (bytes: Array(bytes[..<split]), path: "fuzz-il.txt")
            _ = try GeteventReader.read(bytes: Array(bytes[(split + separator.count)...]), file: "fuzz.txt", description: description, unitsPerMM: 20)
        } else {
            _ = try GeteventReader.read(bytes: bytes, file: "fuzz.txt", description: nil, unitsPerMM: 20)
        }
    }
}
