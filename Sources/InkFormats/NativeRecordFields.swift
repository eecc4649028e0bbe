import InkIO
import InkModel

/// The raw fields of one native record line as the scanner found them, before they become a
/// model value. `present` has the bit of every key given a non-null value.
struct NativeRecordFields {
    var present: UInt32 = 0
    var kind: NativeRecordKind = .sample
    var touchID = 0
    var updateIndex = 0
    var estimated = 0
    var expecting = 0
    var time = 0.0
    var arrival = 0.0
    var x = 0.0
    var y = 0.0
    var force = 0.0
    var maximumForce = 0.0
    var altitude = 0.0
    var azimuth = 0.0
    var majorRadius = 0.0
    var majorRadiusTolerance = 0.0
    var type: TouchType = .direct
    var phase: TouchPhase = .began
    var samples: Range<Int> = 0..<0
    var updates: Range<Int> = 0..<0

    @inline(__always)
    func has(_ key: NativeRecordKey) -> Bool { present & key.bit != 0 }

    @inline(__always)
    func optional(_ key: NativeRecordKey, _ value: Double) -> Double? { has(key) ? value : nil }

    /// The model value these fields describe; checks what the scanner could not (masks, a
    /// location given whole).
    func record() throws(JSONScanError) -> NativeTraceRecord {
        switch kind {
        case .sample: .sample(try touchSample())
        case .prediction: .prediction(try touchSample())
        case .update: .update(try propertyUpdate())
        case .groundTruth: .groundTruth(groundTruthPoint())
        case .callback: .callback(time: time, samples: samples, updates: updates)
        }
    }

    /// The sample (or predicted touch) these fields describe.
    func touchSample() throws(JSONScanError) -> TouchSample {
        TouchSample(
            touchID: touchID, timestamp: time, location: Point(x: x, y: y),
            force: optional(.force, force), maximumPossibleForce: optional(.maximumForce, maximumForce),
            altitude: optional(.altitude, altitude), azimuth: optional(.azimuth, azimuth),
            majorRadius: optional(.majorRadius, majorRadius),
            majorRadiusTolerance: optional(.majorRadiusTolerance, majorRadiusTolerance),
            type: type, phase: phase,
            estimatedProperties: try properties(.estimated, estimated),
            expectingUpdates: try properties(.expecting, expecting),
            updateIndex: has(.updateIndex) ? updateIndex : nil
        )
    }

    /// The property update these fields describe.
    func propertyUpdate() throws(JSONScanError) -> PropertyUpdate {
        let location: Point?
        switch (has(.x), has(.y)) {
        case (true, true): location = Point(x: x, y: y)
        case (false, false): location = nil
        default: throw Self.problem("an update needs both \"x\" and \"y\" or neither")
        }
        return PropertyUpdate(
            updateIndex: updateIndex, touchID: touchID, arrival: arrival, location: location,
            force: optional(.force, force), altitude: optional(.altitude, altitude),
            azimuth: optional(.azimuth, azimuth),
            stillEstimated: try properties(.estimated, estimated),
            stillExpecting: try properties(.expecting, expecting)
        )
    }

    /// The ground-truth point these fields describe.
    func groundTruthPoint() -> GroundTruthPoint {
        GroundTruthPoint(touchID: touchID, time: time, location: Point(x: x, y: y), force: optional(.force, force))
    }

    private func properties(_ key: NativeRecordKey, _ mask: Int) throws(JSONScanError) -> TouchProperties {
        guard mask >= 0 && mask <= TouchProperties.all.rawValue else {
            throw Self.problem("field \"\(key.text)\" must be a property mask from 0 to 15 (force 1, azimuth 2, altitude 4, location 8), not \(mask)")
        }
        return TouchProperties(rawValue: mask)
    }

    /// A problem with the record's meaning rather than its syntax (no column to point at).
    static func problem(_ message: String) -> JSONScanError {
        JSONScanError(offset: -1, message: message)
    }
}
