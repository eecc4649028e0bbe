import Foundation
import InkModel

/// How google/ink stroke-space positions become points of the trace's profile: from the
/// physical unit length the file records (`stroke_unit_length_in_centimeters`), else from
/// `--points-per-mm` (stroke units per mm), else the positions are taken as the profile's points.
struct InkStrokeUnits: Hashable, Sendable {
    /// Profile points per stroke unit.
    var pointsPerUnit: Double
    /// Where the scale came from, for the trace's provenance (e.g. `1 stroke unit = 0.0925 mm,
    /// recorded`).
    var provenance: String

    /// Throws the range problem of a given `unitsPerMM` (`--points-per-mm`) when it is used,
    /// naming `file`.
    init(recordedCM: Double?, unitsPerMM: Double?, profile: DeviceProfile, file: String) throws(TraceFileError) {
        if let recordedCM {
            let millimetres = recordedCM * 10
            pointsPerUnit = millimetres * profile.pointsPerMM
            provenance = "1 stroke unit = \(Self.shortText(millimetres)) mm, recorded"
        } else if let unitsPerMM {
            if let problem = TraceReadSettings.unitsPerMMProblem(unitsPerMM) { throw TraceFileError(file: file, message: problem) }
            pointsPerUnit = profile.pointsPerMM / unitsPerMM
            provenance = "\(Self.shortText(unitsPerMM)) stroke units per mm, --points-per-mm"
        } else {
            pointsPerUnit = 1
            provenance = "stroke units taken as \(profile.name) points"
        }
    }

    /// Up to six significant digits, e.g. `0.0925`.
    private static func shortText(_ value: Double) -> String {
        String(format: "%.6g", value)
    }
}
