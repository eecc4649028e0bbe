import InkModel

/// Plans what a recipe draws: the true paths of all touches in millimetres at 1 kHz, placed on
/// the canvas and in time, before any digitizer sampling.
enum ShapePlanner {
    /// Whole milliseconds of `seconds` (at least 2).
    static func milliseconds(_ seconds: Double) -> Int {
        max(2, Int((seconds * 1000).rounded()))
    }

    static func plan(_ recipe: SynthRecipe, random: inout SeededGenerator) throws(SynthError) -> PlannedDrawing {
        let area = CanvasArea(profile: recipe.profile)
        let durationMS = milliseconds(recipe.penDownDuration)
        let length: Double
        switch recipe.extent {
        case .pathLength(let millimetres): length = millimetres
        case .duration: length = recipe.speed * Double(durationMS) / 1000
        }
        var drawing: PlannedDrawing
        switch recipe.shape {
        case .line:
            drawing = single(StraightShapes.line(length: length, durationMS: durationMS, area: area.usable, random: &random))
        case .polyline:
            let segments = recipe.strokes ?? max(5, Int((length / 60).rounded(.up)))
            drawing = single(StraightShapes.polyline(
                length: length, segments: segments, durationMS: durationMS, area: area.usable, random: &random
            ))
        case .zigzag:
            let segments = recipe.strokes ?? max(8, Int((length / 30).rounded(.up)))
            drawing = single(try StraightShapes.zigzag(
                length: length, segments: segments, height: recipe.size, width: area.usable.width,
                durationMS: durationMS, random: &random
            ))
        case .circle:
            let diameter = recipe.size ?? min(length / Double.pi, min(area.usable.width, area.usable.height))
            drawing = single(CurvedShapes.circle(length: length, diameter: diameter, durationMS: durationMS, random: &random))
        case .spiral:
            drawing = single(try CurvedShapes.spiral(
                length: length, diameter: recipe.size, durationMS: durationMS, area: area.usable, random: &random
            ))
        case .scribble:
            drawing = single(Scribble.path(speed: recipe.speed, side: recipe.size ?? 60, durationMS: durationMS, random: &random))
        case .tap:
            var touch = PlannedTouch(path: StraightShapes.tap(drift: length, durationMS: durationMS, random: &random))
            touch.isTap = true
            drawing = PlannedDrawing(touches: [touch])
        case .handwriting:
            drawing = try HandwritingPlanner.handwriting(recipe, area: area, random: &random)
        case .signature:
            drawing = try HandwritingPlanner.signature(recipe, area: area, random: &random)
        case .fling:
            drawing = FlingPlanner.flings(recipe, area: area, random: &random)
        case .session:
            drawing = try SessionPlanner.session(recipe, area: area, random: &random)
        }
        if recipe.shape.acceptsCenter {
            let center = recipe.center.map { $0 / recipe.profile.pointsPerMM } ?? area.canvas.center
            drawing.center(at: center)
        }
        try checkFit(drawing, area: area, recipe: recipe)
        return drawing
    }

    private static func single(_ path: PenPath) -> PlannedDrawing {
        PlannedDrawing(touches: [PlannedTouch(path: path)])
    }

    private static func checkFit(_ drawing: PlannedDrawing, area: CanvasArea, recipe: SynthRecipe) throws(SynthError) {
        let bounds = drawing.bounds
        guard !area.canvas.contains(bounds) else { return }
        let size = "\(SynthRecipe.format((bounds.width * 10).rounded() / 10))×\(SynthRecipe.format((bounds.height * 10).rounded() / 10)) mm"
        let canvas = "\(SynthRecipe.format((area.canvas.width * 10).rounded() / 10))×\(SynthRecipe.format((area.canvas.height * 10).rounded() / 10)) mm"
        throw SynthError(
            key: "shape", value: recipe.shape.rawValue,
            problem: "the drawing (\(size)) does not fit the \(canvas) canvas of \(recipe.profile.name) where it is placed; draw less, slower or smaller, or move its centre"
        )
    }
}
