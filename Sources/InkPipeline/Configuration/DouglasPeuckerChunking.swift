/// How Douglas–Peucker cuts a stroke before simplifying it.
///
/// Classic Douglas–Peucker is global: one new point moves the chord from the first to the last
/// point and can change every kept point. With `.points(L)` the stroke is cut at input indices
/// 0, L, 2L, … and each chunk (both of its end points kept) is simplified on its own. Then a
/// change at input index j can only change kept points with source index > L·⌊(j−1)/L⌋, and
/// the incremental stage re-simplifies at most L + (n − j) points per callback (n = points now):
/// a bound independent of the stroke's length. `.wholeStroke` is classic Douglas–Peucker; its
/// incremental stage re-simplifies the whole stroke on every change and reports
/// `StageWork.forcedFullRebuild`, and every later stage rebuilds that stroke too.
package enum DouglasPeuckerChunking: Hashable, Sendable {
    /// Independent chunks of this many input intervals (≥ 2).
    case points(Int)
    /// One chunk: the whole stroke (classic Douglas–Peucker).
    case wholeStroke

    /// The chunk length in input intervals (`Int.max` for the whole stroke).
    package var length: Int {
        switch self {
        case .points(let count): count
        case .wholeStroke: Int.max
        }
    }

    /// The YAML value: the number, or `whole-stroke`.
    package var yamlValue: String {
        switch self {
        case .points(let count): String(count)
        case .wholeStroke: "whole-stroke"
        }
    }
}
