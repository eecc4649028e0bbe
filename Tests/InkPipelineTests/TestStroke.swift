import Foundation
import InkModel

/// One touch for a test trace: where the pen goes and how the digitizer reports it.
struct TestStroke {
    var touchID: Int
    var type: TouchType = .stylus
    /// Time of the first sample, seconds.
    var start: Double
    /// Nominal sample interval, seconds.
    var interval: Double = 1.0 / 240
    /// Pen positions, points, one per sample.
    var points: [Point]
    /// Force of sample i (nil for a finger).
    var force: (@Sendable (Int) -> Double)? = { 0.5 + 0.3 * sin(Double($0) / 7) }
    /// Whether samples carry an estimated force and expect a late update.
    var expectsForceUpdates = true
    /// Delay of force updates after their sample, seconds.
    var updateDelay = 0.023
    /// The last sample's phase: `.ended` or `.cancelled`.
    var ending: TouchPhase = .ended

    /// A straight line from `from` to `to` in `count` samples.
    static func line(_ touchID: Int, from: Point, to: Point, count: Int, start: Double) -> TestStroke {
        TestStroke(touchID: touchID, start: start, points: (0..<count).map {
            from.interpolated(to: to, by: Double($0) / Double(max(count - 1, 1)))
        })
    }

    /// A circle around `center` in `count` samples, `turns` times round.
    static func circle(_ touchID: Int, center: Point, radius: Double, count: Int, start: Double, turns: Double = 1) -> TestStroke {
        TestStroke(touchID: touchID, start: start, points: (0..<count).map {
            let angle = 2 * Double.pi * turns * Double($0) / Double(count)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        })
    }

    /// A smooth random scribble starting at `origin`, on 0.5-point steps, from `seed`.
    static func scribble(_ touchID: Int, origin: Point, count: Int, start: Double, seed: UInt64) -> TestStroke {
        var generator = SeededGenerator(seed: seed)
        var heading = generator.nextUniform(in: 0..<(2 * Double.pi))
        var point = origin
        var points: [Point] = []
        for _ in 0..<count {
            heading += 0.25 * generator.nextGaussian()
            let step = 1.5 + generator.nextUnit()
            point = point + Point(x: cos(heading), y: sin(heading)) * step
            points.append(Point(x: (point.x * 2).rounded() / 2, y: (point.y * 2).rounded() / 2))
        }
        return TestStroke(touchID: touchID, start: start, points: points)
    }
}
