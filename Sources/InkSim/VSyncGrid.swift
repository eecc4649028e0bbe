import Foundation

/// The display's vsync times on the virtual clock: `V_k = k / displayHz` seconds (k may be
/// negative or large: trace clocks often start at seconds since boot).
///
/// Comparisons with vsync times allow `tolerance` frames (10⁻⁶ of a frame, ~17 ns at 60 Hz) so
/// that a time computed by adding costs lands on the vsync it equals in exact arithmetic.
package struct VSyncGrid: Hashable, Sendable {
    /// Display refresh rate, Hz.
    package let displayHz: Double
    /// Slack of every time–vsync comparison, in frames.
    package static let tolerance = 1e-6

    package init(displayHz: Double) {
        self.displayHz = displayHz
    }

    /// Frame period, seconds.
    package var period: Double { 1 / displayHz }

    /// `V_k`, seconds.
    package func time(_ index: Int) -> Double { Double(index) / displayHz }

    /// The index of the first vsync at or after `time` (seconds).
    package func firstIndex(atOrAfter time: Double) -> Int {
        Int((time * displayHz - Self.tolerance).rounded(.up))
    }

    /// The index of the last vsync at or before `time` (seconds): the frame `time` falls in.
    package func index(atOrBefore time: Double) -> Int {
        Int((time * displayHz + Self.tolerance).rounded(.down))
    }

    /// True when `time` is at or before `V_index` (within the tolerance).
    package func isAtOrBefore(_ time: Double, vsync index: Int) -> Bool {
        time * displayHz <= Double(index) + Self.tolerance
    }
}
