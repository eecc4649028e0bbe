import Foundation
import InkIO
import InkSim

/// The calibration a modelled run uses when none is given: `calibration/linux-x86_64-2core.json`
/// under the working directory when there is one (a checkout, where `inkbench calibrate -o` may
/// have refreshed it since the build), else the copy compiled into the binary
/// (`BuiltInFiles.calibration`). Either way a report names it by that repository path.
package enum ShippedCalibration {
    /// The shipped calibration's path in the repository.
    package static var path: String { BuiltInFiles.calibration.path }

    /// The shipped calibration, read from the working directory's copy when there is one.
    package static func load() throws -> CalibrationFile {
        if FileManager.default.fileExists(atPath: path) {
            return try CalibrationFile.decode(Data(try FileBytes.read(path)), path: path)
        }
        return try builtIn()
    }

    /// The copy compiled into the binary.
    package static func builtIn() throws(CalibrationError) -> CalibrationFile {
        try CalibrationFile.decode(Data(BuiltInFiles.calibration.bytes), path: "built-in \(path)")
    }
}
