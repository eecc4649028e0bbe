/// The version of InkBench, as `inkbench --version` prints it and report.json's `tool` records it.
public enum InkBenchVersion {
    /// e.g. `0.1.0`.
    public static let current = "0.1.0"
}
