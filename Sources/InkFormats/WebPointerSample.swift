import Foundation
import InkIO
import InkModel

/// One pointer position of a web recording (`WebRecordingReader`): a PointerEvent, a coalesced
/// event or a predicted event, checked and typed. Units as the page writes them: `t` in
/// milliseconds (the page's `performance.now()` clock), `x`, `y`, `width`, `height` in CSS px,
/// `pressure` 0…1, `tiltX`, `tiltY` −90…90° and `twist` 0…359°, `altitude` 0…π/2 and `azimuth`
/// 0…2π radians.
struct WebPointerSample {
    /// `t` in seconds.
    var seconds: Double
    var x: Double
    var y: Double
    var pressure: Double?
    var tiltX: Double?
    var tiltY: Double?
    var twist: Double?
    var width: Double?
    var height: Double?
    var altitude: Double?
    var azimuth: Double?

    static let fields: Set<String> = ["t", "x", "y", "pressure", "tiltX", "tiltY", "twist", "width", "height", "altitude", "azimuth"]

    /// Reads a sample object; messages name the field (`what` says which sample it is).
    init(_ value: JSONValue, what: String) throws(JSONScanError) {
        guard case .object = value else {
            throw JSONScanError(offset: -1, message: "\(what) must be a JSON object, not \(value.kindName)")
        }
        let reader = JSONFieldReader(value: value, context: what)
        try reader.rejectUnknownKeys(Self.fields)
        let milliseconds = try reader.number("t")
        seconds = Self.seconds(fromMilliseconds: value["t"]) ?? milliseconds / 1000
        x = try reader.number("x")
        y = try reader.number("y")
        func bounded(_ key: String, _ range: ClosedRange<Double>, _ unit: String) throws(JSONScanError) -> Double? {
            guard let number = try reader.optionalNumber(key) else { return nil }
            guard range.contains(number) else {
                throw JSONScanError(offset: -1, message: "\(what) field \"\(key)\" is \(number), outside \(range.lowerBound)…\(range.upperBound) \(unit)")
            }
            return number
        }
        pressure = try bounded("pressure", 0...1, "")
        tiltX = try bounded("tiltX", -90...90, "°")
        tiltY = try bounded("tiltY", -90...90, "°")
        twist = try bounded("twist", 0...360, "°")
        width = try bounded("width", 0...1e6, "px")
        height = try bounded("height", 0...1e6, "px")
        altitude = try bounded("altitude", 0...(Double.pi / 2), "rad")
        azimuth = try bounded("azimuth", 0...(2 * Double.pi), "rad")
    }

    /// The sample as a touch sample of `touchID`: seconds, CSS px taken as points, pressure as
    /// force (maximum 1; none for a mouse, whose pressure is made up), the larger contact side
    /// halved as the radius, altitude and azimuth as given or else from the tilts. Twist has no
    /// place in a touch sample and is not kept.
    func touchSample(touchID: Int, type: TouchType, phase: TouchPhase) -> TouchSample {
        let angles = altitude.map { (altitude: $0, azimuth: azimuth ?? 0) } ?? tiltX.map { Self.angles(tiltX: $0, tiltY: tiltY ?? 0) }
        let diameter = [width, height].compactMap { $0 }.max()
        return TouchSample(
            touchID: touchID, timestamp: seconds, location: Point(x: x, y: y),
            force: type == .pointer ? nil : pressure, maximumPossibleForce: type == .pointer || pressure == nil ? nil : 1,
            altitude: angles?.altitude, azimuth: angles?.azimuth, majorRadius: diameter.map { $0 / 2 },
            type: type, phase: phase
        )
    }

    /// A number of milliseconds as seconds, read from its decimal text so that `1113.4` ms
    /// becomes exactly the double nearest 1.1134 s (dividing by 1000 can be an ulp off); nil
    /// when `value` is not a number.
    static func seconds(fromMilliseconds value: JSONValue?) -> Double? {
        guard case .number(let text, let milliseconds)? = value, milliseconds.isFinite else { return nil }
        return Double(text + "e-3") ?? milliseconds / 1000
    }

    /// Altitude and azimuth (radians) of a pen tilted `tiltX`° towards +x and `tiltY`° towards
    /// +y (PointerEvent tilts, y downwards): upright for no tilt, lying flat at ±90°.
    static func angles(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        if tiltX == 0 && tiltY == 0 { return (Double.pi / 2, 0) }
        let radians = Double.pi / 180
        if abs(tiltX) == 90 || abs(tiltY) == 90 {
            let towardsY: Double = abs(tiltY) == 90 ? (tiltY < 0 ? -1 : 1) : 0
            let towardsX: Double = abs(tiltX) == 90 ? (tiltX < 0 ? -1 : 1) : 0
            let azimuth = atan2(towardsY, towardsX)
            return (0, azimuth < 0 ? azimuth + 2 * Double.pi : azimuth)
        }
        let tanX = tan(tiltX * radians)
        let tanY = tan(tiltY * radians)
        let azimuth = atan2(tanY, tanX)
        return (atan(1 / (tanX * tanX + tanY * tanY).squareRoot()), azimuth < 0 ? azimuth + 2 * Double.pi : azimuth)
    }
}
