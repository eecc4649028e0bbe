import Foundation

/// The display's vsync times on the virtual clock: `V_k = k / displayHz` seconds (k may be
/// negative or large: trace clocks often start at seconds since boot).
///
/// Comparisons with vsync times allow `tolerance` frames (10⁻⁶ of a frame, ~17 ns at 60 Hz) so
/// that a time computed by adding costs lands on the vsync it equals in exact arithmetic.
public struct VSyncGrid: Hashable, Sendable {
    /// Display refresh rate, Hz.
    public let displayHz: Double
    /// Slack of every time–vsync comparison, in frames.
    public static let tolerance = 1e-6

    public init(displayHz: Double) {
        self.displayHz = displayHz
    }

    /// Frame period, seconds.
    public var period: Double { 1 / displayHz }

    /// `V_k`, seconds.
    public func time(_ index: Int) -> Double { Double(index) / displayHz }

    /// The index of the first vsync at or after `time` (seconds).
    public func firstIndex(atOrAfter time: Double) -> Int {
        Int((time * displayHz - Self.tolerance).rounded(.up))
    }

    /// The index of the last vsync at or before `time` (seconds): the frame `time` falls in.
    public func index(atOrBefore time: Double) -> Int {
        Int((time * displayHz + Self.tolerance).rounded(.down))
    }

    /// True when `time` is at or before `V_index` (within the tolerance).
    public func isAtOrBefore(_ time: Double, vsync index: Int) -> Bool {
        time * displayHz <= Double(index) + Self.tolerance
    }
}
