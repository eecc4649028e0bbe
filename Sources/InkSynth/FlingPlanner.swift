import Foundation
import InkModel

/// Plans `fling`: quick straight finger swipes, the way a finger scrolls a list. Each fling
/// rests 0–40 ms where it lands, then lifts off while still speeding up or at its fastest: a
/// minimum-jerk movement cut at a random 45–60% of its time (so the finger leaves the glass
/// moving, as in the recorded flings of Android's own velocity tests), mostly up or down the
/// screen (within 0.3 rad of vertical), its mean speed a random 0.3–2 × the recipe's speed, the
/// faster ones shorter (1–1.5 × the mean fling time at the slowest, 0.7–1 × at the fastest);
/// 150–400 ms of pen-up time between flings. Millimetres, whole milliseconds.
enum FlingPlanner {
    static func flings(_ recipe: SynthRecipe, area: CanvasArea, random: inout SeededGenerator) -> PlannedDrawing {
        let total = recipe.penDownDuration
        let count = recipe.strokes ?? max(1, Int((total / 0.085).rounded()))
        let usable = area.usable
        var touches: [PlannedTouch] = []
        var pauses: [Int] = []
        var upwards = random.chance(0.5)
        for _ in 0..<count {
            let pace = random.uniform(0.3, 2.0)
            let meanSpeed = recipe.speed * pace
            // Faster flings are shorter, as recorded: 1.25 × the mean length at the slowest, 0.85 × at the fastest.
            let share = random.uniform(0.8, 1.2) * (1.25 - 0.4 * (pace - 0.3) / 1.7)
            let durationMS = max(20, Int((total / Double(count) * 1000 * share).rounded()))
            let cut = random.uniform(0.45, 0.6)
            let covered = MinimumJerk.progress(cut)
            let fullTime = Double(durationMS) / 1000 / cut
            let travel = meanSpeed * Double(durationMS) / 1000
            let reach = min(travel / covered, 0.9 * usable.height / covered)
            let angle = (upwards ? -Double.pi / 2 : Double.pi / 2) + random.uniform(-0.3, 0.3)
            let direction = Point(x: cos(angle), y: sin(angle))
            let restMS = Int(random.uniform(0, 40).rounded())
            let path = PenPath(durationMS: durationMS + restMS) { k in
                direction * (reach * MinimumJerk.progress(Double(max(0, k - restMS)) / 1000 / fullTime))
            }
            let start = Point(
                x: random.uniform(usable.minX + 0.2 * usable.width, usable.maxX - 0.2 * usable.width),
                y: upwards ? usable.maxY - random.uniform(0, 0.1 * usable.height) : usable.minY + random.uniform(0, 0.1 * usable.height)
            )
            touches.append(PlannedTouch(path: path, offset: start + area.canvas.center))
            pauses.append(Int(random.uniform(150, 400).rounded()))
            upwards = random.chance(0.7) ? upwards : !upwards
        }
        var drawing = PlannedDrawing(touches: touches)
        drawing.sequence(pausesMS: pauses)
        return drawing
    }
}
