/// De-jittered sample times for a digitizer that reports at a steady rate but stamps its reports
/// unevenly: a Wacom Intuos4 reports every 5 ms yet stamps the reports 4, 4, 4, 8 ms apart, and
/// UIKit stamps 240 Hz samples in whole milliseconds (4, 4, 4, 4, 4, 5 ms). Trusting such stamps
/// shakes every velocity estimate; averaging every interval since the stroke's start (Chromium's
/// step) misplaces the samples after a lost report.
///
/// Over the newest `window` intervals (12 by default: a multiple of 4 and of 6, so the Intuos's
/// and UIKit's repeating patterns average out exactly) the report period P is their mean (the stamps' span ÷
/// `window`: exact for any jitter that repeats within the window) and the de-jittered time of the
/// newest sample is the line of slope P through the window's newest `window` stamps (the mean of
/// stampᵢ + P·(samples after i)). A new stamp counts as the next report of that rate while it lies within
/// `tolerance` · P of the line's next point; then the step is P. Otherwise — a lost report, or
/// the rate really changed — the clock starts over from the previous sample and, until its window
/// is full again, gives no step (nil): the caller falls back to its own rule (the measured
/// interval). On a trace stamped at a steady rate the step is the measured interval and the
/// de-jittered time the stamp itself (up to rounding).
struct SteadyRateClock: Hashable, Sendable {
    /// Intervals in the fit (at least 2).
    let window: Int
    /// Largest distance of a stamp from the line's next point, in periods, that still counts as
    /// jitter (the Intuos's is at most about 0.4; a lost report is 1).
    static let tolerance = 0.5

    /// The first stamp of the current run, seconds; times are kept in ms after it.
    private var origin: Double?
    /// The stamps of the run's newest samples (at most `window` + 1), ms after `origin`.
    private var times: [Double] = []
    /// The de-jittered time of the newest sample minus its stamp, ms; 0 while the window fills.
    private(set) var offset = 0.0

    init(window: Int = 12) {
        self.window = max(window, 2)
    }

    /// Forgets every sample.
    mutating func reset() {
        origin = nil
        times.removeAll(keepingCapacity: true)
        offset = 0
    }

    /// Takes the next sample's stamp (seconds, later than the previous one) and returns the
    /// de-jittered step since the previous sample, ms, or nil while the clock has no steady rate.
    mutating func add(_ time: Double) -> Double? {
        guard let origin else {
            self.origin = time
            times = [0]
            offset = 0
            return nil
        }
        let stamp = (time - origin) * 1000
        if times.count == window + 1 {
            let period = Self.period(of: times)
            let next = Self.newestFit(of: times, period: period) + period
            if abs(stamp - next) <= Self.tolerance * period {
                times.removeFirst()
                times.append(stamp)
                let refitted = Self.period(of: times)
                offset = Self.newestFit(of: times, period: refitted) - stamp
                return refitted
            }
            times = [times[times.count - 1], stamp]
            offset = 0
            return nil
        }
        times.append(stamp)
        offset = 0
        return nil
    }

    /// The mean interval of `times`, ms.
    private static func period(of times: [Double]) -> Double {
        (times[times.count - 1] - times[0]) / Double(times.count - 1)
    }

    /// The line of slope `period` through the newest `times.count − 1` stamps (as many as
    /// intervals, so a pattern repeating within them averages out), at the newest sample, ms.
    private static func newestFit(of times: [Double], period: Double) -> Double {
        let last = times.count - 1
        var sum = 0.0
        for index in 1...last { sum += times[index] + period * Double(last - index) }
        return sum / Double(last)
    }
}
