import Foundation

/// The largest inputs InkBench reads before refusing them (docs/limits.md): every reader, the
/// configuration and report loaders and the renderers' canvases take their bounds from here, so
/// hostile or broken input (a 500 MB line, a 1 GB file, 1e308 pt coordinates, thousands of
/// simultaneous touches) is refused with one line naming the limit instead of exhausting memory.
///
/// `current` starts from `defaults` and takes each value from its environment variable
/// (`Limit.environmentVariable`) when set; tests lower the limits through the API instead.
public struct InputLimits: Hashable, Sendable {
    /// One bound, with the environment variable that raises it.
    public enum Limit: String, CaseIterable, Sendable {
        case lineBytes, fileBytes, records, simultaneousTouches, coordinate, canvasPixels, readWait

        /// Whether the limit counts (bytes, records, touches, pixels) rather than measures.
        var isWhole: Bool { self != .coordinate && self != .readWait }

        /// The variable that sets this limit, e.g. `INKBENCH_MAX_LINE_BYTES`.
        package var environmentVariable: String {
            switch self {
            case .lineBytes: "INKBENCH_MAX_LINE_BYTES"
            case .fileBytes: "INKBENCH_MAX_FILE_BYTES"
            case .records: "INKBENCH_MAX_RECORDS"
            case .simultaneousTouches: "INKBENCH_MAX_TOUCHES"
            case .coordinate: "INKBENCH_MAX_COORDINATE"
            case .canvasPixels: "INKBENCH_MAX_CANVAS_PIXELS"
            case .readWait: "INKBENCH_MAX_READ_WAIT"
            }
        }
    }

    /// Longest line of a line-based file (native `.inktrace`), bytes; a longer line is refused
    /// before it is buffered whole.
    package var maxLineBytes: Int
    /// Largest file read in one piece (Inkable JSON, evemu, MyPaint, YAML configurations,
    /// report.json, calibration files), bytes.
    package var maxFileBytes: Int
    /// Most records in one trace: samples, property updates, ground-truth points and callbacks
    /// together (in a native file every record line counts, recorded predictions too).
    package var maxRecords: Int
    /// Most touches in contact at the same time.
    package var maxSimultaneousTouches: Int
    /// Largest magnitude of a coordinate (x or y of a location), points. Keeps squared distances
    /// and pixel arithmetic far from overflow.
    package var maxCoordinate: Double
    /// Largest canvas a renderer allocates, pixels (width × height; 4 bytes each).
    package var maxCanvasPixels: Int
    /// Longest wait for data from a pipe, FIFO or device, seconds (`ReadableFile`); regular
    /// files are read without waiting.
    package var maxReadWaitSeconds: Double = 10
    /// Largest magnitude of any time in a trace, seconds (default 1e10, about 317 years, so Unix
    /// epoch seconds fit). Not taken from the environment: times become display-frame and
    /// digitizer indices, which must stay far inside `Int` at the highest supported rates.
    package var maxTime: Double = 1e10

    public init(
        maxLineBytes: Int, maxFileBytes: Int, maxRecords: Int, maxSimultaneousTouches: Int,
        maxCoordinate: Double, maxCanvasPixels: Int
    ) {
        self.maxLineBytes = maxLineBytes
        self.maxFileBytes = maxFileBytes
        self.maxRecords = maxRecords
        self.maxSimultaneousTouches = maxSimultaneousTouches
        self.maxCoordinate = maxCoordinate
        self.maxCanvasPixels = maxCanvasPixels
    }

    /// 16 MiB lines, 256 MiB whole files, 10 million records, 64 simultaneous touches,
    /// |coordinate| ≤ 1e9 pt, 64 Mpx (256 MiB) canvases.
    package static let defaults = InputLimits(
        maxLineBytes: 16 << 20, maxFileBytes: 256 << 20, maxRecords: 10_000_000, maxSimultaneousTouches: 64,
        maxCoordinate: 1e9, maxCanvasPixels: 64 << 20
    )

    /// `defaults` with every limit whose environment variable holds a valid value replaced by
    /// it (check `environmentProblem` first to report invalid ones).
    public static let current: InputLimits = {
        var limits = InputLimits.defaults
        let environment = ProcessInfo.processInfo.environment
        for limit in Limit.allCases {
            if let text = environment[limit.environmentVariable], let value = limits.parsed(text, for: limit) {
                limits.set(limit, to: value)
            }
        }
        return limits
    }()

    /// One line describing the first limit variable in `environment` that does not hold a
    /// positive number, or nil.
    package static func environmentProblem(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for limit in Limit.allCases {
            guard let text = environment[limit.environmentVariable] else { continue }
            if defaults.parsed(text, for: limit) == nil {
                return "\(limit.environmentVariable)=\(text): not a positive \(limit.isWhole ? "whole number" : "number")"
            }
        }
        return nil
    }

    /// The value of `limit` in words, e.g. "16 MiB line limit".
    public func name(of limit: Limit) -> String {
        switch limit {
        case .lineBytes: "\(Self.bytes(maxLineBytes)) line limit"
        case .fileBytes: "\(Self.bytes(maxFileBytes)) file size limit"
        case .records: "limit of \(maxRecords) records per trace"
        case .simultaneousTouches: "limit of \(maxSimultaneousTouches) simultaneous touches"
        case .coordinate: "coordinate limit of ±\(String(format: "%g", maxCoordinate)) pt"
        case .canvasPixels: "canvas limit of \(maxCanvasPixels) px"
        case .readWait: "\(ReadableFile.format(maxReadWaitSeconds)) s wait for data"
        }
    }

    /// "the 16 MiB line limit; raise it with INKBENCH_MAX_LINE_BYTES" — the end of a refusal.
    package func exceeded(_ limit: Limit) -> String {
        "the \(name(of: limit)); raise it with \(limit.environmentVariable)"
    }

    private func parsed(_ text: String, for limit: Limit) -> Double? {
        guard let value = Double(wholeToken: text.trimmingCharacters(in: .whitespaces)), value.isFinite, limit == .readWait ? value > 0 : value >= 1 else {
            return nil
        }
        if limit.isWhole && (value.rounded() != value || value > Double(Int.max / 2)) { return nil }
        return value
    }

    private mutating func set(_ limit: Limit, to value: Double) {
        switch limit {
        case .lineBytes: maxLineBytes = Int(value)
        case .fileBytes: maxFileBytes = Int(value)
        case .records: maxRecords = Int(value)
        case .simultaneousTouches: maxSimultaneousTouches = Int(value)
        case .coordinate: maxCoordinate = value
        case .canvasPixels: maxCanvasPixels = Int(value)
        case .readWait: maxReadWaitSeconds = value
        }
    }

    private static func bytes(_ count: Int) -> String {
        if count >= 1 << 20 && count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 10 && count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(count)-byte"
    }
}
