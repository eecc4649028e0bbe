/// A rendering operation that failed, in one line.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    /// True when the picture would need a canvas larger than Cairo allows, so a caller can
    /// suggest drawing at another scale or on the profile's screen instead.
    package var isCanvasTooLarge: Bool
    /// True when the replay stopped at the caller's deadline (`InkSnapshot.deadline`).
    package var passedDeadline: Bool

    public init(_ description: String, isCanvasTooLarge: Bool = false, passedDeadline: Bool = false) {
        self.description = description
        self.isCanvasTooLarge = isCanvasTooLarge
        self.passedDeadline = passedDeadline
    }
}
