import InkPipeline

/// What `--config` selected: the configurations, in order, and the device profiles their sets
/// are meant for (`profile:`), from the set files given and from the files declaring the
/// configurations named on their own.
struct ConfigurationSelection {
    var configurations: [PipelineConfiguration] = []
    /// Each `profile:` met, in order, with where it comes from (a file, or `'NAME' of FILE`).
    var declaredProfiles: [(profile: String, origin: String)] = []

    /// The one profile the selection's sets name, or nil when none names one; an error when two
    /// name different profiles (then `--profile` must choose).
    func profile() throws -> String? {
        guard let first = declaredProfiles.first else { return nil }
        if let other = declaredProfiles.first(where: { $0.profile != first.profile }) {
            throw CommandFailure("\(other.origin) is for profile '\(other.profile)' but \(first.origin) is for '\(first.profile)': pass --profile")
        }
        return first.profile
    }
}
