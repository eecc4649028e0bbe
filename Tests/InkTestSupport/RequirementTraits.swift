import Foundation
import Testing

/// A requirement that the run demands (`INKBENCH_REQUIRE_…=1`) but the machine does not meet:
/// thrown from a condition trait, it fails the test instead of skipping it.
public struct MissingRequirement: Error, CustomStringConvertible {
    public var description: String
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when every file of `relatives` is in the shared recordings folder;
    /// otherwise it is reported as skipped, or fails when `INKBENCH_REQUIRE_DATASETS=1`.
    public static func needsRecordings(_ relatives: String..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        let missing = SharedRecordings.missing(relatives)
        let reason = "needs the shared recordings at \(SharedRecordings.folder.path) (set INKBENCH_DATASETS); missing: "
            + missing.joined(separator: ", ")
        return .enabled(Comment(rawValue: reason), sourceLocation: sourceLocation) {
            guard missing.isEmpty else {
                if SharedRecordings.isRequired { throw MissingRequirement(description: "INKBENCH_REQUIRE_DATASETS=1 but the test " + reason) }
                return false
            }
            return true
        }
    }

    /// Runs the test only when gnuplot is on `PATH`; otherwise it is reported as skipped, or
    /// fails when `INKBENCH_REQUIRE_GNUPLOT=1`.
    public static var needsGnuplot: Self {
        let reason = "needs gnuplot on PATH"
        return .enabled(Comment(rawValue: reason)) {
            guard TestTools.hasGnuplot else {
                if TestTools.isGnuplotRequired { throw MissingRequirement(description: "INKBENCH_REQUIRE_GNUPLOT=1 but the test " + reason) }
                return false
            }
            return true
        }
    }

    /// Runs the test only as a user other than root (root reads files whatever their mode).
    public static var needsNonRootUser: Self {
        .enabled(if: !TestTools.isRoot, "needs a user other than root (root reads files whatever their mode)")
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where a small file system can be mounted in a mount namespace of its
    /// own (root with `unshare`), to fill a disk without touching the machine's.
    public static var needsPrivateMount: Self {
        .enabled(if: TestTools.canMountPrivately, "needs root and unshare to mount a small tmpfs in a private mount namespace")
    }
}
