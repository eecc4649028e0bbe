import ArgumentParser
import Foundation
import InkFormats
import InkPipeline
import InkPredict
import InkReport

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

    /// The catalog of every configuration in the configuration folder; a set file over the file
    /// size limit (`InputLimits`), or one that is not a regular file (a folder, a FIFO, a device),
    /// is refused before it is read.
    func catalog() throws -> PipelineCatalog {
        guard let directory = folder ?? Self.defaultFolder() else {
            throw CommandFailure("no configuration folder found: pass --configs DIR or set INKBENCH_CONFIGS")
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasSuffix(".yaml") {
            let path = (directory as NSString).appendingPathComponent(name)
            var status = stat()
            if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
                throw CommandFailure("\(path): not a regular file (a configuration set in the configuration folder must be one)")
            }
            try FileBytes.checkSize(path)
        }
        return try ActiveComponents.current.loadCatalog(directory: directory)
    }

    /// The configuration sets `--config` names as files, by argument, each read exactly once (so
    /// a pipe such as `<(cat configs/default.yaml)` works): pass them to `selection` and
    /// `thresholdRecord`.
    func loadedSets() throws -> [String: PipelineConfigurationSet] {
        var sets: [String: PipelineConfigurationSet] = [:]
        for item in configs where isFile(item) && sets[item] == nil {
            sets[item] = try Self.loadSet(item)
        }
        return sets
    }

    /// The configurations named or listed by `--config`, in order (a file contributes all of its).
    /// A configuration whose `prediction` names no known predictor (or a bad parameter) is an
    /// error naming the file and the configuration. `sets`: from `loadedSets()` (read here when nil).
    func selected(_ sets: [String: PipelineConfigurationSet]? = nil) throws -> [PipelineConfiguration] {
        try selection(sets).configurations
    }

    /// The configurations of `selected()` with the `profile:` of each configuration-set file
    /// given and of the file declaring each configuration named. `sets`: from `loadedSets()`
    /// (read here when nil), so each file is read once.
    func selection(_ sets: [String: PipelineConfigurationSet]? = nil) throws -> ConfigurationSelection {
        let sets = try sets ?? loadedSets()
        var result = ConfigurationSelection()
        var lazyCatalog: PipelineCatalog?
        for item in configs {
            if let set = sets[item] {
                for configuration in set.configurations { try Self.checkPredictor(of: configuration, source: item) }
                result.configurations += set.configurations
                if let profile = set.profile { result.declaredProfiles.append((profile, item)) }
                continue
            }
            let catalog = try lazyCatalog ?? catalog()
            lazyCatalog = catalog
            guard let entry = catalog.entry(named: item) else {
                throw CommandFailure("unknown configuration '\(item)' (known: \(catalog.names.joined(separator: ", ")))")
            }
            try Self.checkPredictor(of: entry.configuration, source: folder ?? Self.defaultFolder() ?? "configs")
            result.configurations.append(entry.configuration)
            if let profile = entry.profile { result.declaredProfiles.append((profile, "'\(item)' of \(entry.source)")) }
        }
        return result
    }

    /// Builds the configuration's predictor once to check its name and parameters.
    static func checkPredictor(of configuration: PipelineConfiguration, source: String) throws {
        guard case .predictor(let text) = configuration.prediction else { return }
        do {
            _ = try ActiveComponents.current.predictors.make(parsing: text)
        } catch {
            throw CommandFailure("\(source): configuration '\(configuration.name)': \(error)")
        }
    }

    /// The configuration-set file `item` names: a YAML file, a set name (`NAME.yaml` in the
    /// configuration folder), or the name of a configuration (the file declaring it).
    func setFile(for item: String) throws -> String {
        if isFile(item) { return item }
        let catalog = try catalog()
        let named = catalog.entries.first { (($0.source as NSString).lastPathComponent as NSString).deletingPathExtension == item }
        guard let entry = named ?? catalog.entries.first(where: { $0.configuration.name == item }) else {
            let sets = Set(catalog.entries.map { (($0.source as NSString).lastPathComponent as NSString).deletingPathExtension }).sorted()
            throw CommandFailure("unknown configuration set or configuration '\(item)' (sets: \(sets.joined(separator: ", ")))")
        }
        return entry.source
    }

    /// The `thresholds:` of the selected configuration-set files (metric names checked), merged;
    /// nil when none has any. Two files giving one threshold different values is an error.
    /// `sets`: from `loadedSets()`.
    func thresholdRecord(_ sets: [String: PipelineConfigurationSet]) throws -> RunReport.ThresholdRecord? {
        var merged: RunReport.ThresholdRecord?
        for item in configs {
            guard let settings = sets[item]?.thresholds else { continue }
            try settings.checkMetricNames(source: item)
            let record = RunReport.ThresholdRecord(settings, source: item)
            guard var combined = merged else {
                merged = record
                continue
            }
            if let noise = record.noise, let earlier = combined.noise, noise != earlier {
                throw CommandFailure("\(item) sets thresholds noise differently from \(combined.source): give one configuration set with thresholds")
            }
            for (metric, value) in record.metrics where combined.metrics[metric].map({ $0 != value }) ?? false {
                throw CommandFailure("\(item) sets threshold \(metric) differently from \(combined.source): give one configuration set with thresholds")
            }
            combined.noise = combined.noise ?? record.noise
            combined.metrics.merge(record.metrics) { earlier, _ in earlier }
            combined.source += ", \(item)"
            merged = combined
        }
        return merged
    }

    /// The configuration set in the YAML file at `path`, refused unread when it is larger than
    /// the file size limit (`InputLimits`): the one loader of configuration-set files (`run`,
    /// `compare --config`, …), so a folder, a device or an oversized file gets the same one line.
    static func loadSet(_ path: String) throws -> PipelineConfigurationSet {
        let bytes = try FileBytes.read(path)
        let components = ActiveComponents.current
        return try PipelineConfigurationSet.load(
            yaml: String(decoding: bytes, as: UTF8.self), source: path, stages: components.stages, renderers: components.renderers.names
        )
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
