import FuzzPipeline
import FuzzSupport
import InkFormats
import InkRender

// A native trace the reader accepts, replayed and drawn at one moment as `inkbench render`
// does: the moment, the configuration, the renderer, cropping or the full canvas and the debug
// overlay all chosen from the input's bytes, so the same input always draws the same picture.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        let trace = try NativeTraceReader(bytes: bytes, file: "fuzz.inktrace").readTrace()
        guard ShortRun.isSmall(trace) else { return }
        let choice = bytes.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
        let configurations = ShortRun.configurations
        let snapshot = InkSnapshot(
            configuration: configurations[choice % configurations.count], predictors: .builtIn, moment: trace.duration * Double(choice % 101) / 100,
            rendererKind: choice & 2 == 0 ? .incremental : .naive, widthMode: choice & 4 == 0 ? .forceTapered : .constant,
            fullCanvas: choice & 8 != 0, debug: choice & 16 == 0, showsRenderTime: false
        )
        let picture = try snapshot.render(trace, label: "fuzz.inktrace")
        _ = try picture.image.pngData()
    }
}
