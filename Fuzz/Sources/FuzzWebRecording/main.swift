import FuzzSupport
import InkFormats

// A browser recording from inkbench record's page (.inkweb JSON) held in memory.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try WebRecordingReader.read(bytes: bytes, file: "fuzz.inkweb")
    }
}
