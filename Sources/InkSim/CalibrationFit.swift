/// How a calibration was fitted.
public struct CalibrationFit: Hashable, Sendable, Codable {
    /// Callbacks fitted.
    public var rows: Int
    /// Share of the variance of the callback cost the model explains, 0…1.
    public var rSquared: Double
    /// Frame renders measured (full redraws and dirty-rectangle renders).
    public var renderRows: Int
    /// Share of the variance of the full redraws' cost the model explains, 0…1.
    public var renderRSquared: Double
    /// The built-in datasets replayed.
    public var datasets: [String]
    /// The pipeline configurations replayed.
    public var configurations: [String]
    /// How the render coefficients were obtained.
    public var renderMethod: String
    /// Every coefficient with its uncertainty and whether the data identify it; nil in files
    /// written before it was recorded.
    public var terms: [CalibrationTerm]?
    /// The clock the steps were timed with (`thread-cpu`, `monotonic`); nil in older files.
    public var clock: String?
    /// Share of the timed callbacks and renders left out of the fit as disturbed
    /// (`StepTiming.isDisturbed`), 0…1; nil in older files.
    public var disturbedShare: Double?
    /// Share of all cores' time other processes used while calibrating, 0…1; nil where unknown.
    public var otherProcessesShare: Double?

    public init(
        rows: Int, rSquared: Double, renderRows: Int, renderRSquared: Double, datasets: [String], configurations: [String],
        renderMethod: String
    ) {
        self.rows = rows
        self.rSquared = rSquared
        self.renderRows = renderRows
        self.renderRSquared = renderRSquared
        self.datasets = datasets
        self.configurations = configurations
        self.renderMethod = renderMethod
    }
}
