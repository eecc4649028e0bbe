import FuzzSupport
import InkFormats

// A native `.inktrace` file held in memory, read and validated as `inkbench` reads one.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try NativeTraceReader(bytes: bytes, file: "fuzz.inktrace").readTrace()
    }
}
