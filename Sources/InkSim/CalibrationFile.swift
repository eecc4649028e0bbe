import Foundation

/// A calibration of the modelled cost (`ModelledCost`): the coefficients fitted by
/// `inkbench calibrate` on one kind of machine, and how they were obtained. Stored as JSON
/// (keys below; unknown keys are ignored, missing ones are errors):
///
/// ```json
/// { "formatVersion": 2,
///   "machineKind": "2-core x86_64 Linux, Swift 6.3.1",
///   "createdBy": "inkbench calibrate",
///   "coefficients": { "perCallback": 1.2e-6, "perSample": 3e-8, "perPointRecomputed": 2e-8, "perRender": 3e-5, "perPixel": 2e-10,
///                   "perElementStroked": 4e-6 },
///   "fit": { "rows": 12000, "rSquared": 0.9, "datasets": ["handwriting"], "configurations": ["naive"],
///            "renderMethod": "…" } }
/// ```
/// Coefficients are seconds (per callback, per sample, per point recomputed, per render, per
/// pixel, per element stroked).
public struct CalibrationFile: Hashable, Sendable, Codable {
    /// The newest format version this build reads and writes.
    public static let currentFormatVersion = 2

    public var formatVersion: Int
    /// The kind of machine the costs were measured on, e.g. `2-core x86_64 Linux, Swift 6.3.1`.
    public var machineKind: String
    /// The tool (and version) that wrote the file.
    public var createdBy: String
    public var coefficients: CostCoefficients
    public var fit: CalibrationFit

    public init(machineKind: String, createdBy: String, coefficients: CostCoefficients, fit: CalibrationFit) {
        formatVersion = Self.currentFormatVersion
        self.machineKind = machineKind
        self.createdBy = createdBy
        self.coefficients = coefficients
        self.fit = fit
    }

    /// Reads and checks the file at `path`.
    public static func load(path: String) throws(CalibrationError) -> CalibrationFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CalibrationError(path: path, message: "cannot read the file (\(error.localizedDescription))")
        }
        return try decode(data, path: path)
    }

    /// Checks the bytes `data` of the file at `path` (read by the caller, e.g. within the input
    /// limits).
    public static func decode(_ data: Data, path: String) throws(CalibrationError) -> CalibrationFile {
        let file: CalibrationFile
        do {
            file = try JSONDecoder().decode(CalibrationFile.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw CalibrationError(path: path, message: "missing key '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'")
        } catch let DecodingError.typeMismatch(_, context) {
            throw CalibrationError(path: path, message: "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'")
        } catch {
            throw CalibrationError(path: path, message: "not a calibration file (invalid JSON)")
        }
        guard file.formatVersion == currentFormatVersion else {
            throw CalibrationError(path: path, message: "unknown format version \(file.formatVersion) (this build reads \(currentFormatVersion))")
        }
        let c = file.coefficients
        for (name, value) in [("perCallback", c.perCallback), ("perSample", c.perSample), ("perPointRecomputed", c.perPointRecomputed), ("perRender", c.perRender), ("perPixel", c.perPixel),
                               ("perElementStroked", c.perElementStroked)]
        where !value.isFinite || value < 0 {
            throw CalibrationError(path: path, message: "coefficient \(name) must be a finite number ≥ 0 (got \(value))")
        }
        return file
    }

    /// The file as pretty-printed JSON with sorted keys (stable and diffable).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
