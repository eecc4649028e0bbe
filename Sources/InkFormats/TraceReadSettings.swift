import InkModel

/// What a reader needs besides the file when the file does not say it itself.
public struct TraceReadSettings: Hashable, Sendable {
    /// The file's format; nil tells it by the extension or its content (`TraceFormatRegistry.detect`).
    public var format: TraceFormat?
    /// evemu / getevent only: a device description to take the axes from (`.desc`, or the output
    /// of `getevent -il`).
    public var descriptionPath: String?
    /// evemu / getevent / google/ink only: position units per millimetre, for position axes whose
    /// description gives no resolution, or google/ink stroke units when the file does not give
    /// their length (it does not override a described resolution or a recorded unit length).
    public var unitsPerMM: Double?

    /// CSV only: what the columns hold (`--columns`).
    public var columns: CSVColumnMap?

    /// Why a given number of position units per millimetre (`--points-per-mm`) is refused: the
    /// range of a profile's points per mm, the same wherever the value enters (the evemu,
    /// getevent and google/ink readers check it when they use it); nil when valid.
    package static func unitsPerMMProblem(_ value: Double) -> String? {
        ProfileField.pointsPerMM.definition.range.problem("--points-per-mm", value)
    }

    public init(format: TraceFormat? = nil, descriptionPath: String? = nil, unitsPerMM: Double? = nil, columns: CSVColumnMap? = nil) {
        self.columns = columns
        self.format = format
        self.descriptionPath = descriptionPath
        self.unitsPerMM = unitsPerMM
    }
}
