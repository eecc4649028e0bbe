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

    /// The chosen profile with the overrides applied, or nil when neither was given.
    func resolved(default fallback: DeviceProfile? = nil) throws -> DeviceProfile? {
        var base = fallback
        if let profile {
            guard let named = DeviceProfile.named(profile) else {
                let known = DeviceProfile.builtIn.map(\.name).joined(separator: ", ")
                throw CommandFailure("unknown profile '\(profile)' (known: \(known))")
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
