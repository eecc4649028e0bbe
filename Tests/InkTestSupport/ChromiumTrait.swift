import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only when a headless browser is there (`Chromium.executable`); otherwise it
    /// is reported as skipped, or fails when `INKBENCH_REQUIRE_BROWSER=1`.
    public static var needsChromium: Self {
        let reason = "needs Chromium on PATH (scripts/bootstrap installs Debian's chromium) or INKBENCH_CHROMIUM"
        return .enabled(Comment(rawValue: reason)) {
            guard Chromium.isAvailable else {
                if Chromium.isRequired { throw MissingRequirement(description: "INKBENCH_REQUIRE_BROWSER=1 but the test " + reason) }
                return false
            }
            return true
        }
    }
}
