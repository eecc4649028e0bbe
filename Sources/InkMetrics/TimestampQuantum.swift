/// Detects the resolution of a clock from the timestamps it produced.
///
/// The quantum is the largest candidate q — a decimal decade from 10 ms down to 1 ns, the units
/// clocks count in (UIKit: 1 ms, evdev: 1 µs, Android: 1 ns) — such that every difference between
/// successive timestamps is a whole multiple of q, i.e. all timestamps lie on one grid of step q.
/// A difference d counts as a multiple when |d − q·round(d/q)| ≤ q·10⁻⁶ + 4 ulp of the larger
/// timestamp, which absorbs the rounding of decimal timestamps (seconds since boot) to doubles.
/// Only decades are candidates because a perfectly regular stream (every 4 ms) cannot tell its
/// own period from its clock's resolution: 4 ms steps are reported as a 1 ms quantum.
package enum TimestampQuantum {
    /// The candidates, seconds, largest first.
    package static let candidates: [Double] = [1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9]

    /// The quantum of `timestamps` (seconds, in time order), seconds; nil when there are no two
    /// distinct timestamps or no candidate fits (a clock finer than 1 ns, or unquantised values).
    package static func detect(in timestamps: [Double]) -> Double? {
        guard timestamps.count >= 2, timestamps.contains(where: { $0 != timestamps[0] }) else { return nil }
        return candidates.first { quantum in
            var previous = timestamps[0]
            for timestamp in timestamps.dropFirst() {
                let difference = timestamp - previous
                let slack = quantum * 1e-6 + 4 * max(abs(timestamp), abs(previous)).ulp
                guard difference.isFinite,
                      abs(difference - quantum * (difference / quantum).rounded()) <= slack
                else { return false }
                previous = timestamp
            }
            return true
        }
    }
}
