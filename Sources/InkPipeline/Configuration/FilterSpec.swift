/// One filter of a configuration's chain, with its parameters (units: points).
public enum FilterSpec: Hashable, Sendable {
    /// Savitzky–Golay smoothing of x and y: a least-squares polynomial of `order` over a
    /// centred `window` of points (odd, ≥ 3; 0 ≤ order < window), shrunk at the stroke ends.
    case savitzkyGolay(window: Int, order: Int)
    /// Douglas–Peucker simplification with tolerance `epsilon` (points, ≥ 0), run per chunk of
    /// `chunk` input points (see `DouglasPeuckerChunking`).
    case douglasPeucker(epsilon: Double, chunking: DouglasPeuckerChunking)
    /// Distance thinning: drops points closer than `distance` (points, ≥ 0) to the previous
    /// kept point; the first and last points are always kept.
    case distanceThinning(distance: Double)

    /// The kind's name in YAML and stage listings.
    public var kind: String {
        switch self {
        case .savitzkyGolay: "savitzky-golay"
        case .douglasPeucker: "douglas-peucker"
        case .distanceThinning: "distance-thinning"
        }
    }

    /// The filter in its YAML flow form, e.g. `{ kind: savitzky-golay, window: 5, order: 3 }`.
    public var yamlDescription: String {
        switch self {
        case .savitzkyGolay(let window, let order): "{ kind: \(kind), window: \(window), order: \(order) }"
        case .douglasPeucker(let epsilon, let chunking): "{ kind: \(kind), epsilon: \(epsilon), chunk: \(chunking.yamlValue) }"
        case .distanceThinning(let distance): "{ kind: \(kind), distance: \(distance) }"
        }
    }
}

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
public enum DouglasPeuckerChunking: Hashable, Sendable {
    /// Independent chunks of this many input intervals (≥ 2).
    case points(Int)
    /// One chunk: the whole stroke (classic Douglas–Peucker).
    case wholeStroke

    /// The chunk length in input intervals (`Int.max` for the whole stroke).
    public var length: Int {
        switch self {
        case .points(let count): count
        case .wholeStroke: Int.max
        }
    }

    /// The YAML value: the number, or `whole-stroke`.
    public var yamlValue: String {
        switch self {
        case .points(let count): String(count)
        case .wholeStroke: "whole-stroke"
        }
    }
}
