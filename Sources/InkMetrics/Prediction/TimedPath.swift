import InkModel

/// The true path of one touch as positions at increasing times, read by linear interpolation:
/// the synthesizer's ground truth (1 kHz) or, for recordings, the real samples themselves.
/// Units: seconds, points.
///
/// The points are a slice of ground-truth points: of the trace's own ground truth, shared
/// without a copy (`init(sharing:)`), or of points appended one by one.
public struct TimedPath: Hashable, Sendable {
    /// The points in increasing time; only `time` and `location` count.
    private(set) var points: ArraySlice<GroundTruthPoint> = []

    public init() {}

    /// The path through `points` as they are, sharing their storage; their times must
    /// increase strictly (`TruthPaths` checks this before sharing).
    init(sharing points: ArraySlice<GroundTruthPoint>) {
        self.points = points
    }

    /// The times of the points, seconds, indexed from 0.
    package var times: Times { Times(points: points) }
    /// The locations of the points, points, indexed from 0.
    package var locations: Locations { Locations(points: points) }

    /// Appends a point; a time not after the last one replaces the last point.
    public mutating func append(time: Double, location: Point) {
        if let last = points.last, time <= last.time {
            points[points.endIndex - 1].location = location
            return
        }
        points.append(GroundTruthPoint(touchID: 0, time: time, location: location))
    }

    public static func == (lhs: TimedPath, rhs: TimedPath) -> Bool {
        lhs.points.elementsEqual(rhs.points) { $0.time == $1.time && $0.location == $1.location }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(points.count)
        for point in points {
            hasher.combine(point.time)
            hasher.combine(point.location)
        }
    }

    public var isEmpty: Bool { times.isEmpty }
    /// When the touch ended (the pen went up), seconds.
    package var endTime: Double? { times.last }
    /// Where the touch ended, points.
    package var endLocation: Point? { locations.last }

    /// The index i with times[i] ≤ time < times[i+1], clamped to the valid segments.
    private func segment(containing time: Double) -> Int {
        var low = 0, high = times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle } else { high = middle }
        }
        return low
    }

    /// The position at `time`, interpolated linearly; clamped to the ends outside the path.
    public func position(at time: Double) -> Point? {
        guard let first = times.first, let last = times.last else { return nil }
        if time <= first { return locations[0] }
        if time >= last { return locations[locations.count - 1] }
        let i = segment(containing: time)
        let share = (time - times[i]) / (times[i + 1] - times[i])
        return locations[i].interpolated(to: locations[i + 1], by: share)
    }

    /// The unit direction of motion at `time`: that of the segment containing it, or when that one
    /// has zero length, of the nearest moving segment before it, else after it. Nil when the
    /// path never moves.
    package func direction(at time: Double) -> Point? {
        guard times.count >= 2 else { return nil }
        let start = segment(containing: time)
        for i in stride(from: start, through: 0, by: -1) {
            if let direction = unitDirection(of: i) { return direction }
        }
        for i in (start + 1)..<(times.count - 1) {
            if let direction = unitDirection(of: i) { return direction }
        }
        return nil
    }

    private func unitDirection(of segment: Int) -> Point? {
        let delta = locations[segment + 1] - locations[segment]
        let length = delta.length
        return length > 0 ? delta / length : nil
    }
}
