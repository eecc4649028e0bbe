import Foundation

/// The programs and privileges some tests need from the machine they run on.
public enum TestTools {
    /// Whether an executable `gnuplot` is on `PATH` (how InkBench finds it).
    public static let hasGnuplot: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { folder in
            FileManager.default.isExecutableFile(atPath: "\(folder)/gnuplot")
        }
    }()

    /// Whether a missing gnuplot fails the tests that need it instead of skipping them
    /// (`INKBENCH_REQUIRE_GNUPLOT=1`, set by `scripts/ci`).
    public static let isGnuplotRequired = ProcessInfo.processInfo.environment["INKBENCH_REQUIRE_GNUPLOT"] == "1"

    /// Whether the tests run as root, for whom file permissions do not block reads.
    public static let isRoot = geteuid() == 0
}
