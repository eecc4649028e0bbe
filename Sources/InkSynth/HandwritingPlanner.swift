import InkModel

/// Turns lognormal runs into placed touches: scales them so the mean pen speed is the requested
/// one and lays them out like text (`FlowLayout`) with pen-up pauses between touches; the block
/// is centred on the canvas when it fits on one page.
enum HandwritingPlanner {
    /// Words of handwriting filling about the recipe's pen-down time (`strokes` words, default
    /// one per ~1.2 s), with 0.15–0.4 s pauses between words and 0.2–0.4 s more at line breaks.
    static func handwriting(_ recipe: SynthRecipe, area: CanvasArea, random: inout SeededGenerator) throws(SynthError) -> PlannedDrawing {
        let total = recipe.penDownDuration
        let page = area.usable.offset(by: area.canvas.center)
        let (paths, unit) = runs(
            count: recipe.strokes ?? max(1, Int((total / 1.2).rounded())), adjustable: recipe.strokes == nil,
            minimumDuration: 0.25, recipe: recipe, page: page, random: &random
        ) { duration, _, random in
            HandwritingModel.word(duration: duration, random: &random)
        }
        var layout = FlowLayout(page: page, paths: paths, leading: 0.4 * unit)
        var touches: [PlannedTouch] = []
        var pauses: [Int] = []
        for path in paths {
            let (offset, newLine) = try layout.place(path.bounds, gap: unit * random.uniform(0.6, 1.0), recipe: recipe)
            if !touches.isEmpty {
                pauses.append(ShapePlanner.milliseconds(random.uniform(0.15, 0.4) + (newLine ? random.uniform(0.2, 0.4) : 0)))
            }
            touches.append(PlannedTouch(path: path, offset: offset))
        }
        return finish(touches, pauses: pauses, layout: layout, area: area)
    }

    /// A signature of `strokes` pen-down runs (default 1–3 at random, more when needed to keep
    /// each under about 1.5 s) side by side, each a little above or below the line, the last
    /// ending in an underline flourish; 0.12–0.3 s pauses between runs.
    static func signature(_ recipe: SynthRecipe, area: CanvasArea, random: inout SeededGenerator) throws(SynthError) -> PlannedDrawing {
        let page = area.usable.offset(by: area.canvas.center)
        let (paths, unit) = runs(
            count: recipe.strokes ?? max(1 + random.nextIndex(below: 3), Int((recipe.penDownDuration / 1.5).rounded(.up))),
            adjustable: recipe.strokes == nil, minimumDuration: 0.4, recipe: recipe, page: page, random: &random
        ) { duration, isLast, random in
            HandwritingModel.signatureRun(duration: duration, endsWithUnderline: isLast, random: &random)
        }
        var layout = FlowLayout(page: page, paths: paths, leading: 0.3 * unit)
        var touches: [PlannedTouch] = []
        var pauses: [Int] = []
        for path in paths {
            let (offset, _) = try layout.place(path.bounds, gap: unit * random.uniform(0.2, 0.6), recipe: recipe)
            if !touches.isEmpty { pauses.append(ShapePlanner.milliseconds(random.uniform(0.12, 0.3))) }
            touches.append(PlannedTouch(path: path, offset: offset))
        }
        return finish(touches, pauses: pauses, layout: layout, area: area)
    }

    /// `count` runs sharing the recipe's pen-down time, scaled to its speed, with the scale
    /// (mm per model unit). When `adjustable` and a run comes out wider than `page`, tries again
    /// with one run more (shorter runs are narrower), while each run keeps `minimumDuration` s.
    private static func runs(
        count: Int, adjustable: Bool, minimumDuration: Double, recipe: SynthRecipe, page: Bounds,
        random: inout SeededGenerator, make: (Double, Bool, inout SeededGenerator) -> LognormalRun
    ) -> (paths: [PenPath], unit: Double) {
        let total = recipe.penDownDuration
        var count = count
        while true {
            let durations = shares(of: total, count: count, random: &random)
            var paths = durations.enumerated().map { index, duration in
                make(duration, index == count - 1, &random).path()
            }
            let unit = normalise(&paths, speed: recipe.speed)
            let fits = paths.allSatisfy { $0.bounds.width <= page.width }
            if fits || !adjustable || total / Double(count + 1) < minimumDuration { return (paths, unit) }
            count += 1
        }
    }

    /// `total` split into `count` random shares (each 0.7–1.3 × the mean), seconds.
    static func shares(of total: Double, count: Int, random: inout SeededGenerator) -> [Double] {
        let weights = (0..<count).map { _ in random.uniform(0.7, 1.3) }
        let sum = weights.reduce(0, +)
        return weights.map { total * $0 / sum }
    }

    private static func finish(_ touches: [PlannedTouch], pauses: [Int], layout: FlowLayout, area: CanvasArea) -> PlannedDrawing {
        var drawing = PlannedDrawing(touches: touches)
        drawing.sequence(pausesMS: pauses)
        if !layout.wrappedPage { drawing.center(at: area.canvas.center) }
        return drawing
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
