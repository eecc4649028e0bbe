import Foundation

/// The real recordings shared beside the project (never copied into it): the folder named by
/// the environment variable `INKBENCH_DATASETS` (a relative value is taken from the working
/// folder), else `../shared/datasets` relative to the package root.
///
/// Tests that read them carry `.needsRecordings(…)`, so without the folder they are reported as
/// skipped; with `INKBENCH_REQUIRE_DATASETS=1` (set by `scripts/ci`) a missing file fails them.
public enum SharedRecordings {
    /// The package root: the nearest folder above this source file that holds `Package.swift`.
    public static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// The recordings folder, absolute and standardized.
    public static let folder: URL = {
        if let named = ProcessInfo.processInfo.environment["INKBENCH_DATASETS"], !named.isEmpty {
            return URL(fileURLWithPath: named).standardizedFileURL
        }
        return packageRoot.appendingPathComponent("../shared/datasets").standardizedFileURL
    }()

    /// Whether a missing recording fails the test instead of skipping it (`INKBENCH_REQUIRE_DATASETS=1`).
    public static let isRequired = ProcessInfo.processInfo.environment["INKBENCH_REQUIRE_DATASETS"] == "1"

    /// The file `relative` (e.g. `inkable/events.json`) inside the recordings folder.
    public static func url(_ relative: String) -> URL {
        folder.appendingPathComponent(relative)
    }

    /// The path of `relative` inside the recordings folder.
    public static func path(_ relative: String) -> String {
        url(relative).path
    }

    /// The files of `relatives` that are not in the recordings folder.
    public static func missing(_ relatives: [String]) -> [String] {
        relatives.filter { !FileManager.default.isReadableFile(atPath: path($0)) }
    }
}
