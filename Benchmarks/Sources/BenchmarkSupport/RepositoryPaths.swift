import Foundation

/// Paths inside the InkBench repository the benchmarks were built from, found from this source
/// file's location (`Benchmarks/Sources/BenchmarkSupport/`), so they hold whatever folder the
/// repository was cloned into and whatever the working directory of the benchmark process.
public enum RepositoryPaths {
    /// The repository's root folder (the main package, `..` of the Benchmarks package).
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .path

    /// The folder of pipeline configuration sets (`configs/*.yaml`).
    public static var configurations: String { root + "/configs" }

    /// The shipped calibration of the modelled costs.
    public static var calibration: String { root + "/calibration/linux-x86_64-2core.json" }
}
