import Foundation
import InkDevTools
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only when a headless browser is there (`Chromium.executable`); otherwise it
    /// is reported as skipped, or fails when `INKBENCH_REQUIRE_BROWSER=1`.
    public static var needsChromium: Self {
        let reason = "needs Chromium on PATH (scripts/bootstrap installs Debian's chromium) or INKBENCH_CHROMIUM"
        return .enabled(Comment(rawValue: reason)) {
            guard Chromium.isAvailable else {
                if isBrowserRequired { throw MissingRequirement(description: "INKBENCH_REQUIRE_BROWSER=1 but the test " + reason) }
                return false
            }
            return true
        }
    }
}

/// Whether a missing browser fails the tests that need it instead of skipping them
/// (`INKBENCH_REQUIRE_BROWSER=1`, set by `scripts/ci`).
private let isBrowserRequired = ProcessInfo.processInfo.environment["INKBENCH_REQUIRE_BROWSER"] == "1"
