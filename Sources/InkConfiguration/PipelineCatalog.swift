import Foundation
import InkPipeline

/// Every configuration of every configuration set (`*.yaml`) in a folder — what
/// `inkbench list configs` shows and where `--config NAME` is looked up. Names are unique across
/// the folder: a name declared in two files is an error.
public struct PipelineCatalog: Hashable, Sendable {
    /// A configuration and the file that declares it.
    public struct Entry: Hashable, Sendable {
        public var configuration: PipelineConfiguration
        /// The file's path as found in the folder.
        public var source: String
        /// The device profile the file names (`profile:`), or nil: the profile the configuration is
        /// meant to run on, also when it is named on its own.
        public var profile: String?
    }

    /// Entries in file-name order, then file order.
    package var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Loads every `*.yaml` file in `directory` (sorted by name), with the filters and smoothers
    /// of `stages` and the renderer names `renderers`.
    public static func load(
        directory: String, stages: StageRegistry, renderers: [String]
    ) throws(PipelineConfigurationError) -> PipelineCatalog {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw PipelineConfigurationError(source: directory, message: "cannot list the configuration folder (\(error.localizedDescription))")
        }
        let files = names.filter { $0.hasSuffix(".yaml") }.sorted()
        if files.isEmpty {
            throw PipelineConfigurationError(source: directory, message: "no *.yaml configuration sets in this folder")
        }
        var entries: [Entry] = []
        var declaredIn: [String: String] = [:]
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file)
            let set = try PipelineConfigurationSet.load(path: path, stages: stages, renderers: renderers)
            for configuration in set.configurations {
                if let other = declaredIn[configuration.name] {
                    throw PipelineConfigurationError(
                        source: path, configuration: configuration.name, message: "name already declared in \(other)"
                    )
                }
                declaredIn[configuration.name] = path
                entries.append(Entry(configuration: configuration, source: path, profile: set.profile))
            }
        }
        return PipelineCatalog(entries: entries)
    }

    /// The configuration called `name`, or nil.
    public func configuration(named name: String) -> PipelineConfiguration? {
        entry(named: name)?.configuration
    }

    /// The configuration called `name` with its file and that file's profile, or nil.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.configuration.name == name }
    }

    /// Every configuration's name, in catalog order.
    public var names: [String] { entries.map(\.configuration.name) }
}
