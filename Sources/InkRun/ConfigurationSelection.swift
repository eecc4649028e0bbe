import InkPipeline

/// What a list of configuration names and files selected (`ConfigurationResolver`): the
/// configurations, in order, and the device profiles their sets are meant for (`profile:`), from
/// the set files given and from the files declaring the configurations named on their own.
package struct ConfigurationSelection: Sendable {
    package var configurations: [PipelineConfiguration] = []
    /// Each `profile:` met, in order, with where it comes from (a file, or `'NAME' of FILE`).
    package var declaredProfiles: [(profile: String, origin: String)] = []

    package init() {}

    /// The one profile the selection's sets name, or nil when none names one; an error when two
    /// name different profiles (then `--profile` must choose).
    package func profile() throws(RunError) -> String? {
        guard let first = declaredProfiles.first else { return nil }
        if let other = declaredProfiles.first(where: { $0.profile != first.profile }) {
            throw RunError("\(other.origin) is for profile '\(other.profile)' but \(first.origin) is for '\(first.profile)': pass --profile")
        }
        return first.profile
    }

    /// `configurations` when every one has a built-in pipeline; otherwise one line naming the
    /// first external one and saying that `command` replays built-in pipelines only
    /// (`inkbench run` runs external ones).
    package func builtInOnly(command: String) throws(RunError) -> [PipelineConfiguration] {
        if let external = configurations.first(where: { $0.external != nil }) {
            throw RunError(
                "configuration '\(external.name)' runs an external pipeline (pipeline: exec), and \(command) replays built-in pipelines only; use inkbench run"
            )
        }
        return configurations
    }
}
