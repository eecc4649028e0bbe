import FuzzSupport
import InkFormats

// An evemu-record recording held in memory, with its axes from its own A: lines.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try EvemuReader.read(bytes: bytes, file: "fuzz.events")
    }
}
