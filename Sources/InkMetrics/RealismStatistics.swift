import InkModel

/// The statistics that tell a synthesized trace from a real one, as `inkbench inspect --compare`
/// shows them side by side and the built-in datasets are held to: sample timing (median
/// interval, its coefficient of variation, the share of gaps), motion (speed and raw
/// acceleration of the samples as delivered, noise included) and late property updates.
///
/// Definitions, all within one touch (pairs and triples never span two touches):
/// - intervals: successive sample timestamps, repeated timestamps (0 s) left out;
/// - `intervalCV`: standard deviation / mean of the intervals;
/// - `gapShare`: share of intervals longer than 1.5 × the median interval (a lost report);
/// - speed: distance / interval of successive samples, mm/s;
/// - acceleration: |v₂ − v₁| / ((Δt₁ + Δt₂) / 2) over successive triples, mm/s², where v are the
///   speeds' vectors — it is dominated by position noise and quantisation, which is the point;
/// - update delay: arrival − timestamp of the sample each property update refers to, s.
/// Percentiles are exact nearest-rank. Nil where a trace has nothing to measure.
package struct RealismStatistics: Hashable, Sendable, Codable {
    package var sampleCount: Int
    package var strokeCount: Int
    /// Median sample interval, seconds.
    package var intervalMedian: Double?
    /// Standard deviation / mean of the sample intervals.
    package var intervalCV: Double?
    /// Share of intervals over `gapFactor` × the median, 0…1.
    package var gapShare: Double?
    /// Speed percentiles, mm/s.
    package var speedP50: Double?
    package var speedP90: Double?
    /// Raw acceleration percentiles, mm/s².
    package var accelerationP50: Double?
    package var accelerationP90: Double?
    /// Property-update delay percentiles and maximum, seconds; nil without updates.
    package var updateDelayP50: Double?
    package var updateDelayP90: Double?
    package var updateDelayMax: Double?

    /// An interval this many times the median counts as a gap.
    package static let gapFactor = 1.5

    /// Statistics given as numbers (published figures of a capture that is not shared); no
    /// property updates.
    package init(
        sampleCount: Int, strokeCount: Int, intervalMedian: Double?, intervalCV: Double?, gapShare: Double?, speedP50: Double?,
        speedP90: Double?, accelerationP50: Double?, accelerationP90: Double?
    ) {
        self.sampleCount = sampleCount
        self.strokeCount = strokeCount
        self.intervalMedian = intervalMedian
        self.intervalCV = intervalCV
        self.gapShare = gapShare
        self.speedP50 = speedP50
        self.speedP90 = speedP90
        self.accelerationP50 = accelerationP50
        self.accelerationP90 = accelerationP90
    }

    /// The statistics of `trace`, distances converted with its profile's points per mm.
    package init(trace: Trace) {
        let perMM = trace.header.profile.pointsPerMM
        var intervals: [Double] = [], speeds: [Double] = [], accelerations: [Double] = []
        var previous: [Int: (time: Double, location: Point, velocity: Point?, interval: Double?)] = [:]
        var strokes = 0
        for sample in trace.samples {
            guard let last = previous[sample.touchID] else {
                strokes += 1
                previous[sample.touchID] = (sample.timestamp, sample.location, nil, nil)
                continue
            }
            let interval = sample.timestamp - last.time
            guard interval > 0, interval.isFinite else { continue }
            intervals.append(interval)
            let velocity = (sample.location - last.location) * (1 / (interval * perMM))
            speeds.append(velocity.length)
            if let before = last.velocity, let previousInterval = last.interval {
                accelerations.append((velocity - before).length / ((interval + previousInterval) / 2))
            }
            previous[sample.touchID] = (sample.timestamp, sample.location, velocity, interval)
        }
        sampleCount = trace.samples.count
        strokeCount = strokes
        let median = Self.percentile(50, intervals)
        intervalMedian = median
        if intervals.count > 1 {
            let mean = intervals.reduce(0, +) / Double(intervals.count)
            let variance = intervals.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(intervals.count - 1)
            intervalCV = variance.squareRoot() / mean
        }
        if let median {
            gapShare = Double(intervals.count { $0 > Self.gapFactor * median }) / Double(intervals.count)
        }
        speedP50 = Self.percentile(50, speeds)
        speedP90 = Self.percentile(90, speeds)
        accelerationP50 = Self.percentile(50, accelerations)
        accelerationP90 = Self.percentile(90, accelerations)
        let delays = Self.updateDelays(of: trace)
        updateDelayP50 = Self.percentile(50, delays)
        updateDelayP90 = Self.percentile(90, delays)
        updateDelayMax = delays.max()
    }

    private static func percentile(_ percent: Double, _ values: [Double]) -> Double? {
        DistributionSummary.exactPercentile(percent, of: values.filter(\.isFinite))
    }

    /// Arrival − sample time of every update that matches a sample (touch and update index).
    private static func updateDelays(of trace: Trace) -> [Double] {
        var sampleTime: [Int: [Int: Double]] = [:]
        for sample in trace.samples {
            if let index = sample.updateIndex { sampleTime[sample.touchID, default: [:]][index] = sample.timestamp }
        }
        return trace.updates.compactMap { update in sampleTime[update.touchID]?[update.updateIndex].map { update.arrival - $0 } }
    }
}
