/// The outcome of `PipelineEquivalence.check`: whether naive, incremental and all-at-once
/// pipelines gave the same output at every stage, and how closely.
///
/// The expected result is `isExact` (bit-identical), not merely within `tolerance`: every
/// output item of every stage is a pure function of a bounded part of the stage's current
/// input (a sample merged by assignment, a Savitzky–Golay window summed in a fixed order, a
/// Douglas–Peucker chunk, a greedy thinning step from the previous kept point, a segment from
/// four points), computed afresh by the same kernel code in both variants — no running sums or
/// difference updates — so the same floating-point operations run in the same order whichever
/// variant or split computes them. The tolerance exists for future stages that cannot promise
/// this; a report that is equivalent but not exact says so.
public struct EquivalenceReport: Hashable, Sendable, CustomStringConvertible {
    /// Largest numeric difference accepted as "equal where floating-point order differs", points.
    package static let tolerance = 1e-9

    /// One failed comparison.
    package struct Mismatch: Hashable, Sendable, CustomStringConvertible {
        /// The split: after the first `split` callbacks (for continuations: at the end).
        package var split: Int
        /// What was compared, e.g. `incremental vs naive`.
        package var comparison: String
        package var detail: String

        package var description: String { "after \(split) callbacks, \(comparison): \(detail)" }
    }

    public var configurationName: String
    public var callbacks: Int
    /// Splits at which incremental was compared with naive and (unless skipped) all-at-once.
    package var splitsChecked: [Int]
    /// Splits from which an all-at-once start was continued incrementally to the end and
    /// compared with the plain incremental run.
    package var continuationSplits: [Int]
    /// Why all-at-once comparisons were skipped, or nil when they ran.
    package var allAtOnceSkipped: String?
    /// Largest numeric difference seen in any comparison (0: bit-identical everywhere).
    package var maximumDeviation: Double
    /// Failed comparisons (the first few).
    package var mismatches: [Mismatch]

    /// The first failed comparison — split, what was compared, the touch, the stage and the
    /// item — or nil when every comparison matched within `tolerance`.
    package var firstDifference: Mismatch? { mismatches.first }

    /// True when every comparison matched within `tolerance`.
    package var isEquivalent: Bool { mismatches.isEmpty }
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
