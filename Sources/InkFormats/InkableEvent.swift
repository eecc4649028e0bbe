import InkIO
import InkModel

/// One element of an Inkable/UIKit touch-event array (see `InkableJSONReader`), checked and
/// typed. Units: `timestamp` seconds, `location` points, angles radians.
struct InkableEvent {
    var touchIdentifier: String
    var timestamp: Double
    var type: TouchType
    var phase: TouchPhase
    var location: Point
    var force: Double?
    var maximumPossibleForce: Double?
    var altitude: Double?
    var azimuth: Double?
    var majorRadius: Double?
    var majorRadiusTolerance: Double?
    var updateIndex: Int?
    var estimated: TouchProperties
    var expecting: TouchProperties
    var isUpdate: Bool
    var isPrediction: Bool
    /// The scale the locations were written at, points per millimetre (`pointsPerMM`, written
    /// by `InkableJSONWriter`; not a UIKit field); nil when absent.
    var pointsPerMM: Double?

    /// UIKit's `UITouch.TouchType` raw values, in order: direct, indirect, pencil, pointer.
    static let typesByRawValue: [TouchType] = [.direct, .indirect, .stylus, .pointer]
    /// UIKit's `UITouch.Phase` raw values 0…4, in order.
    static let phasesByRawValue: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]

    /// Reads an event from `value`; messages name the field (the caller adds the record number).
    /// Required: `touchIdentifier`, `timestamp`, `type`, `phase`, `location`. Absent masks are
    /// empty and absent `isUpdate` / `isPrediction` false; other absent values are nil.
    init(_ value: JSONValue) throws(JSONScanError) {
        guard case .object = value else {
            throw Self.problem("a touch event must be a JSON object, not \(value.kindName)")
        }
        touchIdentifier = try Self.string(value, "touchIdentifier")
        timestamp = try Self.number(value, "timestamp")
        let typeCode = try Self.integer(value, "type", in: 0...3)
        type = Self.typesByRawValue[typeCode]
        let phaseCode = try Self.integer(value, "phase", in: 0...4)
        phase = Self.phasesByRawValue[phaseCode]
        let coordinates = try Self.member(value, "location")
        guard let pair = coordinates.arrayValue, pair.count == 2, let x = pair[0].doubleValue, let y = pair[1].doubleValue else {
            throw Self.problem("field \"location\" must be an array of two numbers [x, y]")
        }
        location = Point(x: x, y: y)
        force = try Self.optionalNumber(value, "force")
        maximumPossibleForce = try Self.optionalNumber(value, "maximumPossibleForce")
        altitude = try Self.optionalNumber(value, "altitudeAngle")
        azimuth = try Self.optionalNumber(value, "azimuth")
        majorRadius = try Self.optionalNumber(value, "majorRadius")
        majorRadiusTolerance = try Self.optionalNumber(value, "majorRadiusTolerance")
        updateIndex = value["estimationUpdateIndex"] == nil ? nil : try Self.integer(value, "estimationUpdateIndex", in: 0...Int.max)
        estimated = try Self.mask(value, "estimatedProperties")
        expecting = try Self.mask(value, "estimatedPropertiesExpectingUpdates")
        isUpdate = try Self.flag(value, "isUpdate")
        isPrediction = try Self.flag(value, "isPrediction")
        pointsPerMM = try Self.optionalNumber(value, "pointsPerMM")
        if let pointsPerMM, !(pointsPerMM > 0 && pointsPerMM.isFinite) {
            throw Self.problem("field \"pointsPerMM\" must be a positive number of points per millimetre")
        }
        if isUpdate && isPrediction {
            throw Self.problem("an event cannot be both an update (isUpdate) and a prediction (isPrediction)")
        }
    }

    /// The event as a model sample of touch `touchID`.
    func sample(touchID: Int, keepingUpdateIndex: Bool) -> TouchSample {
        TouchSample(
            touchID: touchID, timestamp: timestamp, location: location, force: force,
            maximumPossibleForce: maximumPossibleForce, altitude: altitude, azimuth: azimuth,
            majorRadius: majorRadius, majorRadiusTolerance: majorRadiusTolerance, type: type, phase: phase,
            estimatedProperties: estimated, expectingUpdates: expecting,
            updateIndex: keepingUpdateIndex ? updateIndex : nil
        )
    }

    private static func problem(_ message: String) -> JSONScanError {
        JSONScanError(offset: -1, message: message)
    }

    private static func member(_ value: JSONValue, _ key: String) throws(JSONScanError) -> JSONValue {
        guard let member = value[key] else { throw problem("missing field \"\(key)\"") }
        return member
    }

    private static func string(_ value: JSONValue, _ key: String) throws(JSONScanError) -> String {
        let member = try member(value, key)
        guard let text = member.stringValue else {
            throw problem("field \"\(key)\" must be a string, not \(member.kindName)")
        }
        return text
    }

    private static func number(_ value: JSONValue, _ key: String) throws(JSONScanError) -> Double {
        let member = try member(value, key)
        guard let number = member.doubleValue else {
            throw problem("field \"\(key)\" must be a number, not \(member.kindName)")
        }
        return number
    }

    private static func optionalNumber(_ value: JSONValue, _ key: String) throws(JSONScanError) -> Double? {
        guard let member = value[key], !member.isNull else { return nil }
        guard let number = member.doubleValue else {
            throw problem("field \"\(key)\" must be a number, not \(member.kindName)")
        }
        return number
    }

    private static func integer(_ value: JSONValue, _ key: String, in range: ClosedRange<Int>) throws(JSONScanError) -> Int {
        let member = try member(value, key)
        guard let number = member.intValue, range.contains(number) else {
            let bounds = range.upperBound == Int.max ? "≥ \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            throw problem("field \"\(key)\" must be a whole number \(bounds)")
        }
        return number
    }

    private static func mask(_ value: JSONValue, _ key: String) throws(JSONScanError) -> TouchProperties {
        guard value[key] != nil else { return [] }
        return TouchProperties(rawValue: try integer(value, key, in: 0...TouchProperties.all.rawValue))
    }

    private static func flag(_ value: JSONValue, _ key: String) throws(JSONScanError) -> Bool {
        guard let member = value[key] else { return false }
        guard let flag = member.boolValue else {
            throw problem("field \"\(key)\" must be true or false, not \(member.kindName)")
        }
        return flag
    }
}
