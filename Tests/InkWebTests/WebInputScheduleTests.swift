import Foundation
import InkDevTools
import InkModel
import InkWeb
import Testing

/// What a replay sends for a trace: one pen event per stylus sample with its pressure and tilt,
/// touch events with every finger down, fingers sampled together in one event.
struct WebInputScheduleTests {
    private static func sample(
        _ touch: Int, _ time: Double, _ x: Double, _ phase: TouchPhase, type: TouchType = .stylus, force: Double? = 2, altitude: Double? = nil
    ) -> TouchSample {
        var sample = TouchSample(touchID: touch, timestamp: time, location: Point(x: x, y: 10), type: type, phase: phase)
        if let force {
            sample.force = force
            sample.maximumPossibleForce = 4
        }
        if let altitude {
            sample.altitude = altitude
            sample.azimuth = 0
        }
        return sample
    }

    private static func trace(_ samples: [TouchSample]) -> Trace {
        Trace(header: TraceHeader(profile: .ipadProPencil120, sourceKind: .native, source: "test"), samples: samples)
    }

    @Test func penSamplesArePenEventsWithPressureAndTilt() throws {
        let schedule = try WebInputSchedule(Self.trace([
            Self.sample(1, 0.000, 10, .began, altitude: .pi / 2), Self.sample(1, 0.004, 12, .moved, altitude: .pi / 4),
            Self.sample(1, 0.008, 14, .ended),
        ]))
        #expect(schedule.dispatches.map(\.time) == [0, 0.004, 0.008])
        #expect(schedule.dispatches.map(\.samples) == [0..<1, 1..<2, 2..<3])
        guard case .mouse("mousePressed", 10, 10, let down?) = schedule.dispatches[0].event,
              case .mouse("mouseMoved", 12, 10, let moved?) = schedule.dispatches[1].event,
              case .mouse("mouseReleased", 14, 10, let up?) = schedule.dispatches[2].event
        else {
            Issue.record("not pen events: \(schedule.dispatches.map(\.event))")
            return
        }
        #expect(down.force == 0.5 && abs(down.tiltX) < 1e-9 && abs(down.tiltY) < 1e-9)
        #expect(abs(moved.tiltX - 45) < 1e-9 && abs(moved.tiltY) < 1e-9)
        #expect(up.force == 0)
        #expect(schedule.dispatches.map(\.event.latencyType) == ["MOUSE_PRESSED", "MOUSE_DRAGGED", "MOUSE_RELEASED"])
        let parameters = schedule.dispatches[1].event.parameters(timestamp: 1234.5)
        #expect(parameters["pointerType"] as? String == "pen" && parameters["timestamp"] as? Double == 1234.5 && parameters["buttons"] as? Int == 1)
    }

    /// Without force a pen presses at the web's default 0.5; without altitude it is upright.
    @Test func penWithoutForceOrTiltUsesTheWebDefaults() throws {
        let schedule = try WebInputSchedule(Self.trace([Self.sample(1, 0, 10, .began, force: nil)]))
        guard case .mouse(_, _, _, let pen?) = schedule.dispatches[0].event else { Issue.record("not a pen event"); return }
        #expect(pen == PenState(force: 0.5))
        #expect(PenTilt(altitude: 0.3, azimuth: .pi / 2).x.magnitude < 1e-9)
        #expect(abs(PenTilt(altitude: 0.3, azimuth: .pi / 2).y - (90 - 0.3 * 180 / .pi)) < 1e-9)
    }

    @Test func fingersSampledTogetherAreOneTouchEvent() throws {
        let schedule = try WebInputSchedule(Self.trace([
            Self.sample(1, 0.000, 10, .began, type: .direct), Self.sample(2, 0.000, 50, .began, type: .direct),
            Self.sample(1, 0.008, 11, .moved, type: .direct), Self.sample(2, 0.008, 51, .moved, type: .direct),
            Self.sample(1, 0.016, 12, .ended, type: .direct), Self.sample(2, 0.024, 52, .ended, type: .direct),
        ]))
        let kinds = schedule.dispatches.map { dispatch -> String in
            guard case .touch(let type, let points) = dispatch.event else { return "mouse" }
            return "\(type) \(points.map(\.id))"
        }
        #expect(kinds == ["touchStart [1]", "touchStart [1, 2]", "touchMove [1, 2]", "touchEnd [2]", "touchEnd []"])
        #expect(schedule.dispatches[2].samples == 2..<4)
        #expect(schedule.dispatches.map(\.event.latencyType) == ["TOUCH_PRESSED", "TOUCH_PRESSED", "TOUCH_MOVED", "TOUCH_RELEASED", "TOUCH_RELEASED"])
    }

    @Test func aPenTraceWithTwoTouchesDownAtOnceIsRefused() {
        #expect(throws: WebRunError.self) {
            try WebInputSchedule(Self.trace([Self.sample(1, 0, 10, .began), Self.sample(2, 0.004, 20, .began)]))
        }
    }
}
