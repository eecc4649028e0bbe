import InkModel

extension TraceStatistics {
    /// The statistics of `trace` (see the field documentation for each definition). Works on any
    /// trace, valid or not: values that cannot be computed are nil, never a crash.
    package init(trace: Trace) {
        let header = trace.header
        profile = header.profile.name
        sourceKind = header.sourceKind.rawValue
        source = header.source
        durationSeconds = trace.duration
        sampleCount = trace.samples.count
        propertyUpdateCount = trace.updates.count
        recordedCallbackCount = trace.callbacks.count
        predictedTouchCount = trace.callbacks.isEmpty ? nil : trace.callbacks.reduce(0) { $0 + $1.predictions.count }
        groundTruthPointCount = trace.groundTruth.count

        let motion = Self.motion(of: trace.samples, pointsPerMM: header.profile.pointsPerMM)
        strokeCount = motion.strokesByTouchType.values.reduce(0, +)
        strokesByTouchType = motion.strokesByTouchType
        let medianInterval = DistributionSummary.exactPercentile(50, of: motion.intervals)
        medianSampleIntervalSeconds = medianInterval
        timestampQuantumSeconds = TimestampQuantum.detect(in: trace.samples.map(\.timestamp))
        sampleRateHz = SampleRateEstimate.rate(intervals: motion.intervals, quantum: timestampQuantumSeconds)
        speedMMPerSecond = Self.percentiles(of: motion.speeds)

        let updated = Self.applyingUpdates(of: trace)
        forceRange = Self.range(of: updated.forces)
        altitudeRangeRadians = Self.range(of: updated.altitudes)
        updateDelaySeconds = Self.percentiles(of: updated.delays)
    }

    /// Touch counts per type, and the intervals (s) and speeds (mm/s) between successive samples
    /// of each touch, leaving out pairs with no time between them.
    private static func motion(
        of samples: [TouchSample], pointsPerMM: Double
    ) -> (strokesByTouchType: [String: Int], intervals: [Double], speeds: [Double]) {
        var strokesByTouchType: [String: Int] = [:]
        var intervals: [Double] = [], speeds: [Double] = []
        var previousByTouch: [Int: TouchSample] = [:]
        for sample in samples {
            if let previous = previousByTouch[sample.touchID] {
                let interval = sample.timestamp - previous.timestamp
                if interval > 0 && interval.isFinite {
                    intervals.append(interval)
                    let speed = previous.location.distance(to: sample.location) / pointsPerMM / interval
                    if speed.isFinite { speeds.append(speed) }
                }
            } else {
                strokesByTouchType[sample.type.rawValue, default: 0] += 1
            }
            previousByTouch[sample.touchID] = sample
        }
        return (strokesByTouchType, intervals, speeds)
    }

    /// Identifies the sample a property update refers to.
    private struct UpdateKey: Hashable {
        var touchID: Int
        var updateIndex: Int
    }

    /// Every sample's force and altitude after its updates (nil where it has none), and each
    /// matched update's delay after its sample, seconds.
    private static func applyingUpdates(of trace: Trace) -> (forces: [Double?], altitudes: [Double?], delays: [Double]) {
        var forces = trace.samples.map(\.force)
        var altitudes = trace.samples.map(\.altitude)
        var sampleByKey: [UpdateKey: Int] = [:]
        for (index, sample) in trace.samples.enumerated() {
            if let updateIndex = sample.updateIndex {
                sampleByKey[UpdateKey(touchID: sample.touchID, updateIndex: updateIndex)] = index
            }
        }
        var delays: [Double] = []
        for update in trace.updates {
            guard let index = sampleByKey[UpdateKey(touchID: update.touchID, updateIndex: update.updateIndex)] else {
                continue
            }
            if let force = update.force { forces[index] = force }
            if let altitude = update.altitude { altitudes[index] = altitude }
            delays.append(update.arrival - trace.samples[index].timestamp)
        }
        return (forces, altitudes, delays)
    }

    private static func percentiles(of values: [Double]) -> Percentiles? {
        let sorted = values.filter(\.isFinite).sorted()
        guard let p10 = DistributionSummary.exactPercentile(10, ofSorted: sorted),
              let p50 = DistributionSummary.exactPercentile(50, ofSorted: sorted),
              let p90 = DistributionSummary.exactPercentile(90, ofSorted: sorted),
              let max = sorted.last
        else { return nil }
        return Percentiles(p10: p10, p50: p50, p90: p90, max: max)
    }

    private static func range(of values: [Double?]) -> ValueRange? {
        let present = values.compactMap { $0 }.filter(\.isFinite)
        guard let min = present.min(), let max = present.max() else { return nil }
        return ValueRange(min: min, max: max)
    }
}
