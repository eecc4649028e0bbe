import Foundation
import InkModel

extension InputLimits {
    /// The first record of `trace` beyond these limits — more records than `maxRecords`, a
    /// coordinate beyond ±`maxCoordinate` points, more than `maxSimultaneousTouches` touches in
    /// contact at once — as a problem the readers map to a line or record like
    /// `Trace.firstProblem()`'s; nil when the trace is within them. Run it on a valid trace.
    public func firstProblem(in trace: Trace) -> TraceProblem? {
        let records = trace.samples.count + trace.updates.count + trace.groundTruth.count + trace.callbacks.count
        if records > maxRecords {
            return TraceProblem(record: .trace, message: "\(records) records are more than \(exceeded(.records))")
        }
        var active = Set<Int>()
        for (index, sample) in trace.samples.enumerated() {
            if let problem = coordinateProblem(sample.location) {
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
            if let location = update.location, let problem = coordinateProblem(location) {
                return TraceProblem(record: .update(index), message: problem)
            }
        }
        for (index, point) in trace.groundTruth.enumerated() {
            if let problem = coordinateProblem(point.location) {
                return TraceProblem(record: .groundTruth(index), message: problem)
            }
        }
        for (index, callback) in trace.callbacks.enumerated() {
            for prediction in callback.predictions {
                if let problem = coordinateProblem(prediction.location) {
                    return TraceProblem(record: .callback(index), message: "prediction \(problem)")
                }
            }
        }
        return nil
    }

    /// Why `location` (points) is beyond the coordinate limit, or nil.
    public func coordinateProblem(_ location: Point) -> String? {
        for (name, value) in [("x", location.x), ("y", location.y)] where !(abs(value) <= maxCoordinate) {
            return "\(name) = \(String(format: "%g", value)) pt is beyond \(exceeded(.coordinate))"
        }
        return nil
    }

    /// Why a canvas of `profile`'s size would be too large to allocate, or nil.
    public func canvasProblem(_ profile: DeviceProfile) -> String? {
        let width = profile.canvasSize.width * profile.pixelScale
        let height = profile.canvasSize.height * profile.pixelScale
        guard width * height > Double(maxCanvasPixels) else { return nil }
        return "profile \(profile.name): a \(width)×\(height) px canvas is larger than \(exceeded(.canvasPixels))"
    }
}
