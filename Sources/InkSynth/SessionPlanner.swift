import InkModel

/// Plans a mixed session: pencil strokes of several shapes plus finger pans and taps, scattered
/// over the canvas, one after another with pen-up pauses of 0.25–0.8 s.
///
/// Every stroke but a tap moves at the recipe's mean speed. Strokes are capped at a path length
/// that fits the canvas; the time a capped stroke cannot use goes to the uncapped ones (circle,
/// scribble, spiral), so the total pen-down time is the recipe's when any of those is present.
enum SessionPlanner {
    /// What one touch of a session draws.
    enum Stroke: Sendable {
        case word, line, circle, scribble, polyline, zigzag, spiral, pencilTap, fingerPan, fingerTap

        var isTap: Bool { self == .pencilTap || self == .fingerTap }
        var isFinger: Bool { self == .fingerPan || self == .fingerTap }

        /// Longest path this stroke may take, mm, given the usable canvas; nil when unlimited.
        func lengthCap(area: Bounds) -> Double? {
            let side = min(area.width, area.height)
            switch self {
            case .word: return 250
            case .line: return 0.8 * side
            case .fingerPan: return 0.6 * side
            case .polyline: return 1.5 * side
            case .zigzag: return side
            case .circle, .scribble, .spiral, .pencilTap, .fingerTap: return nil
            }
        }
    }

    static let pencilStrokes: [Stroke] = [.word, .line, .circle, .scribble, .polyline, .zigzag, .spiral, .pencilTap]

    static func session(_ recipe: SynthRecipe, area: CanvasArea, random: inout SeededGenerator) throws(SynthError) -> PlannedDrawing {
        let strokes = choose(count: recipe.strokes ?? 8, mixesFinger: recipe.profile.touchType == .stylus, random: &random)
        let durations = allot(recipe.penDownDuration, to: strokes, speed: recipe.speed, area: area.usable, random: &random)
        let page = area.usable.offset(by: area.canvas.center)
        var touches: [PlannedTouch] = []
        var pauses: [Int] = []
        for (stroke, duration) in zip(strokes, durations) {
            let path = try makePath(stroke, duration: duration, speed: recipe.speed, area: area.usable, random: &random)
            let bounds = path.bounds
            let xRange = (page.minX - bounds.minX)...(page.maxX - bounds.maxX)
            let yRange = (page.minY - bounds.minY)...(page.maxY - bounds.maxY)
            guard xRange.lowerBound <= xRange.upperBound, yRange.lowerBound <= yRange.upperBound else {
                throw SynthError(
                    key: "speed", value: SynthRecipe.format(recipe.speed),
                    problem: "a session stroke comes out larger than the canvas; lower the speed"
                )
            }
            let offset = Point(
                x: random.uniform(xRange.lowerBound, xRange.upperBound), y: random.uniform(yRange.lowerBound, yRange.upperBound)
            )
            touches.append(PlannedTouch(path: path, offset: offset, contact: stroke.isFinger ? .finger : .profileDevice, isTap: stroke.isTap))
            pauses.append(ShapePlanner.milliseconds(random.uniform(0.25, 0.8)))
        }
        var drawing = PlannedDrawing(touches: touches)
        drawing.sequence(pausesMS: pauses)
        return drawing
    }

    /// `count` strokes in random order: on a pen device a quarter of them (at least two when
    /// there are three or more) are finger pans and taps; at least one is a moving pencil stroke.
    static func choose(count: Int, mixesFinger: Bool, random: inout SeededGenerator) -> [Stroke] {
        let fingerCount = !mixesFinger ? 0 : count >= 3 ? max(2, count / 4) : count - 1
        var result: [Stroke] = (0..<fingerCount).map { $0 % 2 == 0 ? .fingerPan : .fingerTap }
        var pencil = (fingerCount..<count).map { _ in pencilStrokes[random.nextIndex(below: pencilStrokes.count)] }
        if !pencil.contains(where: { !$0.isTap }) { pencil[0] = .word }
        result += pencil
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, random.nextIndex(below: index + 1))
        }
        return result
    }

    /// Pen-down seconds for each stroke: taps 80–120 ms, the rest share the remaining time in
    /// random proportions (at least 0.3 s each), capped by each stroke's length cap.
    private static func allot(_ total: Double, to strokes: [Stroke], speed: Double, area: Bounds, random: inout SeededGenerator) -> [Double] {
        var durations = strokes.map { $0.isTap ? random.uniform(0.08, 0.12) : 0 }
        let moving = strokes.indices.filter { !strokes[$0].isTap }
        let available = max(total - durations.reduce(0, +), 0.3 * Double(moving.count))
        let weights = moving.map { _ in random.uniform(0.6, 1.4) }
        let weightSum = weights.reduce(0, +)
        var spare = 0.0
        for (index, weight) in zip(moving, weights) {
            let wanted = max(0.3, available * weight / weightSum)
            let cap = strokes[index].lengthCap(area: area).map { max(0.3, $0 / speed) } ?? .infinity
            durations[index] = min(wanted, cap)
            spare += wanted - durations[index]
        }
        let uncapped = moving.filter { strokes[$0].lengthCap(area: area) == nil }
        for index in uncapped { durations[index] += spare / Double(uncapped.count) }
        return durations
    }

    private static func makePath(
        _ stroke: Stroke, duration: Double, speed: Double, area: Bounds, random: inout SeededGenerator
    ) throws(SynthError) -> PenPath {
        let durationMS = ShapePlanner.milliseconds(duration)
        let length = speed * Double(durationMS) / 1000
        switch stroke {
        case .word:
            var path = HandwritingModel.word(duration: duration, random: &random).path()
            path.scale(by: speed / path.meanSpeed)
            return path
        case .line, .fingerPan:
            return StraightShapes.line(length: length, durationMS: durationMS, area: area, random: &random)
        case .circle:
            return CurvedShapes.circle(length: length, diameter: min(length / Double.pi, 60), durationMS: durationMS, random: &random)
        case .scribble:
            return Scribble.path(speed: speed, side: 40, durationMS: durationMS, random: &random)
        case .polyline:
            return StraightShapes.polyline(length: length, segments: 3 + random.nextIndex(below: 3), durationMS: durationMS, area: area, random: &random)
        case .zigzag:
            return try StraightShapes.zigzag(
                length: length, segments: 5, height: nil, width: area.width, durationMS: durationMS, random: &random
            )
        case .spiral:
            return try CurvedShapes.spiral(length: length, diameter: nil, durationMS: durationMS, area: area, random: &random)
        case .pencilTap, .fingerTap:
            return StraightShapes.tap(drift: random.uniform(0.1, 0.4), durationMS: durationMS, random: &random)
        }
    }
}
