import ArgumentParser
import Foundation
import InkBuiltIns
import InkFormats
import InkPipeline
import InkPredict
import InkReport
import InkSim

/// `--config NAME|FILE` (repeatable) and `--configs DIR`: which pipeline configurations to run.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp("A configuration or configuration-set name (see 'inkbench list configs') or a YAML configuration-set file; repeatable.", valueName: "name|file")
    )
    var configs: [String] = []

    @Option(
        name: .customLong("configs"),
        help: ArgumentHelp("Folder of your own configuration sets, laid over the built-in ones (default: $INKBENCH_CONFIGS, or ./configs when it has default.yaml).", valueName: "dir")
    )
    var folder: String?

    init() {}

    /// Options with only the folder set (for `inkbench list configs`).
    init(folderOverride: String?) {
        folder = folderOverride
    }

    /// Every configuration: the built-in sets with the folder's laid over them
    /// (`ConfigurationSources`; a set file over the file size limit, or one that is not a regular
    /// file, is refused before it is read).
    func catalog() throws -> PipelineCatalog {
        try sources.catalog()
    }

    /// The built-in configuration sets and the folder of `--configs` (or the default folder).
    var sources: ConfigurationSources {
        let components = ActiveComponents.current
        return ConfigurationSources(
            folder: folder ?? ConfigurationSources.defaultFolder(), stages: components.stages, renderers: components.renderers.names
        )
    }

    /// The configuration sets `--config` names, by argument: files, each read exactly once (so a
    /// pipe such as `<(cat configs/default.yaml)` works), and set names that name no
    /// configuration (`wwdc2016`: `NAME.yaml` in the folder or built in). Pass them to
    /// `selection` and `thresholdRecord`.
    func loadedSets() throws -> [String: PipelineConfigurationSet] {
        var sets: [String: PipelineConfigurationSet] = [:]
        var lazyCatalog: PipelineCatalog?
        for item in configs where sets[item] == nil {
            if isFile(item) {
                sets[item] = try Self.loadSet(item)
                continue
            }
            let catalog = try lazyCatalog ?? catalog()
            lazyCatalog = catalog
            if catalog.entry(named: item) == nil, let set = try sources.set(named: item) { sets[item] = set }
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
            try Self.checkPredictor(of: entry.configuration, source: entry.source)
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

    /// The configuration set `item` names: a YAML file, a set name (`NAME.yaml` in the folder or
    /// built in), or the name of a configuration (the set declaring it).
    func namedSet(for item: String) throws -> PipelineConfigurationSet {
        if isFile(item) { return try Self.loadSet(item) }
        if let set = try sources.set(named: item) { return set }
        guard let entry = try catalog().entry(named: item), let set = try sources.set(named: ((entry.source as NSString).lastPathComponent as NSString).deletingPathExtension) else {
            throw CommandFailure("unknown configuration set or configuration '\(item)' (sets: \(try sources.setNames().joined(separator: ", ")))")
        }
        return set
    }

    /// The `thresholds:` of the selected configuration-set files (metric names checked), merged;
    /// nil when none has any. Two files giving one threshold different values is an error.
    /// `sets`: from `loadedSets()`.
    func thresholdRecord(_ sets: [String: PipelineConfigurationSet]) throws -> RunReport.ThresholdRecord? {
        var merged: RunReport.ThresholdRecord?
        for item in configs {
            guard let settings = sets[item]?.thresholds else { continue }
            try settings.checkMetricNames(source: item, known: ComparedMetric.all(registered: ActiveComponents.current.metrics))
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
    }}
