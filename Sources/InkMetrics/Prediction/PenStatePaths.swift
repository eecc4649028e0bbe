import Foundation
import InkModel

/// The pen's true force and tilt per touch, read by linear interpolation between the real samples
/// — the counterpart of `TruthPaths` for the values besides position, so predicted force and
/// tilt can be scored. A late property update (`PropertyUpdate`: UIKit's refined force or
/// angles, ~20–25 ms after the sample) replaces its sample's estimated value; cancelled samples
/// are left out. Synthesized traces are read the same way (their samples, not their ground
/// truth, carry force and angles). Units: force in UIKit units, altitude and azimuth in radians.
public struct PenStatePaths: Sendable {
    /// One touch's values at increasing times; nil entries where the device reported none.
    public struct Path: Sendable {
        package var times: [Double] = []
        package var forces: [Double?] = []
        package var altitudes: [Double?] = []
        package var azimuths: [Double?] = []

        mutating func append(time: Double, force: Double?, altitude: Double?, azimuth: Double?) {
            if let last = times.last, time <= last {
                forces[forces.count - 1] = force
                altitudes[altitudes.count - 1] = altitude
                azimuths[azimuths.count - 1] = azimuth
                return
            }
            times.append(time)
            forces.append(force)
            altitudes.append(altitude)
            azimuths.append(azimuth)
        }

        /// The value of `values` at `time`, linear between the neighbouring samples that both
        /// have one (`angular`: along the shorter way round the circle); clamped at the ends.
        func value(_ values: [Double?], at time: Double, angular: Bool = false) -> Double? {
            guard let first = times.first, let last = times.last else { return nil }
            if time <= first { return values[0] }
            if time >= last { return values[values.count - 1] }
            var high = times.firstIndex { $0 > time } ?? times.count - 1
            high = max(high, 1)
            guard let a = values[high - 1], let b = values[high] else { return nil }
            let share = (time - times[high - 1]) / (times[high] - times[high - 1])
            let difference = angular ? PenStatePaths.angle(from: a, to: b) : b - a
            return a + difference * share
        }

        public func force(at time: Double) -> Double? { value(forces, at: time) }
        public func altitude(at time: Double) -> Double? { value(altitudes, at: time) }
        public func azimuth(at time: Double) -> Double? { value(azimuths, at: time, angular: true) }
    }

    /// Per touch ID.
    public let paths: [Int: Path]

    public init(_ trace: Trace) {
        var updated: [Int: [Int: PropertyUpdate]] = [:]
        for update in trace.updates { updated[update.touchID, default: [:]][update.updateIndex] = update }
        var paths: [Int: Path] = [:]
        for sample in trace.samples where sample.phase != .cancelled {
            let update = sample.updateIndex.flatMap { updated[sample.touchID]?[$0] }
            paths[sample.touchID, default: Path()].append(
                time: sample.timestamp, force: update?.force ?? sample.force, altitude: update?.altitude ?? sample.altitude,
                azimuth: update?.azimuth ?? sample.azimuth
            )
        }
        self.paths = paths
    }

    /// The signed smallest angle from `a` to `b`, radians in (−π, π].
    package static func angle(from a: Double, to b: Double) -> Double {
        var difference = (b - a).truncatingRemainder(dividingBy: 2 * Double.pi)
        if difference > Double.pi { difference -= 2 * Double.pi }
        if difference <= -Double.pi { difference += 2 * Double.pi }
        return difference
    }
}
