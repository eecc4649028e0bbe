import InkPipeline

extension PipelineConfiguration {
    /// Whether a run of this configuration can be streamed (`StreamedSimulation`): its pipeline
    /// must not read back input the window has dropped. Naive geometry rebuilds every stroke from
    /// the trace's samples on every callback, so it needs the whole trace by design; an external
    /// pipeline may ask for anything.
    package var isStreamable: Bool {
        geometry == .incremental && external == nil
    }
}
