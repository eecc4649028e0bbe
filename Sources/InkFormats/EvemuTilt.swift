import Foundation
import InkIO

/// Converts raw evdev tilt values (ABS_TILT_X / ABS_TILT_Y) to angles and the pen's altitude
/// and azimuth.
///
/// A tilt value counts units from the axis centre ((min + max + 1) / 2: 0 for −64…63, 64 for
/// 0…127); the resolution is in units per radian, and when it is 0 one unit is one degree (Wacom
/// pens report ±64 units = ±64°). Kernels before Linux 4.x reported Wacom tilt as 0…127 and later
/// ones as −64…63, so a device description from a newer kernel can meet an older recording (the
/// evemu Intuos4 pair does): when every recorded value fits 0…(max − min) but some lie outside
/// the described signed range (on either axis), both axes are read in the older unsigned form
/// (centre (max − min + 1) / 2). Any other value outside the range is an error.
struct EvemuTilt {
    /// Units of the axis centre.
    var centre: Double
    var unitsPerRadian: Double

    private init(centre: Double, resolution: Int) {
        self.centre = centre
        unitsPerRadian = resolution > 0 ? Double(resolution) : 180 / Double.pi
    }

    /// The X and Y tilt conversions for a recording whose tilt events are `recordedX` and
    /// `recordedY` (value and line). The older unsigned form is chosen for both axes together,
    /// since it is a property of the kernel that recorded them.
    static func pair(
        axisX: EvemuAxis, axisY: EvemuAxis,
        recordedX: [(value: Int, line: Int)], recordedY: [(value: Int, line: Int)], file: String
    ) throws(TraceFileError) -> (x: EvemuTilt, y: EvemuTilt) {
        func outside(_ axis: EvemuAxis, _ recorded: [(value: Int, line: Int)]) -> (value: Int, line: Int)? {
            recorded.first { $0.value < axis.minimum || $0.value > axis.maximum }
        }
        func fitsUnsigned(_ axis: EvemuAxis, _ recorded: [(value: Int, line: Int)]) -> Bool {
            axis.minimum < 0 && recorded.allSatisfy { $0.value >= 0 && Double($0.value) <= Double(axis.maximum) - Double(axis.minimum) }
        }
        let signed = (
            x: EvemuTilt(centre: half(Double(axisX.minimum) + Double(axisX.maximum) + 1), resolution: axisX.resolution),
            y: EvemuTilt(centre: half(Double(axisY.minimum) + Double(axisY.maximum) + 1), resolution: axisY.resolution)
        )
        let outsideX = outside(axisX, recordedX), outsideY = outside(axisY, recordedY)
        guard outsideX != nil || outsideY != nil else { return signed }
        if fitsUnsigned(axisX, recordedX) && fitsUnsigned(axisY, recordedY) {
            return (
                EvemuTilt(centre: half(Double(axisX.maximum) - Double(axisX.minimum) + 1), resolution: axisX.resolution),
                EvemuTilt(centre: half(Double(axisY.maximum) - Double(axisY.minimum) + 1), resolution: axisY.resolution)
            )
        }
        let (name, axis, value) = if let outsideX { ("ABS_TILT_X", axisX, outsideX) } else { ("ABS_TILT_Y", axisY, outsideY!) }
        throw TraceFileError(
            file: file, line: value.line,
            message: "\(name) value \(value.value) lies outside the described range \(axis.minimum)…\(axis.maximum)"
        )
    }

    /// Half of `units`, truncated toward zero like integer division; in floating point because
    /// the axis limits may be any 64-bit values, whose sum can overflow.
    private static func half(_ units: Double) -> Double {
        (units / 2).rounded(.towardZero)
    }

    /// The tilt angle of a raw value, radians.
    func angle(_ value: Int) -> Double {
        (Double(value) - centre) / unitsPerRadian
    }

    /// Altitude (angle between pen and screen plane, 0…π/2) and azimuth (in the screen plane from
    /// +x) of a pen tilted by `tiltX` and `tiltY` radians: the pen points along
    /// (tan tiltX, tan tiltY, 1).
    static func altitudeAndAzimuth(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        let dx = tan(tiltX), dy = tan(tiltY)
        return (atan2(1, (dx * dx + dy * dy).squareRoot()), atan2(dy, dx))
    }
}
