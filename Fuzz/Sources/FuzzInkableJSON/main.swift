import FuzzSupport
import InkFormats

// An Inkable touch-event JSON file held in memory.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try InkableJSONReader.read(bytes: bytes, file: "fuzz.json")
    }
}
