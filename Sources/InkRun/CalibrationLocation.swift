import Foundation
import InkBuiltIns
import InkFormats
import InkIO
import InkSim

/// Finds the calibration of a modelled run: `--calibration FILE`, else `$INKBENCH_CALIBRATION`,
/// else the shipped calibration (`ShippedCalibration`: the working directory's
/// `calibration/linux-x86_64-2core.json`, else the copy compiled into the binary). A file over
/// the file size limit (`InputLimits`) is refused before it is read.
public enum CalibrationLocation {
    /// The shipped calibration, relative to the repository root.
    public static var shipped: String { ShippedCalibration.path }

    /// The calibration file at `path` (the shipped calibration when `path` is its repository
    /// path), read once within the input limits (`FileBytes`: a folder, a device such as
    /// /dev/zero or an oversized file is one line) and checked.
    public static func load(_ path: String) throws -> CalibrationFile {
        if path == shipped { return try ShippedCalibration.load() }
        return try CalibrationFile.decode(Data(try FileBytes.read(path)), path: path)
    }

    /// The calibration file to use: `option` when given, else `$INKBENCH_CALIBRATION`, else the
    /// shipped one; one line when the file given is too large.
    public static func resolve(_ option: String?) throws -> String {
        if let path = option ?? ProcessInfo.processInfo.environment["INKBENCH_CALIBRATION"].flatMap({ $0.isEmpty ? nil : $0 }) {
            try FileBytes.checkSize(path)
            return path
        }
        return shipped
    }
}
