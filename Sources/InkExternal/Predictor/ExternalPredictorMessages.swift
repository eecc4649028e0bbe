import Foundation
import InkIO
import InkModel
import InkPredict

/// The lines of the external predictor protocol, version 1 (docs/external-predictor-protocol.md).
///
/// Request: `{"protocol":"inkbench-predictor","version":1,"id":7,"touch":2,"reset":false,
/// "samples":[{"t":0.1,"x":10.0,"y":20.0,"force":0.5,"altitude":1.1,"azimuth":0.2}],
/// "targets":[0.125],"forget":[1]}` — times in seconds, positions in points, force in UIKit
/// units, angles in radians; a sample's missing force or angles are left out.
/// Reply: `{"id":7,"points":[{"t":0.125,"x":12.0,"y":21.0}]}` with one entry per target: a
/// point (`t` at most the target: the child may shorten; `force`, `altitude`, `azimuth`
/// optional) or `null` (it abstains).
enum ExternalPredictorMessages {
    /// The `protocol` value of every request.
    static let protocolName = "inkbench-predictor"
    /// The `version` of every request.
    static let version = 1

    /// One request line (without its line end).
    static func request(
        id: Int, touch: Int, reset: Bool, samples: ArraySlice<PredictorSample>, targets: [Double], forget: [Int]
    ) -> [UInt8] {
        var writer = JSONByteWriter(capacity: 96 + 80 * samples.count)
        writer.append("{\"protocol\":\"inkbench-predictor\",\"version\":")
        writer.appendInteger(version)
        writer.append(",\"id\":")
        writer.appendInteger(id)
        writer.append(",\"touch\":")
        writer.appendInteger(touch)
        writer.append(reset ? ",\"reset\":true,\"samples\":[" : ",\"reset\":false,\"samples\":[")
        for (index, sample) in samples.enumerated() {
            if index > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writer.append("{\"t\":")
            writer.appendNumber(sample.time, field: "t")
            writer.append(",\"x\":")
            writer.appendNumber(sample.location.x, field: "x")
            writer.append(",\"y\":")
            writer.appendNumber(sample.location.y, field: "y")
            writer.appendMember("force", optional: sample.force)
            writer.appendMember("altitude", optional: sample.altitude)
            writer.appendMember("azimuth", optional: sample.azimuth)
            writer.append(byte: UInt8(ascii: "}"))
        }
        writer.append("],\"targets\":[")
        for (index, target) in targets.enumerated() {
            if index > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writer.appendNumber(target, field: "targets")
        }
        writer.append("],\"forget\":[")
        for (index, touch) in forget.enumerated() {
            if index > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writer.appendInteger(touch)
        }
        writer.append("]}")
        return writer.bytes
    }

    /// The predicted points of `reply`, one per target (nil: abstained), checked: `t` finite and
    /// at most its target; `x`, `y` finite and within the
    /// coordinate limit; `force` ≥ 0; `altitude` in 0…π/2; `azimuth` finite.
    static func points(in reply: JSONValue, targets: [Double]) throws(ExternalPredictorReplyError) -> [PredictedPoint?] {
        guard let points = reply["points"] else { throw ExternalPredictorReplyError("no \"points\" (one point or null per target)") }
        guard let list = points.arrayValue else { throw ExternalPredictorReplyError("\"points\" is \(points.kindName), not an array") }
        guard list.count == targets.count else {
            throw ExternalPredictorReplyError("\"points\" has \(list.count) entries for \(targets.count) target\(targets.count == 1 ? "" : "s")")
        }
        var result: [PredictedPoint?] = []
        for (value, target) in zip(list, targets) {
            if value.isNull {
                result.append(nil)
                continue
            }
            guard case .object = value else { throw ExternalPredictorReplyError("a point is \(value.kindName), not an object or null") }
            func number(_ key: String) throws(ExternalPredictorReplyError) -> Double? {
                guard let member = value[key], !member.isNull else { return nil }
                guard let number = member.doubleValue, number.isFinite else {
                    throw ExternalPredictorReplyError("point \"\(key)\" is not a finite number")
                }
                return number
            }
            guard let time = try number("t"), let x = try number("x"), let y = try number("y") else {
                throw ExternalPredictorReplyError("a point needs \"t\", \"x\" and \"y\"")
            }
            guard time <= target + 1e-9 else {
                throw ExternalPredictorReplyError("point t \(format(time)) s is later than its target \(format(target)) s (shorten, never lengthen)")
            }
            let location = Point(x: x, y: y)
            if let problem = InputLimits.current.coordinateProblem(location) { throw ExternalPredictorReplyError("point \(problem)") }
            let force = try number("force"), altitude = try number("altitude"), azimuth = try number("azimuth")
            if let force, force < 0 { throw ExternalPredictorReplyError("point force \(format(force)) is negative") }
            if let altitude, !(0...(Double.pi / 2 + 1e-9)).contains(altitude) {
                throw ExternalPredictorReplyError("point altitude \(format(altitude)) rad is outside 0…π/2")
            }
            result.append(PredictedPoint(time: time, location: location, force: force, altitude: altitude, azimuth: azimuth))
        }
        return result
    }

    /// "target 0.0123 s" or "targets 0.0123…0.0373 s", for messages.
    static func describe(targets: [Double]) -> String {
        guard let first = targets.first, let last = targets.last else { return "no targets" }
        return targets.count == 1 ? "target \(format(first)) s" : "targets \(format(first))…\(format(last)) s"
    }

    /// `value` in messages: six significant digits.
    static func format(_ value: Double) -> String { String(format: "%.6g", value) }
}

/// A reply that is JSON but not what the external predictor protocol allows.
struct ExternalPredictorReplyError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
