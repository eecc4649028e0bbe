import InkDevTools

/// One synthetic input event a replay sends to the page: a pen or mouse event
/// (`Input.dispatchMouseEvent`) or a touch event with every finger in contact
/// (`Input.dispatchTouchEvent`). Positions in CSS px (one per point of the trace's canvas).
package enum WebInputEvent: Sendable, Hashable {
    /// `type` is mousePressed, mouseMoved or mouseReleased; `pen` nil for a plain mouse.
    case mouse(type: String, x: Double, y: Double, pen: PenState?)
    /// `type` is touchStart, touchMove, touchEnd or touchCancel; `points` the fingers in
    /// contact after it.
    case touch(type: String, points: [DevToolsInput.TouchPoint])

    /// The protocol command that sends it.
    package var method: String {
        switch self {
        case .mouse: "Input.dispatchMouseEvent"
        case .touch: "Input.dispatchTouchEvent"
        }
    }

    /// The command's parameters with `timestamp` (seconds since 1970) as its generation time.
    package func parameters(timestamp: Double) -> [String: Any] {
        switch self {
        case .mouse(let type, let x, let y, let pen): DevToolsInput.mouse(type, x: x, y: y, pen: pen, timestamp: timestamp)
        case .touch(let type, let points): DevToolsInput.touch(type, points: points, timestamp: timestamp)
        }
    }

    /// The kind Chromium's `EventLatency` names it by (`event_latency.event_type`): a pen or
    /// mouse move with the button down is `MOUSE_DRAGGED`.
    package var latencyType: String {
        switch self {
        case .mouse(let type, _, _, _):
            switch type {
            case "mousePressed": "MOUSE_PRESSED"
            case "mouseReleased": "MOUSE_RELEASED"
            default: "MOUSE_DRAGGED"
            }
        case .touch(let type, _):
            switch type {
            case "touchStart": "TOUCH_PRESSED"
            case "touchEnd": "TOUCH_RELEASED"
            case "touchCancel": "TOUCH_CANCELLED"
            default: "TOUCH_MOVED"
            }
        }
    }
}
