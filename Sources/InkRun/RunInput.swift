import InkModel

/// One trace of a benchmark run and the name it is reported under (`traces[].input` of
/// report.json, the table headings, file names in `renders/`).
///
/// The trace is read when the run reaches it, so a run over many long traces holds one at a
/// time and an unreadable input fails after the traces before it were simulated, exactly as
/// `inkbench run` does.
public struct RunInput: Sendable {
    /// The name the trace is reported under, e.g. a file path or a built-in dataset name.
    public var name: String
    /// Reads (or synthesizes) the trace; its error is the run's error.
    public var load: @Sendable () throws -> Trace
    /// The native trace file behind `load`, which a run may read in pieces instead (long traces
    /// in bounded memory; `RunSettings.streaming`); nil for other inputs.
    package var streamedFile: StreamedTraceFile?

    /// An input whose trace is read by `load` when the run reaches it.
    public init(name: String, load: @escaping @Sendable () throws -> Trace) {
        self.name = name
        self.load = load
    }

    /// An input whose trace is read by `load` when the run reaches it, or streamed from
    /// `streamedFile`, the native file `load` reads, when the run streams it.
    public init(name: String, streamedFile: StreamedTraceFile?, load: @escaping @Sendable () throws -> Trace) {
        self.init(name: name, load: load)
        self.streamedFile = streamedFile
    }

    /// An input for a trace already in memory.
    public init(name: String, trace: Trace) {
        self.init(name: name) { trace }
    }
}
