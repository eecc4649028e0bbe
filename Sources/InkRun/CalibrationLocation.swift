import Foundation
import InkFormats
import InkSim

/// Finds the calibration file of a modelled run: `--calibration FILE`, else
/// `$INKBENCH_CALIBRATION`, else the shipped `calibration/linux-x86_64-2core.json` in the
/// working directory or beside the inkbench checkout. A file over the file size limit
/// (`InputLimits`) is refused before it is read.
public enum CalibrationLocation {
    /// The shipped calibration, relative to the repository root.
    public static let shipped = "calibration/linux-x86_64-2core.json"

    /// The calibration file at `path`, read once within the input limits (`FileBytes`: a folder,
    /// a device such as /dev/zero or an oversized file is one line) and checked.
    public static func load(_ path: String) throws -> CalibrationFile {
        try CalibrationFile.decode(Data(try FileBytes.read(path)), path: path)
    }

    /// The calibration file to use: `option` when given, else `$INKBENCH_CALIBRATION`, else the
    /// shipped one found from the working directory or the executable's checkout; one line when
    /// none is found or the file is too large.
    public static func resolve(_ option: String?) throws -> String {
        if let path = option ?? ProcessInfo.processInfo.environment["INKBENCH_CALIBRATION"].flatMap({ $0.isEmpty ? nil : $0 }) {
            try FileBytes.checkSize(path)
            return path
        }
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: shipped) { return shipped }
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent(shipped)
            if fileManager.fileExists(atPath: candidate.path) { return candidate.path }
            folder = folder.deletingLastPathComponent()
        }
        throw RunError("no calibration file found: pass --calibration FILE, set INKBENCH_CALIBRATION, or run 'inkbench calibrate'")
    }
}
