/// The outcome of `PipelineEquivalence.check`: whether naive, incremental and all-at-once
/// pipelines gave the same output at every stage, and how closely.
public struct EquivalenceReport: Hashable, Sendable, CustomStringConvertible {
    /// Largest numeric difference accepted as "equal where floating-point order differs", points.
    public static let tolerance = 1e-9

    /// One failed comparison.
    public struct Mismatch: Hashable, Sendable, CustomStringConvertible {
        /// The split: after the first `split` callbacks (for continuations: at the end).
        public var split: Int
        /// What was compared, e.g. `incremental vs naive`.
        public var comparison: String
        public var detail: String

        public var description: String { "after \(split) callbacks, \(comparison): \(detail)" }
    }

    public var configurationName: String
    public var callbacks: Int
    /// Splits at which incremental was compared with naive and (unless skipped) all-at-once.
    public var splitsChecked: [Int]
    /// Splits from which an all-at-once start was continued incrementally to the end and
    /// compared with the plain incremental run.
    public var continuationSplits: [Int]
    /// Why all-at-once comparisons were skipped, or nil when they ran.
    public var allAtOnceSkipped: String?
    /// Largest numeric difference seen in any comparison (0: bit-identical everywhere).
    public var maximumDeviation: Double
    /// Failed comparisons (the first few).
    public var mismatches: [Mismatch]

    /// True when every comparison matched within `tolerance`.
    public var isEquivalent: Bool { mismatches.isEmpty }
    /// True when every comparison matched bit for bit.
    public var isExact: Bool { mismatches.isEmpty && maximumDeviation == 0 }

    public var description: String {
        let verdict = isExact ? "identical (bit for bit)"
            : isEquivalent ? "equal within \(Self.tolerance) (max deviation \(maximumDeviation))"
            : "DIFFERENT: \(mismatches.map(\.description).joined(separator: "; "))"
        let allAtOnce = allAtOnceSkipped.map { ", all-at-once skipped: \($0)" } ?? ", all-at-once compared"
        return "\(configurationName): \(callbacks) callbacks, \(splitsChecked.count) splits, "
            + "\(continuationSplits.count) continuations\(allAtOnce): \(verdict)"
    }
}
