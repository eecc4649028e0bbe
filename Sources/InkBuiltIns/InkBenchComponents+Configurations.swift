import InkConfiguration
import InkSim

extension InkBenchComponents {
    /// The configuration set in the YAML file at `path`, read against these stages and renderers.
    public func loadConfigurationSet(path: String) throws(PipelineConfigurationError) -> PipelineConfigurationSet {
        try PipelineConfigurationSet.load(path: path, stages: stages, renderers: renderers.names)
    }

    /// Every configuration set in `directory`, read against these stages and renderers.
    package func loadCatalog(directory: String) throws(PipelineConfigurationError) -> PipelineCatalog {
        try PipelineCatalog.load(directory: directory, stages: stages, renderers: renderers.names)
    }
}
