import FuzzSupport
import InkFormats

// A MyPaint `.dat` file held in memory.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try MyPaintReader.read(bytes: bytes, file: "fuzz.dat")
    }
}
