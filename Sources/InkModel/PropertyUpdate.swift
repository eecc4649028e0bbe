/// A later, better value for properties of an earlier sample, matched by `updateIndex`
/// (UIKit's `touchesEstimatedPropertiesUpdated`). Force updates typically arrive 20–25 ms after
/// their sample, some after the touch ended.
///
/// Units as in `TouchSample`; `arrival` in seconds on the trace's clock.
public struct PropertyUpdate: Hashable, Sendable {
    /// The `TouchSample.updateIndex` of the sample this update improves.
    public var updateIndex: Int
    /// The touch of that sample.
    public var touchID: Int
    /// When the platform makes the update available to the app, seconds.
    public var arrival: Double
    /// New values; nil means "unchanged by this update".
    public var location: Point?
    public var force: Double?
    public var altitude: Double?
    public var azimuth: Double?
    /// Properties of the sample still only estimated after this update.
    public var stillEstimated: TouchProperties
    /// Properties of the sample for which yet another update will come.
    public var stillExpecting: TouchProperties

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
        self.location = location
        self.force = force
        self.altitude = altitude
        self.azimuth = azimuth
        self.stillEstimated = stillEstimated
        self.stillExpecting = stillExpecting
    }

    /// The properties this update carries a value for.
    public var updatedProperties: TouchProperties {
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
    public var firstNonFiniteField: String? {
        if !arrival.isFinite { return "arrival" }
        if let location, !location.isFinite { return "location" }
        let optionals: [(String, Double?)] = [("force", force), ("altitude", altitude), ("azimuth", azimuth)]
        for (name, value) in optionals where value.map({ !$0.isFinite }) ?? false { return name }
        return nil
    }
}
