import InkModel

extension SynthRecipe {
    /// The recipe keys in canonical order.
    package static let keys = ["shape", "profile", "duration", "length", "speed", "noise", "seed", "strokes", "size", "x", "y"]

    /// The recipe as `key=value` pairs in a fixed order, numbers in their shortest round-trip
    /// form, e.g. `shape=handwriting profile=ipad-pro-pencil-120 duration=4 speed=60 noise=0.05 seed=1`.
    /// Optional keys (`strokes`, `size`, `x`, `y`) appear only when set.
    package var canonicalText: String {
        var parts = ["shape=\(shape.rawValue)", "profile=\(profile.name)"]
        switch extent {
        case .duration(let seconds): parts.append("duration=\(Self.format(seconds))")
        case .pathLength(let millimetres): parts.append("length=\(Self.format(millimetres))")
        }
        parts.append("speed=\(Self.format(speed))")
        parts.append("noise=\(Self.format(noise))")
        parts.append("seed=\(seed)")
        if let strokes { parts.append("strokes=\(strokes)") }
        if let size { parts.append("size=\(Self.format(size))") }
        if let center {
            parts.append("x=\(Self.format(center.x))")
            parts.append("y=\(Self.format(center.y))")
        }
        return parts.joined(separator: " ")
    }

    /// Parses the `key=value` text form (any order, separated by spaces; `shape` required, the
    /// rest default as in `init`). The profile is looked up among `profiles` by name (without a
    /// `profile` key: the first of them). Validates the result like `Synthesizer.synthesize`.
    public init(parsing text: String, profiles: [DeviceProfile] = DeviceProfile.builtIn) throws(SynthError) {
        var values: [String: String] = [:]
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            guard let equals = token.firstIndex(of: "="), equals != token.startIndex else {
                throw SynthError(key: String(token), problem: "expected KEY=VALUE")
            }
            let key = String(token[..<equals])
            let value = String(token[token.index(after: equals)...])
            guard Self.keys.contains(key) else {
                throw SynthError(key: key, value: value, problem: "unknown key (known: \(Self.keys.joined(separator: ", ")))")
            }
            guard values[key] == nil else { throw SynthError(key: key, value: value, problem: "given twice") }
            values[key] = value
        }
        guard let shapeText = values["shape"] else { throw SynthError(key: "shape", problem: "missing") }
        guard let shape = Shape(rawValue: shapeText) else {
            let known = Shape.allCases.map(\.rawValue).joined(separator: ", ")
            throw SynthError(key: "shape", value: shapeText, problem: "unknown shape (known: \(known))")
        }
        var profile = profiles.first ?? .ipadProPencil120
        if let name = values["profile"] {
            guard let named = profiles.first(where: { $0.name == name }) else {
                let known = profiles.map(\.name).joined(separator: ", ")
                throw SynthError(key: "profile", value: name, problem: "unknown profile (known: \(known))")
            }
            profile = named
        }
        var extent: Extent?
        if let duration = try Self.number("duration", in: values) { extent = .duration(duration) }
        if let length = try Self.number("length", in: values) {
            guard extent == nil else {
                throw SynthError(key: "length", value: values["length"], problem: "give either duration or length, not both")
            }
            extent = .pathLength(length)
        }
        let x = try Self.number("x", in: values)
        let y = try Self.number("y", in: values)
        guard (x == nil) == (y == nil) else {
            throw SynthError(key: y == nil ? "y" : "x", problem: "give both x and y, or neither")
        }
        self.init(
            shape: shape, profile: profile, extent: extent,
            speed: try Self.number("speed", in: values), noise: try Self.number("noise", in: values),
            seed: try Self.whole("seed", in: values, as: UInt64.self) ?? 1,
            strokes: try Self.whole("strokes", in: values, as: Int.self),
            size: try Self.number("size", in: values),
            center: x.flatMap { x in y.map { Point(x: x, y: $0) } }
        )
        try validate()
    }

    /// `value` in its shortest form that reads back to the same number: whole numbers without a
    /// fraction (`4`, not `4.0`).
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func number(_ key: String, in values: [String: String]) throws(SynthError) -> Double? {
        guard let text = values[key] else { return nil }
        guard let value = Double(wholeToken: text), value.isFinite else {
            throw SynthError(key: key, value: text, problem: "not a finite number")
        }
        return value
    }

    private static func whole<Number: FixedWidthInteger>(
        _ key: String, in values: [String: String], as: Number.Type
    ) throws(SynthError) -> Number? {
        guard let text = values[key] else { return nil }
        guard let value = Number(text) else {
            throw SynthError(key: key, value: text, problem: "not a whole number in \(Number.min)...\(Number.max)")
        }
        return value
    }
}
