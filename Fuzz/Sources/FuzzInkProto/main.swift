import FuzzSupport
import InkFormats

// A google/ink IncrementalStrokeInputs binary protobuf held in memory.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try InkProtoReader.read(bytes: bytes, file: "fuzz.binarypb")
    }
}
