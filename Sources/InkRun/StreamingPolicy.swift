/// When `BenchmarkRun` reads a native trace file in pieces — keeping only the input in flight, so
/// memory does not grow with the trace — instead of whole. A run is streamed only when it can be
/// exactly the same run (`BenchmarkRun.streamingRefusal`); the report does not depend on it.
package enum StreamingPolicy: String, Hashable, Sendable, CaseIterable {
    /// Files of at least `automaticBytes` bytes are streamed.
    case automatic = "auto"
    /// Every native file that can be streamed is.
    case always
    /// Every trace is read whole.
    case never

    /// The size from which `automatic` streams a native file: 64 MiB, about 100,000 samples of
    /// synthesized handwriting with its 1 kHz ground truth.
    package static let automaticBytes = 64 << 20

    /// Whether a native file of `bytes` bytes is to be streamed (when the run allows it).
    package func streams(fileBytes bytes: Int) -> Bool {
        switch self {
        case .automatic: bytes >= Self.automaticBytes
        case .always: true
        case .never: false
        }
    }
}
