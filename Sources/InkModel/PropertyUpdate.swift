/// A later, better value for properties of an earlier sample, matched by `updateIndex`
/// (UIKit's `touchesEstimatedPropertiesUpdated`). Force updates typically arrive 20–25 ms after
/// their sample, some after the touch ended.
///
/// Units as in `TouchSample`; `arrival` in seconds on the trace's clock. The optional values are
/// stored as plain numbers with presence bits (`PresenceBits`): 88 bytes an update instead of 112.
public struct PropertyUpdate: Hashable, Sendable {
    /// The `TouchSample.updateIndex` of the sample this update improves.
    package var updateIndex: Int
    /// The touch of that sample.
    public var touchID: Int
    /// When the platform makes the update available to the app, seconds.
    public var arrival: Double
    private var storedX = 0.0
    private var storedY = 0.0
    private var storedForce = 0.0
    private var storedAltitude = 0.0
    private var storedAzimuth = 0.0
    /// Properties of the sample still only estimated after this update.
    package var stillEstimated: TouchProperties
    /// Properties of the sample for which yet another update will come.
    package var stillExpecting: TouchProperties
    private var present = PresenceBits()

    /// New values; nil means "unchanged by this update".
    public var location: Point? {
        get { present.value(storedX, bit: 0).map { Point(x: $0, y: storedY) } }
        set {
            present.store(newValue?.x, in: &storedX, bit: 0)
            storedY = newValue?.y ?? 0
        }
    }
    public var force: Double? {
        get { present.value(storedForce, bit: 1) }
        set { present.store(newValue, in: &storedForce, bit: 1) }
    }
    public var altitude: Double? {
        get { present.value(storedAltitude, bit: 2) }
        set { present.store(newValue, in: &storedAltitude, bit: 2) }
    }
    public var azimuth: Double? {
        get { present.value(storedAzimuth, bit: 3) }
        set { present.store(newValue, in: &storedAzimuth, bit: 3) }
    }

    public init(
        updateIndex: Int,
        touchID: Int,
        arrival: Double,
        location: Point? = nil,
        force: Double? = nil,
        altitude: Double? = nil,
        azimuth: Double? = nil,
        stillEstimated: TouchProperties = [],
        stillExpecting: TouchProperties = []
    ) {
        self.updateIndex = updateIndex
        self.touchID = touchID
        self.arrival = arrival
        self.stillEstimated = stillEstimated
        self.stillExpecting = stillExpecting
        self.location = location
        self.force = force
        self.altitude = altitude
        self.azimuth = azimuth
    }

    /// The properties this update carries a value for.
    package var updatedProperties: TouchProperties {
        var result: TouchProperties = []
        if force != nil { result.insert(.force) }
        if azimuth != nil { result.insert(.azimuth) }
        if altitude != nil { result.insert(.altitude) }
        if location != nil { result.insert(.location) }
        return result
    }

    /// `sample` with this update's values applied and its estimate flags replaced.
    public func applied(to sample: TouchSample) -> TouchSample {
        var result = sample
        if let location { result.location = location }
        if let force { result.force = force }
        if let altitude { result.altitude = altitude }
        if let azimuth { result.azimuth = azimuth }
        result.estimatedProperties = stillEstimated
        result.expectingUpdates = stillExpecting
        return result
    }

    /// The name of the first non-finite number in the update, or nil when all are finite.
    package var firstNonFiniteField: String? {
        if !arrival.isFinite { return "arrival" }
        if let location, !location.isFinite { return "location" }
        let optionals: [(String, Double?)] = [("force", force), ("altitude", altitude), ("azimuth", azimuth)]
        for (name, value) in optionals where value.map({ !$0.isFinite }) ?? false { return name }
        return nil
    }
}
