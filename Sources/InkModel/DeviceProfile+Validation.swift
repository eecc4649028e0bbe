/// Something wrong with a device profile: the field at fault (nil for the canvas as a whole) and
/// what is wrong with it, without the profile's name.
public struct ProfileProblem: Hashable, Sendable, CustomStringConvertible {
    package var field: ProfileField?
    public var message: String

    public init(field: ProfileField?, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { message }
}

extension DeviceProfile {
    /// The first thing that makes this profile unusable, or nil: a field outside its
    /// `ProfileField.range`; a property-update delay whose minimum, median and maximum are not in
    /// that order; or a canvas side over `ProfileField.maximumPixelSide` px. The canvas's area
    /// has an adjustable limit of its own (`InputLimits.profileProblem`, InkIO); checking
    /// each side here refuses a 1e30 × 1e-30 pt canvas, whose area is small.
    public func firstProblem() -> ProfileProblem? {
        for field in ProfileField.allCases {
            if let value = field.value(in: self), let message = field.problem(with: value) {
                return ProfileProblem(field: field, message: message)
            }
        }
        if let delay = propertyUpdateDelay, !(delay.minimum <= delay.median && delay.median <= delay.maximum) {
            return ProfileProblem(
                field: .updateDelayMedian,
                message: "the property-update delay needs minimum ≤ median ≤ maximum (got \(ValueRange.format(delay.minimum)) ≤ \(ValueRange.format(delay.median)) ≤ \(ValueRange.format(delay.maximum)) s)"
            )
        }
        let width = canvasSize.width * pixelScale, height = canvasSize.height * pixelScale
        let side = Double(ProfileField.maximumPixelSide)
        for (field, pixels) in [(ProfileField.canvasWidth, width), (.canvasHeight, height)] where !(pixels <= side) {
            return ProfileProblem(
                field: field,
                message: "the canvas is \(ValueRange.format(pixels.rounded())) px \(field == .canvasWidth ? "wide" : "high") (\(field.words) × pixel scale), more than the \(ProfileField.maximumPixelSide) px a side that Cairo draws"
            )
        }
        return nil
    }
}
