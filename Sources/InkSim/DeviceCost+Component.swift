import InkFormats
import InkIO
import InkModel

extension DeviceCost {
    /// `--cost device:file=PATH`: the CSV of per-callback durations at PATH (read and checked
    /// when the run starts; a bad row fails it with the file and line). Deterministic; the work
    /// counters are ignored, so frames are counted instead of drawn and runs may go in parallel;
    /// not streamable (a recording prices a whole run).
    package static let component = CostSourceComponent(
        name: name, summary: "per-callback durations recorded on a device, replayed from a CSV (docs/device-costs.md): deterministic",
        parameters: [ComponentParameter(key: "file", defaultValue: "", meaning: "the CSV: callback or time_s, handler_us, render_us", freeForm: "a path")],
        capabilities: [.deterministic, .countsRenders, .parallelSafe]
    ) { reader, context throws(ComponentSpecError) in
        let path = reader.text("file", default: "")
        guard !path.isEmpty else { throw reader.problem("needs file=PATH (a CSV of callback or time_s, handler_us, render_us)") }
        do throws(TraceFileError) {
            return DeviceCost(timings: try DeviceTimingsReader.read(path: path), cpuScale: context.cpuScale)
        } catch {
            throw reader.problem(error.description)
        }
    }
}
