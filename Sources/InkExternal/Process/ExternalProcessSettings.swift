import Foundation
import InkPipeline

/// How InkBench talks to one external process: whose it is (for messages and the stderr
/// prefix), how long one exchange may take, how long a reply may be, and where the process's
/// standard error goes.
public struct ExternalProcessSettings: Sendable {
    /// The per-exchange timeouts a configuration or the command line may ask for, seconds.
    package static let timeoutRange: ClosedRange<Double> = ExternalPipelineSpec.timeoutRange
    /// The default per-exchange timeout, seconds.
    public static let defaultTimeout: Double = 10
    /// The default longest reply line, bytes (without its line end).
    public static let defaultMaximumReplyBytes = 1 << 20

    /// The configuration the process belongs to: named in every error and in the prefix
    /// `[name] ` put before each line of its standard error.
    public var configuration: String
    /// How long one exchange (writing the request, reading the complete reply line) may take,
    /// seconds, within `timeoutRange`.
    public var timeout: Double
    /// The longest reply line accepted, bytes (without its line end); at least 2 (`{}`).
    package var maximumReplyBytes: Int
    /// How long `finish()` waits for the process to exit after closing its standard input,
    /// seconds, before it kills it.
    package var shutdownGrace: Double
    /// Receives each line the process writes to its standard error, already prefixed with
    /// `[configuration] ` and without its line end, on the thread that owns the process. The
    /// default writes it to InkBench's standard error.
    package var standardErrorLine: @Sendable (String) -> Void

    /// Settings for the process of `configuration`, with the defaults for everything else.
    public init(
        configuration: String, timeout: Double = defaultTimeout, maximumReplyBytes: Int = defaultMaximumReplyBytes, shutdownGrace: Double = 1,
        standardErrorLine: @escaping @Sendable (String) -> Void = ExternalProcessSettings.writeToStandardError
    ) {
        self.configuration = configuration
        self.timeout = timeout
        self.maximumReplyBytes = maximumReplyBytes
        self.shutdownGrace = shutdownGrace
        self.standardErrorLine = standardErrorLine
    }

    /// The prefix put before each line of the process's standard error.
    package var standardErrorPrefix: String { "[\(configuration.onOneLine)] " }

    /// Writes `line` and a line end to InkBench's standard error in one `write`.
    public static let writeToStandardError: @Sendable (String) -> Void = { line in
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    /// A duration for messages: `2`, `0.25`, `1.5` (at most six significant digits, no exponent
    /// for the allowed range).
    public static func format(seconds: Double) -> String {
        if let whole = Int(exactly: seconds) { return String(whole) }
        return String(format: "%.6g", seconds)
    }
}
