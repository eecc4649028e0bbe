import ArgumentParser
import InkModel

/// `--profile NAME` and repeated `--set KEY=VALUE`, shared by every command that takes a device.
struct ProfileOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Device profile (see 'inkbench list profiles').", valueName: "name"))
    var profile: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("Override one profile value, e.g. --set display-hz=90 (see 'inkbench list profiles --keys').", valueName: "key=value")
    )
    var overrides: [String] = []

    /// The chosen profile with the overrides applied, or nil when neither was given. `--profile`
    /// names a built-in profile, or one of `inputProfiles`: the devices the command's trace
    /// files name (a recording's own, as `inspect` shows it).
    func resolved(default fallback: DeviceProfile? = nil, inputProfiles: [DeviceProfile] = []) throws -> DeviceProfile? {
        var base = fallback
        if let profile {
            guard let named = DeviceProfile.named(profile) ?? inputProfiles.first(where: { $0.name == profile }) else {
                let known = DeviceProfile.builtIn.map(\.name).joined(separator: ", ")
                throw CommandFailure("unknown profile '\(profile)' (known: \(known); a recording's own profile, as inspect names it, with the recording among the inputs)")
            }
            base = named
        }
        guard !overrides.isEmpty else { return base }
        let start = base ?? .ipadProPencil120
        do {
            return try start.overriding(overrides)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
