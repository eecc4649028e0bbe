import InkModel

extension TimedPath {
    /// The times the path covers (first to last point), seconds; nil for an empty path. Outside
    /// it the pen is up.
    package var span: ClosedRange<Double>? {
        guard let first = times.first, let last = times.last else { return nil }
        return first...last
    }

    /// The time at which the path passes nearest to `point`, searched locally around `time`
    /// (seconds): starting at `time` (clamped to the span), the search follows the path in each
    /// direction while the distance to `point` strictly decreases and stops at the first
    /// local minimum — at a point of a segment, or where the path stands still (a pause keeps
    /// the distance constant, so the search never crosses one). When both directions lead
    /// downhill, the nearer minimum wins (on a tie, the one nearer in time to `time`, then the
    /// earlier). A point that lies on the path at `time` gives `time` itself. Nil for an empty
    /// path.
    package func nearestTime(to point: Point, around time: Double) -> Double? {
        guard let span else { return nil }
        let start = min(max(time, span.lowerBound), span.upperBound)
        guard times.count > 1, let startLocation = position(at: start) else { return start }
        let startDistance = startLocation.distance(to: point)
        let forward = descend(from: start, toward: point, forward: true)
        let backward = descend(from: start, toward: point, forward: false)
        let candidates = [forward, backward].compactMap { $0 }.filter { $0.distance < startDistance }
        let best = candidates.min { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if abs(a.time - start) != abs(b.time - start) { return abs(a.time - start) < abs(b.time - start) }
            return a.time < b.time
        }
        return best?.time ?? start
    }

    /// Follows the path from `start` forward (or backward) while the distance to `point`
    /// strictly decreases; the first local minimum reached, or nil when the distance does not
    /// decrease in that direction at all.
    private func descend(from start: Double, toward point: Point, forward: Bool) -> (time: Double, distance: Double)? {
        var index = startSegment(start, forward: forward)
        var from = start
        var reached: (time: Double, distance: Double)?
        while index >= 0 && index + 1 < times.count {
            let a = locations[index], b = locations[index + 1], t0 = times[index], t1 = times[index + 1]
            let chord = b - a
            let lengthSquared = chord.dot(chord)
            guard lengthSquared > 0, t1 > t0 else { return reached }
            let nearestShare = (point - a).dot(chord) / lengthSquared
            let nearestTime = t0 + (t1 - t0) * nearestShare
            let end = forward ? t1 : t0
            let downhill = forward ? nearestTime > from : nearestTime < from
            guard downhill else { return reached }
            let passesEnd = forward ? nearestTime >= end : nearestTime <= end
            let stop = passesEnd ? end : nearestTime
            let share = (stop - t0) / (t1 - t0)
            let location = a.interpolated(to: b, by: share)
            reached = (stop, location.distance(to: point))
            guard passesEnd else { return reached }
            from = end
            index += forward ? 1 : -1
        }
        return reached
    }

    /// The segment the search leaves `start` through: the one after `start` going forward, the
    /// one before it going backward (at a point's own time, the neighbouring segment).
    private func startSegment(_ start: Double, forward: Bool) -> Int {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= start { low = middle + 1 } else { high = middle }
        }
        let after = low
        if forward { return after - 1 }
        var before = after - 1
        while before >= 0 && times[before] >= start { before -= 1 }
        return before
    }
}
