import InkIO
import InkModel

/// The device profile of a web recording (`WebRecordingReader`): the page's guess, which the
/// person recording may have edited — `{"base": NAME, "name": TEXT, "set": ["key=value", …]}`.
enum WebProfileGuess {
    private static let fields: Set<String> = ["base", "name", "set"]

    /// The built-in `base` with the `set` overrides (the `--set` keys and ranges), named `name`;
    /// without a `display-hz` override the display rate is that of the median interval of
    /// `frames` (ms), when there are at least three.
    static func profile(_ recording: JSONFieldReader, frames: [Double]) throws(JSONScanError) -> DeviceProfile {
        let reader = try recording.object("profile")
        try reader.rejectUnknownKeys(fields)
        let baseName = try reader.string("base")
        guard let base = DeviceProfile.named(baseName) else {
            let known = DeviceProfile.builtIn.map(\.name).joined(separator: ", ")
            throw JSONScanError(offset: -1, message: "profile field \"base\" is \"\(baseName.prefix(40))\", not a built-in profile (\(known))")
        }
        let name = try reader.string("name")
        guard !name.isEmpty, name.count <= 64, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_. ".contains($0) }) else {
            throw JSONScanError(offset: -1, message: "profile field \"name\" must be 1–64 letters, digits, spaces, '-', '_' or '.'")
        }
        let member = try reader.required("set")
        guard let elements = member.arrayValue else {
            throw JSONScanError(offset: -1, message: "profile field \"set\" must be an array of \"key=value\" strings, not \(member.kindName)")
        }
        var assignments: [String] = []
        for element in elements.prefix(100) {
            guard let text = element.stringValue else {
                throw JSONScanError(offset: -1, message: "profile field \"set\" must hold strings \"key=value\", not \(element.kindName)")
            }
            assignments.append(text)
        }
        if elements.count > 100 { throw JSONScanError(offset: -1, message: "profile field \"set\" holds more than 100 overrides") }
        var profile: DeviceProfile
        do throws(ProfileOverrideError) {
            profile = try base.overriding(assignments)
        } catch {
            throw JSONScanError(offset: -1, message: "profile: \(error.description)")
        }
        profile.name = name
        let setsDisplayRate = assignments.contains { $0.hasPrefix("display-hz=") }
        if !setsDisplayRate, let rate = frameRate(frames), ProfileField.displayHz.range.contains(rate) {
            profile.displayHz = rate
        }
        return profile
    }

    /// The rate of the median interval between consecutive `frames` (ms), Hz; nil with fewer
    /// than three frames or a zero median.
    static func frameRate(_ frames: [Double]) -> Double? {
        guard frames.count >= 3 else { return nil }
        let intervals = zip(frames.dropFirst(), frames).map { $0 - $1 }.sorted()
        let median = intervals[intervals.count / 2]
        return median > 0 ? 1000 / median : nil
    }
}
