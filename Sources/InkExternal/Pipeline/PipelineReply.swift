import InkFormats
import InkModel
import InkPipeline

/// One reply of an external pipeline, checked where it enters against the protocol's ranges
/// (docs/external-protocol.md): every member is optional (`{}` reports nothing). Counts are
/// whole numbers in 0…`PipelineProtocol.maximumCount`; the dirty rectangle's origin and the tip
/// within the coordinate limit, the rectangle's sides at most twice it, the tip's time within
/// the time limit (`InputLimits`); durations in microseconds in
/// 0…`PipelineProtocol.maximumReportedMicroseconds`.
struct PipelineReply: Equatable {
    /// Points (or elements) the pipeline produced in this callback.
    var pointsProduced: Int?
    /// Points the pipeline computed again in this callback (its own unit of work).
    var pointsRecomputed: Int?
    /// The area of the canvas whose ink changed, points.
    var dirty: DirtyRectangle?
    /// The end of the drawn ink after this callback (predicted ink included).
    var tip: ReportedTip?
    /// The pipeline's own measured handler time, microseconds.
    var handlerMicroseconds: Double?
    /// The pipeline's own measured render time, microseconds.
    var renderMicroseconds: Double?

    /// A rectangle in points: origin and size (width and height ≥ 0).
    struct DirtyRectangle: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// The tip of one touch's drawn ink: where, its time (a sample's time or a prediction's
    /// target time, seconds on the trace's clock) and whether it is predicted ink.
    struct ReportedTip: Equatable {
        var touchID: Int
        var point: InkPoint
    }

    /// Reads `reply` (a JSON object) within `limits`; the error says which member is wrong and
    /// why, one line.
    init(_ reply: JSONValue, limits: InputLimits = .current) throws(PipelineReplyError) {
        guard case .object(let members) = reply else { throw PipelineReplyError("the reply is not an object") }
        for member in members where !PipelineProtocol.replyMembers.contains(member.key) {
            throw PipelineReplyError("unknown member '\(member.key)' (known: \(PipelineProtocol.replyMembers.joined(separator: ", ")))")
        }
        pointsProduced = try Self.count(reply["points_produced"], "points_produced")
        pointsRecomputed = try Self.count(reply["points_recomputed"], "points_recomputed")
        handlerMicroseconds = try Self.duration(reply["handler_us"], "handler_us")
        renderMicroseconds = try Self.duration(reply["render_us"], "render_us")
        if let value = reply["dirty"] {
            guard case .object = value else { throw PipelineReplyError("'dirty' must be an object {x, y, width, height} in points") }
            let x = try Self.number(value["x"], "dirty.x"), y = try Self.number(value["y"], "dirty.y")
            let width = try Self.number(value["width"], "dirty.width"), height = try Self.number(value["height"], "dirty.height")
            guard width >= 0, height >= 0 else { throw PipelineReplyError("'dirty' width and height must be ≥ 0 (got \(width) × \(height))") }
            if let problem = limits.coordinateProblem(Point(x: x, y: y)) { throw PipelineReplyError("'dirty' origin: \(problem)") }
            let largest = 2 * limits.maxCoordinate
            guard width <= largest, height <= largest else {
                throw PipelineReplyError("'dirty' width and height must be at most \(String(format: "%g", largest)) pt, twice the coordinate limit (got \(String(format: "%g", width)) × \(String(format: "%g", height)))")
            }
            dirty = DirtyRectangle(x: x, y: y, width: width, height: height)
        }
        if let value = reply["tip"] {
            guard case .object = value else { throw PipelineReplyError("'tip' must be an object {touch, x, y, t, predicted}") }
            guard let touchID = value["touch"]?.intValue else { throw PipelineReplyError("'tip.touch' must be a whole number (the touch id)") }
            let point = Point(x: try Self.number(value["x"], "tip.x"), y: try Self.number(value["y"], "tip.y"))
            let time = try Self.number(value["t"], "tip.t")
            if let problem = limits.coordinateProblem(point) ?? limits.timeProblem(time, "t") { throw PipelineReplyError("'tip': \(problem)") }
            var predicted = false
            if let flag = value["predicted"] {
                guard let bool = flag.boolValue else { throw PipelineReplyError("'tip.predicted' must be true or false") }
                predicted = bool
            }
            tip = ReportedTip(touchID: touchID, point: InkPoint(location: point, timestamp: time, isPredicted: predicted))
        }
    }

    private static func count(_ value: JSONValue?, _ name: String) throws(PipelineReplyError) -> Int? {
        guard let value else { return nil }
        guard let count = value.intValue, (0...PipelineProtocol.maximumCount).contains(count) else {
            throw PipelineReplyError("'\(name)' must be a whole number in 0…\(PipelineProtocol.maximumCount) (got \(value.shortText))")
        }
        return count
    }

    private static func number(_ value: JSONValue?, _ name: String) throws(PipelineReplyError) -> Double {
        guard let value else { throw PipelineReplyError("'\(name)' is missing") }
        guard let number = value.doubleValue, number.isFinite else { throw PipelineReplyError("'\(name)' must be a finite number (got \(value.shortText))") }
        return number
    }

    private static func duration(_ value: JSONValue?, _ name: String) throws(PipelineReplyError) -> Double? {
        guard let value else { return nil }
        let limit = PipelineProtocol.maximumReportedMicroseconds
        guard let number = value.doubleValue, number >= 0, number <= limit else {
            throw PipelineReplyError("'\(name)' must be microseconds in 0…\(Int(limit)) (got \(value.shortText))")
        }
        return number
    }
}

/// What is wrong with a reply's members, one line.
struct PipelineReplyError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

extension JSONValue {
    /// The value for messages: a number's text, a quoted string, else its kind.
    var shortText: String {
        switch self {
        case .number(let text, _): text
        case .string(let text): "\"\(text.prefix(40))\""
        default: kindName
        }
    }
}
