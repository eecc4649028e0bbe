import ArgumentParser
import Foundation
import InkPipeline

/// `--config NAME|FILE` (repeatable) and `--configs DIR`: which pipeline configurations to run.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp("A configuration name (see 'inkbench list configs') or a YAML configuration-set file; repeatable.", valueName: "name|file")
    )
    var configs: [String] = []

    @Option(
        name: .customLong("configs"),
        help: ArgumentHelp("Folder of configuration sets (default: $INKBENCH_CONFIGS, ./configs, or the one beside the inkbench checkout).", valueName: "dir")
    )
    var folder: String?

    init() {}

    /// Options with only the folder set (for `inkbench list configs`).
    init(folderOverride: String?) {
        folder = folderOverride
    }

    /// The catalog of every configuration in the configuration folder.
    func catalog() throws -> PipelineCatalog {
        guard let directory = folder ?? Self.defaultFolder() else {
            throw CommandFailure("no configuration folder found: pass --configs DIR or set INKBENCH_CONFIGS")
        }
        return try PipelineCatalog.load(directory: directory)
    }

    /// The configurations named or listed by `--config`, in order (a file contributes all of its).
    func selected() throws -> [PipelineConfiguration] {
        var result: [PipelineConfiguration] = []
        var lazyCatalog: PipelineCatalog?
        for item in configs {
            if isFile(item) {
                result += try PipelineConfigurationSet.load(path: item).configurations
                continue
            }
            let catalog = try lazyCatalog ?? catalog()
            lazyCatalog = catalog
            guard let configuration = catalog.configuration(named: item) else {
                throw CommandFailure("unknown configuration '\(item)' (known: \(catalog.names.joined(separator: ", ")))")
            }
            result.append(configuration)
        }
        return result
    }

    /// The device profile the selected configuration-set files name (`profile:`), or nil when
    /// none does; an error when two name different profiles.
    func setProfile() throws -> String? {
        var found: (profile: String, file: String)?
        for item in configs where isFile(item) {
            guard let profile = try PipelineConfigurationSet.load(path: item).profile else { continue }
            if let found, found.profile != profile {
                throw CommandFailure("\(item) is for profile '\(profile)' but \(found.file) is for '\(found.profile)': pass --profile")
            }
            found = (profile, item)
        }
        return found?.profile
    }

    private func isFile(_ item: String) -> Bool {
        item.hasSuffix(".yaml") || item.hasSuffix(".yml") || FileManager.default.fileExists(atPath: item)
    }

    /// `$INKBENCH_CONFIGS`, else `./configs`, else the `configs` folder of the checkout the
    /// executable was built in (found by walking up from the executable's real path).
    static func defaultFolder() -> String? {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["INKBENCH_CONFIGS"], !path.isEmpty { return path }
        if fileManager.fileExists(atPath: "configs/default.yaml") { return "configs" }
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("configs")
            if fileManager.fileExists(atPath: candidate.appendingPathComponent("default.yaml").path) { return candidate.path }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
