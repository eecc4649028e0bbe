import Foundation
import InkConfiguration
import InkIO
import InkPipeline

/// Where configuration sets come from: the built-in sets (`BuiltInFiles`), with the `*.yaml`
/// files of a folder on disk laid over them — a file there replaces the built-in set of the same
/// file name, any other file adds its configurations, and a configuration of the folder hides a
/// built-in one of the same name (`PipelineCatalog.init(base:overlay:)`). Built-in sets are named
/// `built-in configs/NAME.yaml` in errors and listings. Every set is read against the stages and
/// renderer names given (a custom component is named like a built-in).
public struct ConfigurationSources: Sendable {
    /// The folder of the user's own sets, or nil for the built-in sets alone.
    public var folder: String?
    /// The filters and smoothers a set's `kind:` may name.
    public var stages: StageRegistry
    /// The renderer names a set's `renderer:` may give.
    public var renderers: [String]

    public init(folder: String?, stages: StageRegistry, renderers: [String]) {
        self.folder = folder
        self.stages = stages
        self.renderers = renderers
    }

    /// The folder used when none is given: `$INKBENCH_CONFIGS` when set, else `./configs` when it
    /// holds a `default.yaml` (a checkout, whose files may be newer than the binary), else nil.
    package static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["INKBENCH_CONFIGS"], !path.isEmpty { return path }
        return FileManager.default.fileExists(atPath: "configs/default.yaml") ? "configs" : nil
    }

    /// Every configuration, built in or from the folder.
    public func catalog() throws -> PipelineCatalog {
        try PipelineCatalog(base: builtInSets(), overlay: folderSets())
    }

    /// The configuration set whose file name without `.yaml` is `name` (`default`, `wwdc2016`),
    /// from the folder when it has one, else built in; nil when neither has it.
    public func set(named name: String) throws -> PipelineConfigurationSet? {
        if let own = try folderSets().first(where: { Self.stem($0.source) == name }) { return own }
        return try builtInSets().first { Self.stem($0.source) == name }
    }

    /// The file names without `.yaml` of every set, built in or from the folder, sorted.
    package func setNames() throws -> [String] {
        Set((try builtInSets() + folderSets()).map { Self.stem($0.source) }).sorted()
    }

    /// The built-in sets, each named `built-in configs/NAME.yaml`.
    package func builtInSets() throws(PipelineConfigurationError) -> [PipelineConfigurationSet] {
        var sets: [PipelineConfigurationSet] = []
        for file in BuiltInFiles.configurationSets {
            sets.append(try PipelineConfigurationSet.load(yaml: file.text, source: "built-in \(file.path)", stages: stages, renderers: renderers))
        }
        return sets
    }

    /// The sets in the folder (none without one), in file-name order. The folder must exist and
    /// hold at least one `*.yaml` file; each must be a regular file within the file size limit
    /// (`InputLimits`), refused before it is read.
    package func folderSets() throws -> [PipelineConfigurationSet] {
        guard let folder else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw PipelineConfigurationError(source: folder, message: "cannot list the configuration folder (\(error.localizedDescription))")
        }
        let files = names.filter { $0.hasSuffix(".yaml") }.sorted()
        if files.isEmpty {
            throw PipelineConfigurationError(source: folder, message: "no *.yaml configuration sets in this folder")
        }
        return try files.map { name in
            let path = (folder as NSString).appendingPathComponent(name)
            var status = stat()
            if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
                throw PipelineConfigurationError(source: path, message: "not a regular file (a configuration set in the configuration folder must be one)")
            }
            let bytes = try FileBytes.read(path)
            return try PipelineConfigurationSet.load(yaml: String(decoding: bytes, as: UTF8.self), source: path, stages: stages, renderers: renderers)
        }
    }

    private static func stem(_ source: String) -> String {
        ((source as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
