import InkModel

/// The pen's true position over time, per touch, for tip gap and effective lag (DESIGN §7):
/// the trace's ground truth (1 kHz for synthesized traces) when it has one, otherwise its real
/// samples; linear interpolation in between. Times in seconds, positions in points.
public struct TruePath: Sendable {
    /// One touch's path: times ascending, locations paired by index.
    struct Track: Sendable {
        var times: [Double] = []
        var locations: [Point] = []
    }

    private var tracks: [Int: Track] = [:]
    /// True when built from ground truth, false when from the real samples.
    public let isGroundTruth: Bool

    public init(trace: Trace) {
        isGroundTruth = !trace.groundTruth.isEmpty
        if isGroundTruth {
            for point in trace.groundTruth { append(point.touchID, point.time, point.location) }
        } else {
            for sample in trace.samples where sample.phase != .cancelled {
                append(sample.touchID, sample.timestamp, sample.location)
            }
        }
    }

    private mutating func append(_ touchID: Int, _ time: Double, _ location: Point) {
        if let last = tracks[touchID]?.times.last, time < last { return }
        tracks[touchID, default: Track()].times.append(time)
        tracks[touchID, default: Track()].locations.append(location)
    }

    /// The time span of `touchID`'s path, or nil for an unknown touch.
    public func span(of touchID: Int) -> ClosedRange<Double>? {
        guard let track = tracks[touchID], let first = track.times.first, let last = track.times.last else { return nil }
        return first...last
    }

    /// The position of `touchID` at `time`, linearly interpolated; nil outside the path's span.
    public func position(of touchID: Int, at time: Double) -> Point? {
        guard let track = tracks[touchID], let span = span(of: touchID), span.contains(time) else { return nil }
        let upper = Self.firstIndex(in: track.times, notBefore: time)
        if upper == 0 { return track.locations[0] }
        let t0 = track.times[upper - 1], t1 = track.times[upper]
        let fraction = t1 > t0 ? (time - t0) / (t1 - t0) : 1
        return track.locations[upper - 1].interpolated(to: track.locations[upper], by: fraction)
    }

    /// The time within `window` at which `touchID`'s path passes nearest to `point` (the
    /// nearest point over every segment, interpolating the time along the segment), or nil when
    /// the path has no point in the window.
    public func nearestTime(of touchID: Int, to point: Point, within window: ClosedRange<Double>) -> Double? {
        guard let track = tracks[touchID], !track.times.isEmpty else { return nil }
        var index = max(Self.firstIndex(in: track.times, notBefore: window.lowerBound) - 1, 0)
        var best: (distance: Double, time: Double)?
        while index < track.times.count {
            let t0 = track.times[index]
            if t0 > window.upperBound { break }
            if index + 1 < track.times.count {
                let t1 = track.times[index + 1], a = track.locations[index], b = track.locations[index + 1]
                let segment = b - a
                let lengthSquared = segment.dot(segment)
                var fraction = lengthSquared > 0 ? (point - a).dot(segment) / lengthSquared : 0
                fraction = min(max(fraction, 0), 1)
                var time = t0 + (t1 - t0) * fraction
                time = min(max(time, window.lowerBound), window.upperBound)
                let distance = position(of: touchID, at: time).map { $0.distance(to: point) } ?? .infinity
                if best == nil || distance < best!.distance { best = (distance, time) }
            } else if window.contains(t0) {
                let distance = track.locations[index].distance(to: point)
                if best == nil || distance < best!.distance { best = (distance, t0) }
            }
            index += 1
        }
        return best?.time
    }

    /// The first index whose time is ≥ `time` (binary search; `times.count` when none).
    private static func firstIndex(in times: [Double], notBefore time: Double) -> Int {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
