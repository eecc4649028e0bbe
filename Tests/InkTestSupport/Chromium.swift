import Foundation

/// The headless browser that the page tests drive: Debian's `chromium` (installed by
/// `scripts/bootstrap`), or the program named by `INKBENCH_CHROMIUM`.
public enum Chromium {
    /// The browser's executable: `INKBENCH_CHROMIUM` when set, else the first of `chromium`,
    /// `chromium-browser`, `google-chrome` on `PATH`; nil when there is none.
    public static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
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
    }()

    /// Whether a browser is there to drive.
    public static var isAvailable: Bool { executable != nil }

    /// Whether a missing browser fails the tests that need it instead of skipping them
    /// (`INKBENCH_REQUIRE_BROWSER=1`, set by `scripts/ci`).
    public static let isRequired = ProcessInfo.processInfo.environment["INKBENCH_REQUIRE_BROWSER"] == "1"
}
