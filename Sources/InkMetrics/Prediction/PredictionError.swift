import InkModel

/// How far one predicted point is from the true position at its target time (docs/prediction.md, after
/// Chromium's prediction metrics). Units: points.
public struct PredictionError: Hashable, Sendable {
    /// Predicted − true position.
    package var vector: Point
    /// Signed component along the true direction of motion: + the prediction is ahead
    /// (over-prediction), − behind (under-prediction). Nil when the path never moves.
    package var alongTrack: Double?
    /// Unsigned distance across the direction of motion. Nil when the path never moves.
    package var crossTrack: Double?

    /// The error of `predicted` against `truth`, split along the unit vector `direction`.
    public init(predicted: Point, truth: Point, direction: Point?) {
        vector = predicted - truth
        if let direction {
            alongTrack = vector.dot(direction)
            crossTrack = abs(vector.x * direction.y - vector.y * direction.x)
        }
    }

    /// |predicted − true|, points.
    public var distance: Double { vector.length }

    /// Jitter between two successive predictions: the length of the change of the error vector.
    package static func jitter(from previous: Point, to current: Point) -> Double {
        (current - previous).length
    }
}
