import Foundation
import Testing

/// The interpreters and compilers the external-process tests start: found on `PATH` as the
/// CLI would find them.
public enum ExternalTools {
    /// Whether an executable called `name` is on `PATH`.
    public static func isOnPath(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    /// Whether a missing python3 or cc fails the tests that need them instead of skipping them
    /// (`INKBENCH_REQUIRE_EXTERNAL_TOOLS=1`, set by `scripts/ci`).
    public static let areRequired = ProcessInfo.processInfo.environment["INKBENCH_REQUIRE_EXTERNAL_TOOLS"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `python3` is on `PATH`; otherwise it is reported as skipped, or
    /// fails when `INKBENCH_REQUIRE_EXTERNAL_TOOLS=1`.
    public static var needsPython3: Self { needsProgram("python3") }

    /// Runs the test only when a C compiler `cc` is on `PATH`; otherwise it is reported as
    /// skipped, or fails when `INKBENCH_REQUIRE_EXTERNAL_TOOLS=1`.
    public static var needsCCompiler: Self { needsProgram("cc") }

    private static func needsProgram(_ name: String) -> Self {
        let reason = "needs \(name) on PATH"
        return .enabled(Comment(rawValue: reason)) {
            guard ExternalTools.isOnPath(name) else {
                if ExternalTools.areRequired { throw MissingRequirement(description: "INKBENCH_REQUIRE_EXTERNAL_TOOLS=1 but the test " + reason) }
                return false
            }
            return true
        }
    }
}
