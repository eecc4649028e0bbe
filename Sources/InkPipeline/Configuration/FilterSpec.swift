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

    /// The filter and its parameters, e.g. `savitzky-golay(window 5, order 3)`.
    public var summary: String {
        switch self {
        case .savitzkyGolay(let window, let order): "\(kind)(window \(window), order \(order))"
        case .douglasPeucker(let epsilon, let chunking): "\(kind)(epsilon \(epsilon), chunk \(chunking.yamlValue))"
        case .distanceThinning(let distance): "\(kind)(distance \(distance))"
        }
    }
}
