import Foundation
import InkDevTools
import InkModel

/// The input events a replay sends for a trace, each at its samples' time: a stylus sample is
/// one pen event (`pointerType` pen, with pressure, tilt and twist), a mouse or trackpad sample
/// one mouse event, and finger samples touch events — the samples of several fingers taken at
/// the same instant go in one event, as a touchscreen reports them.
package struct WebInputSchedule: Sendable {
    /// One event and the trace samples it carries.
    package struct Dispatch: Sendable, Hashable {
        /// When it is sent: its samples' timestamp, seconds on the trace's clock.
        package var time: Double
        /// Indices into `Trace.samples` (consecutive: the samples are in time order).
        package var samples: Range<Int>
        package var event: WebInputEvent
    }

    /// The events in time order.
    package var dispatches: [Dispatch]

    /// The events for `trace` (placed on its canvas: one point is one CSS px). Throws when a pen
    /// or mouse trace has two touches down at once (the protocol has one mouse pointer).
    package init(_ trace: Trace) throws(WebRunError) {
        var dispatches: [Dispatch] = []
        dispatches.reserveCapacity(trace.samples.count)
        var fingers: [Int: DevToolsInput.TouchPoint] = [:]
        var fingerOrder: [Int] = []
        var penDown: Int?
        for (index, sample) in trace.samples.enumerated() {
            switch sample.type {
            case .stylus, .pointer, .indirect:
                if sample.phase == .began {
                    if let other = penDown, other != sample.touchID {
                        throw WebRunError("sample \(index): touch \(sample.touchID) begins while touch \(other) is down; a pen or mouse trace is replayed through one pointer, one touch at a time")
                    }
                    penDown = sample.touchID
                }
                if sample.phase.endsTouch { penDown = nil }
                dispatches.append(Dispatch(time: sample.timestamp, samples: index..<(index + 1), event: Self.mouseEvent(sample)))
            case .direct:
                let point = Self.touchPoint(sample)
                let type: String
                switch sample.phase {
                case .began:
                    type = "touchStart"
                    if fingers[sample.touchID] == nil { fingerOrder.append(sample.touchID) }
                    fingers[sample.touchID] = point
                case .moved, .stationary:
                    type = "touchMove"
                    if fingers[sample.touchID] == nil { fingerOrder.append(sample.touchID) }
                    fingers[sample.touchID] = point
                case .ended, .cancelled:
                    type = sample.phase == .ended ? "touchEnd" : "touchCancel"
                    fingers[sample.touchID] = nil
                    fingerOrder.removeAll { $0 == sample.touchID }
                }
                let points = fingerOrder.compactMap { fingers[$0] }
                // Fingers moved at the same instant are one touchMove, as a touchscreen scans them.
                if type == "touchMove", let last = dispatches.last, last.time == sample.timestamp, last.samples.upperBound == index,
                   case .touch("touchMove", _) = last.event {
                    dispatches[dispatches.count - 1].samples = last.samples.lowerBound..<(index + 1)
                    dispatches[dispatches.count - 1].event = .touch(type: type, points: points)
                } else {
                    dispatches.append(Dispatch(time: sample.timestamp, samples: index..<(index + 1), event: .touch(type: type, points: points)))
                }
            }
        }
        self.dispatches = dispatches
    }

    /// A pen (stylus) or mouse event for `sample`.
    static func mouseEvent(_ sample: TouchSample) -> WebInputEvent {
        let type = switch sample.phase {
        case .began: "mousePressed"
        case .moved, .stationary: "mouseMoved"
        case .ended, .cancelled: "mouseReleased"
        }
        guard sample.type == .stylus else { return .mouse(type: type, x: sample.location.x, y: sample.location.y, pen: nil) }
        let tilt = PenTilt(altitude: sample.altitude, azimuth: sample.azimuth)
        let force = sample.phase.endsTouch ? 0 : Self.pressure(sample) ?? 0.5
        return .mouse(type: type, x: sample.location.x, y: sample.location.y, pen: PenState(force: force, tiltX: tilt.x, tiltY: tilt.y, twist: 0))
    }

    /// A finger of a touch event for `sample`: its contact radius (`majorRadius`, points) and
    /// pressure.
    static func touchPoint(_ sample: TouchSample) -> DevToolsInput.TouchPoint {
        DevToolsInput.TouchPoint(id: sample.touchID, x: sample.location.x, y: sample.location.y, radius: sample.majorRadius, force: pressure(sample))
    }

    /// Force as the web's pressure, 0…1: force / maximum possible force; nil without force.
    static func pressure(_ sample: TouchSample) -> Double? {
        guard let force = sample.force, let maximum = sample.maximumPossibleForce, maximum > 0 else { return nil }
        return min(max(force / maximum, 0), 1)
    }
}
