/// A kind of pen input the synthesizer makes, each from its own kinematic model.
public enum Shape: String, CaseIterable, Hashable, Sendable {
    case line
    case polyline
    case circle
    case spiral
    case zigzag
    case scribble
    case handwriting
    case signature
    case tap
    case fling
    case session

    /// One line saying what the shape draws and with which model.
    public var summary: String {
        switch self {
        case .line: "one straight minimum-jerk stroke"
        case .polyline: "connected straight minimum-jerk segments in random directions, stopping at each corner"
        case .circle: "a circle at constant speed with smooth start and stop (one turn if it fits, unless size is set)"
        case .spiral: "an Archimedean spiral outwards from the centre at constant speed"
        case .zigzag: "straight minimum-jerk segments alternating up and down, steeper when long"
        case .scribble: "a smooth random scribble: sums of random sinusoids, speed-normalised"
        case .handwriting: "words of overlapping sigma-lognormal strokes (~5 strokes/s), pen up between words"
        case .signature: "a fast signature: 1–3 pen-down runs of sweeping sigma-lognormal strokes ending in a flourish"
        case .tap: "a brief, nearly stationary contact"
        case .fling: "quick straight finger swipes up or down, lifting off while still fast (minimum jerk cut short)"
        case .session: "pencil strokes of mixed shapes plus finger pans and taps, with pen-up pauses"
        }
    }

    /// How much to draw when the recipe gives neither duration nor length.
    package var defaultExtent: SynthRecipe.Extent {
        switch self {
        case .line: .pathLength(80)
        case .polyline: .pathLength(200)
        case .circle: .duration(2)
        case .spiral: .duration(8)
        case .zigzag: .pathLength(200)
        case .scribble: .duration(3)
        case .handwriting: .duration(5)
        case .signature: .duration(2.5)
        case .tap: .duration(0.1)
        case .fling: .duration(1.5)
        case .session: .duration(8)
        }
    }

    /// Mean pen speed while moving when the recipe gives none, mm/s. Handwriting is chosen so
    /// that its median sample-to-sample speed lands near that of the real Apple Pencil
    /// recordings (medians 177 and 225 mm/s).
    package var defaultSpeed: Double {
        switch self {
        case .line, .polyline, .circle: 100
        case .spiral: 80
        case .zigzag, .scribble, .session: 120
        case .handwriting: 200
        case .signature: 220
        case .tap: 2
        case .fling: 250
        }
    }

    /// What the recipe's `strokes` counts for this shape, or nil when it does not apply.
    package var strokesMeaning: String? {
        switch self {
        case .polyline, .zigzag: "segments"
        case .handwriting: "words"
        case .signature: "pen-down runs"
        case .session: "touches"
        case .fling: "flings"
        case .line, .circle, .spiral, .scribble, .tap: nil
        }
    }

    /// What the recipe's `size` (millimetres) sets for this shape, or nil when it does not apply.
    package var sizeMeaning: String? {
        switch self {
        case .circle: "diameter"
        case .spiral: "outer diameter"
        case .zigzag: "height"
        case .scribble: "side of the box it roams"
        case .line, .polyline, .handwriting, .signature, .tap, .fling, .session: nil
        }
    }

    /// Whether the recipe may say where the drawing's centre goes (`x`, `y`). Handwriting and
    /// signatures fill the page line by line, a session scatters its touches and flings sweep
    /// the screen, so they place themselves.
    package var acceptsCenter: Bool {
        self != .handwriting && self != .signature && self != .session && self != .fling
    }
}
