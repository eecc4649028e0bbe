/// The parameters of the protocol's synthetic input commands (`Input.dispatchMouseEvent`,
/// `Input.dispatchTouchEvent`), built in one place for called and unawaited sends alike.
package enum DevToolsInput {
    /// `Input.dispatchMouseEvent` with the left button: `type` is mousePressed, mouseMoved or
    /// mouseReleased, at `x`,`y` CSS px; `pen` makes it a pen event with its force (0…1), tilts
    /// and twist (degrees). `timestamp` (seconds since 1970) becomes the event's generation time
    /// (the page's `timeStamp`); without it, the time the browser takes the event.
    package static func mouse(_ type: String, x: Double, y: Double, pen: PenState? = nil, timestamp: Double? = nil) -> [String: Any] {
        var parameters: [String: Any] = [
            "type": type, "x": x, "y": y, "button": "left",
            "buttons": type == "mouseReleased" ? 0 : 1, "clickCount": 1,
        ]
        if let timestamp { parameters["timestamp"] = timestamp }
        if let pen {
            parameters["pointerType"] = "pen"
            parameters["force"] = pen.force
            parameters["tiltX"] = pen.tiltX
            parameters["tiltY"] = pen.tiltY
            parameters["twist"] = pen.twist
        }
        return parameters
    }

    /// `Input.dispatchTouchEvent`: `type` is touchStart, touchMove, touchEnd or touchCancel;
    /// `points` are the touches in contact after the event (the browser compares them with the
    /// previous event's to tell which started, moved or ended); `timestamp` as for `mouse`.
    package static func touch(_ type: String, points: [TouchPoint], timestamp: Double? = nil) -> [String: Any] {
        var parameters: [String: Any] = ["type": type, "touchPoints": points.map(\.parameters)]
        if let timestamp { parameters["timestamp"] = timestamp }
        return parameters
    }

    /// One finger of a touch event: position in CSS px, contact radius in CSS px, force 0…1.
    package struct TouchPoint: Sendable, Hashable {
        package var id: Int
        package var x: Double
        package var y: Double
        package var radius: Double?
        package var force: Double?

        package init(id: Int, x: Double, y: Double, radius: Double? = nil, force: Double? = nil) {
            self.id = id
            self.x = x
            self.y = y
            self.radius = radius
            self.force = force
        }

        var parameters: [String: Any] {
            var point: [String: Any] = ["id": id, "x": x, "y": y]
            if let radius {
                point["radiusX"] = radius
                point["radiusY"] = radius
            }
            if let force { point["force"] = force }
            return point
        }
    }
}
