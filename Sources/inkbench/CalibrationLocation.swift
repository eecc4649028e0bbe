import Foundation
import InkFormats
import InkSim

/// Finds the calibration file of a modelled run: `--calibration FILE`, else
/// `$INKBENCH_CALIBRATION`, else the shipped `calibration/linux-x86_64-2core.json` in the
/// working directory or beside the inkbench checkout. A file over the file size limit
/// (`InputLimits`) is refused before it is read.
enum CalibrationLocation {
    /// The shipped calibration, relative to the repository root.
    static let shipped = "calibration/linux-x86_64-2core.json"

    /// The calibration file at `path`, read once within the input limits (`FileBytes`: a folder,
    /// a device such as /dev/zero or an oversized file is one line) and checked.
    static func load(_ path: String) throws -> CalibrationFile {
        try CalibrationFile.decode(Data(try FileBytes.read(path)), path: path)
    }

    static func resolve(_ option: String?) throws -> String {
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
        throw CommandFailure("no calibration file found: pass --calibration FILE, set INKBENCH_CALIBRATION, or run 'inkbench calibrate'")
    }
}
