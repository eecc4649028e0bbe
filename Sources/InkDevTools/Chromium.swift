import Foundation

/// Where the headless browser is: Debian's `chromium` (installed by `scripts/bootstrap`), or the
/// program named by `INKBENCH_CHROMIUM`.
public enum Chromium {
    /// The browser's executable: `INKBENCH_CHROMIUM` when set (nil when it names no executable
    /// file), else the first of `chromium`, `chromium-browser`, `google-chrome` on `PATH`; nil
    /// when there is none.
    public static let executable: String? = locate(environment: ProcessInfo.processInfo.environment)

    /// Whether a browser is there to drive.
    package static var isAvailable: Bool { executable != nil }

    /// The executable `environment` names (`INKBENCH_CHROMIUM`, else `PATH`), or nil.
    static func locate(environment: [String: String]) -> String? {
        if let named = environment["INKBENCH_CHROMIUM"], !named.isEmpty {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// What to tell a user without a browser, in one line.
    package static let missingAdvice = "no Chromium on PATH (install Debian's chromium, e.g. with scripts/bootstrap, or set INKBENCH_CHROMIUM to the browser's executable)"
}
