import InkModel

/// Turns lognormal runs into placed touches: scales them so the mean pen speed is the requested
/// one, writes words line by line across the page (starting a fresh page from the top when one
/// is full) and signature runs side by side, with pen-up pauses between touches.
enum HandwritingPlanner {
    /// Words of handwriting filling about the recipe's pen-down time (`strokes` words, default
    /// one per ~1.2 s), laid out on lines; centred on the canvas when they fit on one page.
    static func handwriting(_ recipe: SynthRecipe, area: CanvasArea, random: inout SeededGenerator) throws(SynthError) -> PlannedDrawing {
        let total = recipe.penDownDuration
        let count = recipe.strokes ?? max(1, Int((total / 1.2).rounded()))
        let durations = shares(of: total, count: count, random: &random)
        var paths = durations.map { HandwritingModel.word(duration: $0, random: &random).path() }
        let unit = normalise(&paths, speed: recipe.speed)

        let page = area.usable.offset(by: area.canvas.center)
        let ascent = paths.map { -$0.bounds.minY }.max() ?? unit
        let descent = paths.map { $0.bounds.maxY }.max() ?? 0
        let lineHeight = ascent + descent + 0.4 * unit
        var touches: [PlannedTouch] = []
        var pauses: [Int] = []
        var baseline = page.minY + ascent
        var cursor = page.minX
        var wrappedPage = false
        for path in paths {
            let bounds = path.bounds
            guard bounds.width <= page.width else {
                throw SynthError(
                    key: "speed", value: SynthRecipe.format(recipe.speed),
                    problem: "a word comes out \(SynthRecipe.format(bounds.width.rounded())) mm wide, wider than the canvas; lower the speed"
                )
            }
            var pause = random.uniform(0.15, 0.4)
            if !touches.isEmpty && cursor + bounds.width > page.maxX {
                cursor = page.minX
                baseline += lineHeight
                pause += random.uniform(0.2, 0.4)
                if baseline + descent > page.maxY {
                    baseline = page.minY + ascent
                    wrappedPage = true
                }
            }
            if !touches.isEmpty { pauses.append(ShapePlanner.milliseconds(pause)) }
            touches.append(PlannedTouch(path: path, offset: Point(x: cursor - bounds.minX, y: baseline)))
            cursor += bounds.width + unit * random.uniform(0.6, 1.0)
        }
        var drawing = PlannedDrawing(touches: touches)
        drawing.sequence(pausesMS: pauses)
        if !wrappedPage { drawing.center(at: area.canvas.center) }
        return drawing
    }

    /// A signature of `strokes` pen-down runs (default 1–3 at random) side by side, the last
    /// ending in an underline flourish; a run that would overrun the usable width starts a new
    /// row below. Centred by the caller.
    static func signature(_ recipe: SynthRecipe, area: CanvasArea, random: inout SeededGenerator) -> PlannedDrawing {
        let count = recipe.strokes ?? (1 + random.nextIndex(below: 3))
        let durations = shares(of: recipe.penDownDuration, count: count, random: &random)
        var paths = durations.enumerated().map { index, duration in
            HandwritingModel.signatureRun(duration: duration, endsWithUnderline: index == count - 1, random: &random).path()
        }
        let unit = normalise(&paths, speed: recipe.speed)
        var touches: [PlannedTouch] = []
        var pauses: [Int] = []
        var cursor = 0.0, rowBottom = -Double.infinity
        for path in paths {
            let bounds = path.bounds
            var offset = Point(x: cursor - bounds.minX, y: unit * random.uniform(-0.3, 0.3))
            if !touches.isEmpty && cursor + bounds.width > area.usable.width {
                offset = Point(x: -bounds.minX, y: rowBottom - bounds.minY + 0.3 * unit)
                cursor = 0
            }
            touches.append(PlannedTouch(path: path, offset: offset))
            rowBottom = max(rowBottom, bounds.maxY + offset.y)
            cursor += bounds.width + unit * random.uniform(0.2, 0.6)
            pauses.append(ShapePlanner.milliseconds(random.uniform(0.12, 0.3)))
        }
        var drawing = PlannedDrawing(touches: touches)
        drawing.sequence(pausesMS: pauses)
        return drawing
    }

    /// `total` split into `count` random shares (each 0.7–1.3 × the mean), seconds.
    static func shares(of total: Double, count: Int, random: inout SeededGenerator) -> [Double] {
        let weights = (0..<count).map { _ in random.uniform(0.7, 1.3) }
        let sum = weights.reduce(0, +)
        return weights.map { total * $0 / sum }
    }

    /// Scales model-unit paths to millimetres so that their mean speed (total length over total
    /// pen-down time) is `speed` mm/s; returns the scale (millimetres per model unit).
    private static func normalise(_ paths: inout [PenPath], speed: Double) -> Double {
        let length = paths.reduce(0) { $0 + $1.length }
        let duration = paths.reduce(0) { $0 + $1.duration }
        let scale = speed * duration / length
        for index in paths.indices { paths[index].scale(by: scale) }
        return scale
    }
}
