/// Deterministic work counters of one stage during one callback: the noise-free cost proxy used
/// for CI regression gates (same trace and configuration → same numbers on every machine).
///
/// The meaning of `pointsRecomputed` is the stage's own unit of work, stated on each stage type:
/// samples written (touch paths), points converted or smoothed (polylines, Savitzky–Golay),
/// input points scanned (Douglas–Peucker, distance thinning), elements computed (smoothers).
public struct StageWork: Hashable, Sendable {
    /// Points (or elements) the stage computed this callback; see the stage's documentation.
    public var pointsRecomputed: Int
    /// Output items (points, or Bézier elements for a smoother) the stage wrote this callback.
    public var elementsEmitted: Int
    /// Bytes by which the capacity of the stage's per-touch arrays (its outputs and their index
    /// caches) grew this callback; a naive stage builds fresh arrays, so all of their bytes
    /// count. Computed from capacities and strides, so it is deterministic; scratch buffers and
    /// dictionaries are not counted.
    public var bytesAllocated: Int
    /// True when the stage recomputed a whole stroke although its input changed only near the
    /// tip, forcing every later stage to rebuild that stroke too (Douglas–Peucker with
    /// `chunk: whole-stroke`). Never set by naive stages, which rebuild by definition.
    public var forcedFullRebuild: Bool

    public init(pointsRecomputed: Int = 0, elementsEmitted: Int = 0, bytesAllocated: Int = 0, forcedFullRebuild: Bool = false) {
        self.pointsRecomputed = pointsRecomputed
        self.elementsEmitted = elementsEmitted
        self.bytesAllocated = bytesAllocated
        self.forcedFullRebuild = forcedFullRebuild
    }

    /// No work.
    public static let zero = StageWork()

    /// Adds `other`'s counters to these (flags are or-ed).
    public mutating func add(_ other: StageWork) {
        pointsRecomputed += other.pointsRecomputed
        elementsEmitted += other.elementsEmitted
        bytesAllocated += other.bytesAllocated
        forcedFullRebuild = forcedFullRebuild || other.forcedFullRebuild
    }

    /// Counts the growth of `array`'s buffer from `previousCapacity` into `bytesAllocated`.
    @inlinable
    public mutating func countGrowth<Element>(of array: [Element], from previousCapacity: Int) {
        if array.capacity > previousCapacity {
            bytesAllocated += (array.capacity - previousCapacity) * MemoryLayout<Element>.stride
        }
    }
}
