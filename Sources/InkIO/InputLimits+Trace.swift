import Foundation
import InkModel

extension InputLimits {
    /// The first record of `trace` beyond these limits — more records than `maxRecords`, a
    /// coordinate beyond ±`maxCoordinate` points, a time beyond ±`maxTime` seconds, more than
    /// `maxSimultaneousTouches` touches in contact at once — as a problem the readers map to a
    /// line or record like `Trace.firstProblem()`'s; nil when the trace is within them. Run it
    /// on a valid trace.
    public func firstProblem(in trace: Trace) -> TraceProblem? {
        let records = trace.samples.count + trace.updates.count + trace.groundTruth.count + trace.callbacks.count
        if records > maxRecords {
            return TraceProblem(record: .trace, message: "\(records) records are more than \(exceeded(.records))")
        }
        var active = Set<Int>()
        for (index, sample) in trace.samples.enumerated() {
            if let problem = timeProblem(sample.timestamp, "timestamp") ?? coordinateProblem(sample.location) {
                return TraceProblem(record: .sample(index), message: problem)
            }
            if sample.phase.endsTouch {
                active.remove(sample.touchID)
            } else if active.insert(sample.touchID).inserted && active.count > maxSimultaneousTouches {
                return TraceProblem(
                    record: .sample(index),
                    message: "touch \(sample.touchID) makes \(active.count) touches in contact at once, more than \(exceeded(.simultaneousTouches))"
                )
            }
        }
        for (index, update) in trace.updates.enumerated() {
            if let problem = timeProblem(update.arrival, "arrival") ?? update.location.flatMap(coordinateProblem) {
                return TraceProblem(record: .update(index), message: problem)
            }
        }
        for (index, point) in trace.groundTruth.enumerated() {
            if let problem = timeProblem(point.time, "time") ?? coordinateProblem(point.location) {
                return TraceProblem(record: .groundTruth(index), message: problem)
            }
        }
        for (index, callback) in trace.callbacks.enumerated() {
            if let problem = timeProblem(callback.time, "time") {
                return TraceProblem(record: .callback(index), message: problem)
            }
            for prediction in callback.predictions {
                if let problem = timeProblem(prediction.timestamp, "timestamp") ?? coordinateProblem(prediction.location) {
                    return TraceProblem(record: .callback(index), message: "prediction \(problem)")
                }
            }
        }
        return nil
    }

    /// Why `location` (points) is beyond the coordinate limit, or nil.
    package func coordinateProblem(_ location: Point) -> String? {
        func beyond(_ name: String, _ value: Double) -> String {
            "\(name) = \(String(format: "%g", value)) pt is beyond \(exceeded(.coordinate))"
        }
        if !(abs(location.x) <= maxCoordinate) { return beyond("x", location.x) }
        if !(abs(location.y) <= maxCoordinate) { return beyond("y", location.y) }
        return nil
    }

    /// Why `time` (seconds, the field `name`) is beyond ±`maxTime`, or nil.
    package func timeProblem(_ time: Double, _ name: String) -> String? {
        abs(time) <= maxTime ? nil : "\(name) \(String(format: "%g", time)) s is beyond the supported ±\(String(format: "%g", maxTime)) s"
    }
}
