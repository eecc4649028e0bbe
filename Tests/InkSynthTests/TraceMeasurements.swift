import InkModel

/// Measurements the tests take of synthesized traces.
enum TraceMeasurements {
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Intervals between successive samples of the same touch, seconds.
    static func sampleIntervals(_ trace: Trace) -> [Double] {
        zip(trace.samples, trace.samples.dropFirst()).compactMap { a, b in
            a.touchID == b.touchID ? b.timestamp - a.timestamp : nil
        }
    }

    /// Ground-truth path length over pen-down time, over all touches, mm/s.
    static func meanTruthSpeed(_ trace: Trace) -> Double {
        var length = 0.0, time = 0.0
        for (a, b) in zip(trace.groundTruth, trace.groundTruth.dropFirst()) where a.touchID == b.touchID {
            length += a.location.distance(to: b.location)
            time += b.time - a.time
        }
        return length / time / trace.header.profile.pointsPerMM
    }

    /// Ground-truth speeds between successive points of a touch, points/s.
    static func truthSpeeds(_ trace: Trace) -> [Double] {
        zip(trace.groundTruth, trace.groundTruth.dropFirst()).compactMap { a, b in
            a.touchID == b.touchID ? a.location.distance(to: b.location) / (b.time - a.time) : nil
        }
    }

    /// Arrival delay of every update after its sample, seconds.
    static func updateDelays(_ trace: Trace) -> [Double] {
        var timestamps: [Int: Double] = [:]
        for sample in trace.samples {
            if let index = sample.updateIndex { timestamps[index] = sample.timestamp }
        }
        return trace.updates.compactMap { update in timestamps[update.updateIndex].map { update.arrival - $0 } }
    }
}
