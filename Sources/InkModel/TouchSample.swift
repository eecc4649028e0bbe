import Foundation

/// One digitizer sample as an app would see a `UITouch` snapshot.
///
/// Units: `timestamp` in seconds (any epoch, monotonic within a trace); `location` in points;
/// `force` in UIKit's units (1.0 = an average touch), measured along the pen's axis;
/// `altitude` and `azimuth` in radians (altitude 0 = lying flat, π/2 = upright; azimuth in the
/// screen plane from +x); radii in points.
///
/// The optional numbers are stored as plain numbers with presence bits (`PresenceBits`): 112
/// bytes a sample instead of 160, for traces of a million samples.
public struct TouchSample: Hashable, Sendable {
    /// Identifies the touch (one stroke) this sample belongs to; unique within a trace.
    public var touchID: Int
    /// When the digitizer took the sample, seconds.
    public var timestamp: Double
    /// Where the contact was, points.
    public var location: Point
    private var storedForce = 0.0
    private var storedMaximumPossibleForce = 0.0
    private var storedAltitude = 0.0
    private var storedAzimuth = 0.0
    private var storedMajorRadius = 0.0
    private var storedMajorRadiusTolerance = 0.0
    private var storedUpdateIndex = 0
    /// Properties whose values in this sample are first estimates.
    package var estimatedProperties: TouchProperties
    /// Properties for which a `PropertyUpdate` with this sample's `updateIndex` will still come.
    package var expectingUpdates: TouchProperties
    private var present = PresenceBits()
    private var hasUpdateIndex = false
    public var type: TouchType
    public var phase: TouchPhase

    public var force: Double? {
        get { present.value(storedForce, bit: 0) }
        set { present.store(newValue, in: &storedForce, bit: 0) }
    }
    package var maximumPossibleForce: Double? {
        get { present.value(storedMaximumPossibleForce, bit: 1) }
        set { present.store(newValue, in: &storedMaximumPossibleForce, bit: 1) }
    }
    public var altitude: Double? {
        get { present.value(storedAltitude, bit: 2) }
        set { present.store(newValue, in: &storedAltitude, bit: 2) }
    }
    public var azimuth: Double? {
        get { present.value(storedAzimuth, bit: 3) }
        set { present.store(newValue, in: &storedAzimuth, bit: 3) }
    }
    package var majorRadius: Double? {
        get { present.value(storedMajorRadius, bit: 4) }
        set { present.store(newValue, in: &storedMajorRadius, bit: 4) }
    }
    package var majorRadiusTolerance: Double? {
        get { present.value(storedMajorRadiusTolerance, bit: 5) }
        set { present.store(newValue, in: &storedMajorRadiusTolerance, bit: 5) }
    }
    /// Matches later `PropertyUpdate`s to this sample; nil when none can come.
    package var updateIndex: Int? {
        get { hasUpdateIndex ? storedUpdateIndex : nil }
        set {
            storedUpdateIndex = newValue ?? 0
            hasUpdateIndex = newValue != nil
        }
    }

    public init(
        touchID: Int,
        timestamp: Double,
        location: Point,
        force: Double? = nil,
        maximumPossibleForce: Double? = nil,
        altitude: Double? = nil,
        azimuth: Double? = nil,
        majorRadius: Double? = nil,
        majorRadiusTolerance: Double? = nil,
        type: TouchType,
        phase: TouchPhase,
        estimatedProperties: TouchProperties = [],
        expectingUpdates: TouchProperties = [],
        updateIndex: Int? = nil
    ) {
        self.touchID = touchID
        self.timestamp = timestamp
        self.location = location
        self.estimatedProperties = estimatedProperties
        self.expectingUpdates = expectingUpdates
        self.type = type
        self.phase = phase
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.altitude = altitude
        self.azimuth = azimuth
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.updateIndex = updateIndex
    }

    /// Force perpendicular to the screen: `force / sin(altitude)`, clamped to the maximum
    /// possible force (REFERENCE: Pencil force is measured along its axis). Nil without force.
    package var perpendicularForce: Double? {
        guard let force else { return nil }
        guard let altitude, altitude > 0 else { return force }
        let value = force / sin(altitude)
        if let maximumPossibleForce { return min(value, maximumPossibleForce) }
        return value
    }

    /// The name of the first non-finite number in the sample, or nil when all are finite.
    package var firstNonFiniteField: String? {
        if !timestamp.isFinite { return "timestamp" }
        if !location.x.isFinite { return "location.x" }
        if !location.y.isFinite { return "location.y" }
        let optionals: [(String, Double?)] = [
            ("force", force), ("maximumPossibleForce", maximumPossibleForce),
            ("altitude", altitude), ("azimuth", azimuth),
            ("majorRadius", majorRadius), ("majorRadiusTolerance", majorRadiusTolerance),
        ]
        for (name, value) in optionals where value.map({ !$0.isFinite }) ?? false { return name }
        return nil
    }
}
