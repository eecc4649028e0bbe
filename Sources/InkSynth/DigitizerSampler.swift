import Foundation
import InkModel

/// Samples one touch's true path as a digitizer would: at the nominal rate with interval jitter,
/// some reports lost (`reportLoss`), timestamps quantised (and kept strictly increasing),
/// positions with Gaussian noise then quantised, phases began/moved/stationary/ended, and, for
/// pens with late updates, estimated force values whose true values arrive later as
/// `PropertyUpdate`s (lognormal delays; a stroke's first updates sometimes held, `StrokeStartHold`).
///
/// Units: seconds, points; the true path is the touch's ground truth at 1 kHz, interpolated
/// linearly between milliseconds (samples on whole milliseconds land exactly on it).
struct DigitizerSampler {
    var touchID: Int
    var type: TouchType
    /// Pen-down and pen-up times, seconds (whole milliseconds).
    var start: Double
    var end: Double
    /// Where the touch's ground truth begins in the trace's ground-truth array, and its length.
    var truthRange: Range<Int>
    /// Nominal sample interval, seconds.
    var interval: Double
    /// Interval jitter, fraction of the interval (1 σ); each interval stays within 0.5–1.5×.
    var jitter: Double
    /// Probability that a report other than the first and last is lost (never two in a row).
    var reportLoss: Double
    var timestampQuantum: Double
    var locationQuantum: Double
    /// Position noise, points (1 σ per axis).
    var noise: Double
    var channels: PenChannels
    /// The profile's maximum possible force.
    var maximumForce: Double
    var reportsForce: Bool
    var reportsTilt: Bool
    var reportsRadius: Bool
    /// Delay of force updates; nil when force is reported final at once.
    var updateDelay: PropertyUpdateDelay?

    /// The first force estimate of a touch (UIKit reports 1/3 before it knows better).
    static let initialForceEstimate = 1.0 / 3.0

    /// Appends the touch's samples (and their late updates, unsorted) to the trace's arrays.
    func sample(
        truth: [GroundTruthPoint], into samples: inout [TouchSample], updates: inout [PropertyUpdate],
        nextUpdateIndex: inout Int, streams: inout RandomStreams
    ) throws(SynthError) {
        var time = quantized(start)
        if time < start { time += timestampQuantum }
        var nominal = start
        var isFirst = true
        var previousLocation = Point(x: .nan, y: .nan)
        var previousForce = min(Self.initialForceEstimate, maximumForce)
        var lostPrevious = false
        let hold = updateDelay.flatMap { delay in
            StrokeStartHold.span(start: start, using: &streams.delays).map { (span: $0, release: $0.upperBound + delay.maximum) }
        }
        while true {
            let factor = min(max(1 + jitter * streams.timing.nextGaussian(), 0.5), 1.5)
            nominal += interval * factor
            var next = quantized(nominal)
            if next <= time { next = time + timestampQuantum }
            var phase = TouchPhase.moved
            if isFirst {
                phase = .began
            } else if next > end {
                phase = .ended
            }
            let lost = phase == .moved && reportLoss > 0 && !lostPrevious && streams.timing.nextUnit() < reportLoss
            lostPrevious = lost
            if !lost {
                let release = hold.flatMap { $0.span.contains(time) ? $0.release : nil }
                emit(at: time, phase: phase, truth: truth, previousLocation: &previousLocation, previousForce: &previousForce,
                     heldUntil: release, into: &samples, updates: &updates, nextUpdateIndex: &nextUpdateIndex, streams: &streams)
            }
            if phase == .ended { return }
            if isFirst && next > end {
                let last = timestampQuantum > 0 ? (end / timestampQuantum).rounded(.down) * timestampQuantum : end
                guard last > time else {
                    throw SynthError(
                        key: "profile", value: "timestamp-quantum",
                        problem: "a \(SynthRecipe.format(end - start)) s touch is shorter than one timestamp quantum (\(SynthRecipe.format(timestampQuantum)) s)"
                    )
                }
                next = last
            }
            isFirst = false
            time = next
        }
    }

    private func quantized(_ time: Double) -> Double {
        timestampQuantum > 0 ? (time / timestampQuantum).rounded() * timestampQuantum : time
    }

    @inline(__always)
    private func emit(
        at time: Double, phase: TouchPhase, truth: [GroundTruthPoint], previousLocation: inout Point, previousForce: inout Double,
        heldUntil: Double?, into samples: inout [TouchSample], updates: inout [PropertyUpdate], nextUpdateIndex: inout Int, streams: inout RandomStreams
    ) {
        let position = min(max((time - start) * 1000, 0), Double(truthRange.count - 1))
        let whole = min(Int(position), truthRange.count - 2)
        let fraction = position - Double(whole)
        let before = truth[truthRange.lowerBound + whole], after = truth[truthRange.lowerBound + whole + 1]
        var location = before.location.interpolated(to: after.location, by: fraction)
        if noise > 0 {
            let (dx, dy) = streams.noise.nextGaussianPair()
            location.x += noise * dx
            location.y += noise * dy
        }
        if locationQuantum > 0 {
            location.x = (location.x / locationQuantum).rounded() * locationQuantum
            location.y = (location.y / locationQuantum).rounded() * locationQuantum
        }
        var sample = TouchSample(touchID: touchID, timestamp: time, location: location, type: type, phase: phase)
        if phase == .moved && location == previousLocation { sample.phase = .stationary }
        previousLocation = location
        let elapsed = time - start
        if reportsForce, let beforeForce = before.force, let afterForce = after.force {
            let trueForce = beforeForce + (afterForce - beforeForce) * fraction
            sample.maximumPossibleForce = maximumForce
            if let updateDelay, phase != .ended {
                sample.force = previousForce
                sample.estimatedProperties = .force
                sample.expectingUpdates = .force
                sample.updateIndex = nextUpdateIndex
                let delay = min(max(updateDelay.median * exp(updateDelay.logSigma * streams.delays.nextGaussian()), updateDelay.minimum), updateDelay.maximum)
                let arrival = max(time + delay, heldUntil ?? 0)
                updates.append(PropertyUpdate(updateIndex: nextUpdateIndex, touchID: touchID, arrival: arrival, force: trueForce))
                nextUpdateIndex += 1
            } else {
                sample.force = trueForce
            }
            previousForce = trueForce
        }
        if reportsTilt {
            sample.altitude = channels.altitude(at: elapsed)
            sample.azimuth = channels.azimuth(at: elapsed)
        }
        if reportsRadius {
            sample.majorRadius = channels.majorRadius(at: elapsed)
            sample.majorRadiusTolerance = PenChannels.radiusTolerance
        }
        samples.append(sample)
    }
}
