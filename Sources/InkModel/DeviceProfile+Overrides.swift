/// A profile override that could not be applied: unknown key or a value of the wrong kind.
public struct ProfileOverrideError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var value: String
    public var problem: String
    public var description: String { "profile override \(key)=\(value): \(problem)".onOneLine }
}

extension DeviceProfile {
    /// The names of the values `overriding(_:with:)` accepts, each with its valid values and
    /// unit (the numeric ones from `ProfileField.range`).
    package static let overridableKeys: [(key: String, unit: String)] = [("touch-type", "direct|stylus|indirect|pointer")]
        + ProfileField.allCases.compactMap { field in
            field.overrideKey.map { key in
                (key, field == .maximumForce || field == .updateDelayMedian ? "\(field.range), or none" : field.range.description)
            }
        }
        + [("reports-tilt", "true|false")]

    /// This profile with the value named `key` set from its text form `value`. Numbers must lie
    /// in their field's `ProfileField.range`, the same ranges a trace header is held to.
    public func overriding(_ key: String, with value: String) throws(ProfileOverrideError) -> DeviceProfile {
        var result = self
        func fail(_ problem: String) -> ProfileOverrideError {
            ProfileOverrideError(key: key, value: value, problem: problem)
        }
        switch key {
        case "touch-type":
            guard let type = TouchType(rawValue: value) else { throw fail("expected direct, stylus, indirect or pointer") }
            result.touchType = type
            return result
        case "reports-tilt":
            guard let flag = Bool(value) else { throw fail("expected true or false") }
            result.reportsTilt = flag
            return result
        case "maximum-force" where value == "none":
            result.maximumForce = nil
            return result
        case "update-delay-median" where value == "none":
            result.propertyUpdateDelay = nil
            return result
        default:
            break
        }
        guard let field = ProfileField.overridden(by: key) else {
            let known = Self.overridableKeys.map(\.key).joined(separator: ", ")
            throw fail("unknown key (known: \(known))")
        }
        guard let number = Double(wholeToken: value), number.isFinite else { throw fail("not a finite number") }
        if !field.range.contains(number) { throw fail("must lie in \(field.range)") }
        result.set(field, to: number)
        return result
    }

    /// Sets one numeric field (already checked against its range) through the field table. A
    /// property-update median widens the delay's minimum and maximum to include it, or starts a
    /// delay of the usual shape (σ 0.12, 0.65…1.75 × the median) when the profile had none.
    private mutating func set(_ field: ProfileField, to number: Double) {
        guard field == .updateDelayMedian else {
            field.set(number, in: &self)
            return
        }
        var delay = propertyUpdateDelay
            ?? PropertyUpdateDelay(median: number, logSigma: 0.12, minimum: number * 0.65, maximum: min(number * 1.75, ProfileField.maximumLatency))
        delay.median = number
        delay.minimum = min(delay.minimum, number)
        delay.maximum = max(delay.maximum, number)
        propertyUpdateDelay = delay
    }

    /// This profile with every `key=value` text override applied in order, then checked as a
    /// whole (`firstProblem()`: canvas sides in pixels, the order of the update delays).
    public func overriding(_ assignments: [String]) throws(ProfileOverrideError) -> DeviceProfile {
        var result = self
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw ProfileOverrideError(key: assignment, value: "", problem: "expected KEY=VALUE")
            }
            let key = String(assignment[..<equals])
            let value = String(assignment[assignment.index(after: equals)...])
            result = try result.overriding(key, with: value)
        }
        if let problem = result.firstProblem() {
            let culprit = assignments.last { $0.hasPrefix("\(problem.field?.overrideKey ?? "")=") } ?? assignments.last ?? ""
            let parts = culprit.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            throw ProfileOverrideError(key: parts.first ?? "", value: parts.count > 1 ? parts[1] : "", problem: problem.message)
        }
        return result
    }
}
