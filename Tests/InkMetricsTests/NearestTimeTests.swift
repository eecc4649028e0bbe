import Foundation
import InkMetrics
import InkModel
import Testing

/// `TimedPath.nearestTime(to:around:)`: the local search behind effective lag.
struct NearestTimeTests {
    /// x = 100 t (points, t in seconds) for 0…1 s, standing still at x = 100 for 1…2 s, then
    /// x = 100 + 100 (t − 2) for 2…3 s; y = 0. Points every 10 ms.
    static func pausedPath() -> TimedPath {
        var path = TimedPath()
        for step in 0...300 {
            let time = Double(step) / 100
            let x = time <= 1 ? 100 * time : (time <= 2 ? 100 : 100 + 100 * (time - 2))
            path.append(time: time, location: Point(x: x, y: 0))
        }
        return path
    }

    @Test("a point on the path at the start time is found at that time, also on a pause")
    func onThePath() throws {
        let path = Self.pausedPath()
        for time in [0.0, 0.2345, 1.0, 1.3, 1.999, 2.5, 3.0] {
            let point = try #require(path.position(at: time))
            #expect(try #require(path.nearestTime(to: point, around: time)) == time)
        }
    }

    @Test("from a wrong start time the search walks to where the pen passed the point")
    func walksToTheMinimum() throws {
        let path = Self.pausedPath()
        #expect(abs(try #require(path.nearestTime(to: Point(x: 42, y: 3), around: 0.7)) - 0.42) < 1e-12)
        #expect(abs(try #require(path.nearestTime(to: Point(x: 42, y: -3), around: 0.1)) - 0.42) < 1e-12)
        #expect(abs(try #require(path.nearestTime(to: Point(x: 150, y: 0), around: 2.9)) - 2.5) < 1e-12)
    }

    @Test("the search never crosses a pause: it stops where the path stands still")
    func stopsAtAPause() throws {
        let path = Self.pausedPath()
        #expect(try #require(path.nearestTime(to: Point(x: 103, y: 0), around: 1.4)) == 1.4, "inside the pause: its own time")
        #expect(abs(try #require(path.nearestTime(to: Point(x: 100, y: 5), around: 0.8)) - 1) < 1e-12, "coming into the pause: its start")
        #expect(abs(try #require(path.nearestTime(to: Point(x: 100, y: 5), around: 2.3)) - 2) < 1e-12, "leaving the pause: its end")
    }

    @Test("a start time outside the path is clamped to its ends; an overshoot past pen-up stays at the end")
    func clampedToTheSpan() throws {
        let path = Self.pausedPath()
        #expect(path.span == 0...3)
        #expect(try #require(path.nearestTime(to: Point(x: 210, y: 0), around: 3.05)) == 3)
        #expect(abs(try #require(path.nearestTime(to: Point(x: 150, y: 0), around: 3.2)) - 2.5) < 1e-12)
        #expect(try #require(path.nearestTime(to: Point(x: -5, y: 0), around: -1)) == 0)
        #expect(TimedPath().nearestTime(to: Point(x: 0, y: 0), around: 0) == nil)
    }

    @Test("on a circle drawn twice, the pass near the start time is chosen, not the other")
    func localOnALoop() throws {
        var path = TimedPath()
        for step in 0...2000 {
            let time = Double(step) / 1000
            let angle = 2 * Double.pi * time
            path.append(time: time, location: Point(x: 100 * cos(angle), y: 100 * sin(angle)))
        }
        let point = try #require(path.position(at: 1.25))
        #expect(abs(try #require(path.nearestTime(to: point, around: 1.27)) - 1.25) < 1e-6)
        #expect(abs(try #require(path.nearestTime(to: point, around: 0.23)) - 0.25) < 1e-6)
    }
}
