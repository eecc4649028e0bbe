import InkPipeline

extension ConfigurationOptions {
    /// `configurations` when every one has a built-in pipeline; otherwise one line naming the first
    /// external one and saying that `command` replays built-in pipelines only (`inkbench run`
    /// runs external ones).
    static func builtInOnly(_ configurations: [PipelineConfiguration], command: String) throws -> [PipelineConfiguration] {
        if let external = configurations.first(where: { $0.external != nil }) {
            throw CommandFailure(
                "configuration '\(external.name)' runs an external pipeline (pipeline: exec), and \(command) replays built-in pipelines only; use inkbench run"
            )
        }
        return configurations
    }
}
