import InkModel

/// One point of a polyline as the geometry stages see it: a touch sample reduced to what the
/// filters, smoothers and (later) renderers need.
///
/// Units: `location` in points; `timestamp` in seconds on the trace's clock; `force` is the force
/// perpendicular to the screen in UIKit units (`TouchSample.perpendicularForce`: along-axis force
/// / sin(altitude), clamped to the maximum possible force), used for width tapering;
/// `altitude` and `azimuth` in radians. Optional values are nil when the digitizer reports none.
public struct InkPoint: Hashable, Sendable {
    public var location: Point
    public var timestamp: Double
    public var force: Double?
    public var altitude: Double?
    public var azimuth: Double?
    /// True for a point taken from a predicted touch: temporary ink, replaced on every callback.
    public var isPredicted: Bool

    public init(
        location: Point,
        timestamp: Double,
        force: Double? = nil,
        altitude: Double? = nil,
        azimuth: Double? = nil,
        isPredicted: Bool = false
    ) {
        self.location = location
        self.timestamp = timestamp
        self.force = force
        self.altitude = altitude
        self.azimuth = azimuth
        self.isPredicted = isPredicted
    }

    /// The polyline point for a (merged) touch sample.
    public init(_ sample: TouchSample, isPredicted: Bool) {
        self.init(
            location: sample.location,
            timestamp: sample.timestamp,
            force: sample.perpendicularForce,
            altitude: sample.altitude,
            azimuth: sample.azimuth,
            isPredicted: isPredicted
        )
    }

    /// This point moved to `location`, every other value kept.
    @inlinable
    public func moved(to location: Point) -> InkPoint {
        var result = self
        result.location = location
        return result
    }
}
