import Foundation

/// The exact one-sided Wilcoxon–Mann–Whitney rank-sum test of two small samples: is `second`
/// stochastically larger than `first`?
///
/// U counts the pairs (a from `first`, b from `second`) with b > a, a tie counting ½. The p-value
/// is P(U ≥ observed) under the null hypothesis that both samples come from one distribution,
/// from the exact distribution of U without ties (every one of the C(n + m, n) orderings equally
/// likely). With ties this is conservative enough for a gate: ties pull U towards its centre.
/// Samples over `exactLimit` pairs use the normal approximation with a continuity correction.
package struct RankSumTest: Sendable, Equatable {
    /// Size of the first sample.
    package var firstCount: Int
    /// Size of the second sample.
    package var secondCount: Int
    /// Pairs with the second value larger (ties ½), in 0…n·m.
    package var u: Double
    /// P(U ≥ u) under the null hypothesis, in (0, 1].
    package var pValue: Double

    /// Largest n·m computed exactly.
    package static let exactLimit = 2_500

    /// The test of `second` > `first`; nil when either sample is empty or holds a non-finite value.
    package init?(first: [Double], second: [Double]) {
        guard !first.isEmpty, !second.isEmpty, (first + second).allSatisfy(\.isFinite) else { return nil }
        var pairs = 0.0
        for b in second {
            for a in first where b >= a { pairs += b > a ? 1 : 0.5 }
        }
        firstCount = first.count
        secondCount = second.count
        u = pairs
        pValue = first.count * second.count <= Self.exactLimit
            ? Self.exactUpperTail(n: first.count, m: second.count, u: pairs)
            : Self.normalUpperTail(n: first.count, m: second.count, u: pairs)
    }

    /// P(U ≥ u) from the counts of orderings with each U: c(n, m, k) = c(n − 1, m, k − m) +
    /// c(n, m − 1, k), built up over m for every n at once.
    static func exactUpperTail(n: Int, m: Int, u: Double) -> Double {
        let maxU = n * m
        // counts[i][k]: orderings of i first-values and j second-values (current j) with U = k.
        var counts = [[Double]](repeating: [Double](repeating: 0, count: maxU + 1), count: n + 1)
        for i in 0...n { counts[i][0] = 1 }
        if m > 0 {
            for j in 1...m {
                var next = [[Double]](repeating: [Double](repeating: 0, count: maxU + 1), count: n + 1)
                next[0][0] = 1
                if n > 0 {
                    for i in 1...n {
                        // The largest value belongs to the second sample (it beats all i firsts) or to the first.
                        for k in 0...(i * j) {
                            let secondLargest = k >= i ? counts[i][k - i] : 0
                            next[i][k] = secondLargest + next[i - 1][k]
                        }
                    }
                }
                counts = next
            }
        }
        let total = counts[n].reduce(0, +)
        let threshold = Int(u.rounded(.up))
        let tail = threshold > maxU ? 0 : counts[n][threshold...].reduce(0, +)
        return tail / total
    }

    static func normalUpperTail(n: Int, m: Int, u: Double) -> Double {
        let mean = Double(n * m) / 2
        let sd = (Double(n * m) * Double(n + m + 1) / 12).squareRoot()
        let z = (u - 0.5 - mean) / sd
        return 0.5 * erfc(z / 2.0.squareRoot())
    }
}
