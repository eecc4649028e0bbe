import InkModel

/// Places pen-down runs like words of text: left to right along a baseline, a new line when the
/// next one would overrun the page's right edge, and back to the top line (a fresh page, drawn
/// over the old one) when the page is full. Each run's own origin (where the pen touched down)
/// sits on the baseline. Millimetres.
struct FlowLayout {
    /// The area the runs must stay in.
    let page: Bounds
    /// Height above the baseline of the tallest run.
    let ascent: Double
    /// Depth below the baseline of the deepest run.
    let descent: Double
    /// Baseline-to-baseline distance.
    let lineHeight: Double
    private var cursor: Double
    private var baseline: Double
    private var isLineEmpty = true
    /// Whether the runs filled the page and started again at the top.
    private(set) var wrappedPage = false

    /// A layout for `paths` (to measure the tallest ascent and deepest descent), lines separated
    /// by `leading` mm of clear space.
    init(page: Bounds, paths: [PenPath], leading: Double) {
        self.page = page
        let bounds = paths.map(\.bounds)
        ascent = max(bounds.map { -$0.minY }.max() ?? 0, 0)
        descent = max(bounds.map(\.maxY).max() ?? 0, 0)
        lineHeight = ascent + descent + leading
        cursor = page.minX
        baseline = page.minY + ascent
    }

    /// The offset placing a run with these bounds (in its own frame) next on the line, and
    /// whether it starts a new line; `gap` mm of space follow it. Throws when a run or a line
    /// does not fit the page.
    mutating func place(_ bounds: Bounds, gap: Double, recipe: SynthRecipe) throws(SynthError) -> (offset: Point, newLine: Bool) {
        guard bounds.width <= page.width, ascent + descent <= page.height else {
            throw SynthError(
                key: "speed", value: SynthRecipe.format(recipe.speed),
                problem: "a pen-down run comes out \(SynthRecipe.format(bounds.width.rounded()))×\(SynthRecipe.format(bounds.height.rounded())) mm, too large for the canvas; lower the speed"
            )
        }
        var newLine = false
        if !isLineEmpty && cursor + bounds.width > page.maxX {
            newLine = true
            cursor = page.minX
            baseline += lineHeight
            if baseline + descent > page.maxY {
                baseline = page.minY + ascent
                wrappedPage = true
            }
        }
        let offset = Point(x: cursor - bounds.minX, y: baseline)
        cursor += bounds.width + gap
        isLineEmpty = false
        return (offset, newLine)
    }
}
