/// How a calibration was fitted.
public struct CalibrationFit: Hashable, Sendable, Codable {
    /// Callbacks fitted.
    public var rows: Int
    /// Share of the variance of the callback cost the model explains, 0…1.
    public var rSquared: Double
    /// The built-in datasets replayed.
    public var datasets: [String]
    /// The pipeline configurations replayed.
    public var configurations: [String]
    /// How `perPixel` was obtained.
    public var perPixelMethod: String

    public init(rows: Int, rSquared: Double, datasets: [String], configurations: [String], perPixelMethod: String) {
        self.rows = rows
        self.rSquared = rSquared
        self.datasets = datasets
        self.configurations = configurations
        self.perPixelMethod = perPixelMethod
    }
}
