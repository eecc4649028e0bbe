import InkModel

/// Everything that determines a synthesized trace: with the same recipe the synthesizer returns
/// the same trace, bit for bit.
///
/// Units: `speed` mm/s (mean pen speed while the pen is down), `noise` mm (1 σ per axis),
/// `size` mm, `center` points on the canvas, durations seconds, lengths millimetres.
/// Profile overrides are applied by the caller before: the recipe keeps the resolved profile and
/// writes only its name into `canonicalText`.
public struct SynthRecipe: Hashable, Sendable {
    /// How much to draw: pen-down time or pen path length (the other follows from the speed).
    public enum Extent: Hashable, Sendable {
        /// Total pen-down time, seconds (for handwriting and sessions: about, see `Synthesizer`).
        case duration(Double)
        /// Total length of the pen's path while down, millimetres.
        case pathLength(Double)
    }

    /// What to draw.
    public var shape: Shape
    /// The device to sample for; its name appears in the canonical text.
    public var profile: DeviceProfile
    /// How much to draw.
    package var extent: Extent
    /// Mean pen speed while down, mm/s.
    public var speed: Double
    /// Digitizer position noise, mm (1 σ per axis), for pen and finger touches alike.
    public var noise: Double
    /// Seed of every random choice.
    public var seed: UInt64
    /// Segments, words, runs or touches, by shape (see `Shape.strokesMeaning`); nil for the
    /// shape's own choice.
    public var strokes: Int?
    /// Diameter, height or box side in mm, by shape (see `Shape.sizeMeaning`); nil for default.
    public var size: Double?
    /// Where the centre of the drawing's bounding box goes, points; nil for the canvas centre.
    package var center: Point?

    /// A recipe; nil arguments take the shape's defaults (`Shape.defaultExtent`,
    /// `Shape.defaultSpeed`) and the profile's noise.
    public init(
        shape: Shape,
        profile: DeviceProfile = .ipadProPencil120,
        extent: Extent? = nil,
        speed: Double? = nil,
        noise: Double? = nil,
        seed: UInt64 = 1,
        strokes: Int? = nil,
        size: Double? = nil,
        center: Point? = nil
    ) {
        self.shape = shape
        self.profile = profile
        self.extent = extent ?? shape.defaultExtent
        self.speed = speed ?? shape.defaultSpeed
        self.noise = noise ?? profile.positionNoiseMM
        self.seed = seed
        self.strokes = strokes
        self.size = size
        self.center = center
    }

    /// Total pen-down time, seconds: the duration, or the path length over the speed.
    package var penDownDuration: Double {
        switch extent {
        case .duration(let seconds): seconds
        case .pathLength(let millimetres): millimetres / speed
        }
    }

    /// Total path length while down, millimetres: the length, or speed × duration.
    package var pathLength: Double {
        switch extent {
        case .duration(let seconds): seconds * speed
        case .pathLength(let millimetres): millimetres
        }
    }
}
