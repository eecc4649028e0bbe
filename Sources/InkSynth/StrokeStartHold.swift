import InkModel

/// The platform holding back the force updates of a stroke's early samples and delivering them
/// together later, as in the Inkable recording `pencil-antigrain2.json`: the updates of the
/// samples from 0.045 s to 0.159 s into the stroke all arrived 0.19–0.20 s in (delays 41–154 ms),
/// while in `events.json` none was held (max 34 ms).
///
/// Model (fitted to those two recordings, the only shared ones with updates): with probability
/// `probability` a touch holds the updates of samples taken from `holdStart` to `holdStart` +
/// `window` seconds after its start, `window` uniform in `shortestWindow...longestWindow`; a
/// held update arrives at max(its own delay, the window's end + the profile's maximum delay).
/// The longest delay is so `window` + maximum delay: 0.12–0.155 s, spanning the 154 ms seen here
/// and the 126 ms of a held-out UIKit recording.
enum StrokeStartHold {
    /// Share of touches that hold updates (1 of the 2 recordings).
    static let probability = 0.5
    /// When the held samples begin, seconds after the touch's start.
    static let holdStart = 0.045
    /// Range of the held window's length, seconds.
    static let shortestWindow = 0.080
    static let longestWindow = 0.115

    /// The held span of a touch starting at `start` (seconds), or nil when it holds nothing;
    /// draws two numbers.
    static func span(start: Double, using generator: inout SeededGenerator) -> Range<Double>? {
        let held = generator.nextUnit() < probability
        let length = shortestWindow + (longestWindow - shortestWindow) * generator.nextUnit()
        return held ? (start + holdStart)..<(start + holdStart + length) : nil
    }
}
