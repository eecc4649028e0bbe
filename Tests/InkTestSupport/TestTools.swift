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

    /// Whether `unshare -m` works here (root, and a kernel that allows mount namespaces).
    public static let canMountPrivately: Bool = {
        guard isRoot, let unshare = ["/usr/bin/unshare", "/bin/unshare"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unshare)
        process.arguments = ["-m", "true"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}
