import Foundation
import InkBuiltIns
import InkConfiguration
import InkIO
import InkPipeline
import InkReport
import InkSim

/// The configurations a list of names and files stands for (`inkbench run --config NAME|FILE`,
/// repeatable, over `--configs DIR`): each item is a YAML configuration-set file (read exactly
/// once, so a pipe such as `<(cat configs/default.yaml)` works), the name of a configuration,
/// or the name of a set (`wwdc2016`: `NAME.yaml` in the folder or built in). Every set is read
/// against `components`, so registered stages, renderers, predictors and metrics are accepted by
/// name like the built-ins.
package struct ConfigurationResolver: Sendable {
    /// Configuration names, set names and set files, in order.
    package var items: [String]
    /// The built-in sets with the user's folder laid over them.
    package var sources: ConfigurationSources
    /// What configurations may name (stages, renderers, predictors) and what thresholds may name
    /// (metrics).
    package var components: InkBenchComponents

    /// `folder`: the user's sets (nil for the built-in ones alone).
    package init(items: [String], folder: String?, components: InkBenchComponents) {
        self.items = items
        self.components = components
        sources = ConfigurationSources(folder: folder, stages: components.stages, renderers: components.renderers.names)
    }

    /// Every configuration: the built-in sets with the folder's laid over them (a set file over
    /// the file size limit, or one that is not a regular file, is refused before it is read).
    package func catalog() throws -> PipelineCatalog {
        try sources.catalog()
    }

    /// The sets the items name, by item: files, each read once, and set names that name no
    /// configuration. Pass them to `selection(_:)` and `thresholdRecord(_:)`.
    package func loadedSets() throws -> [String: PipelineConfigurationSet] {
        var sets: [String: PipelineConfigurationSet] = [:]
        var lazyCatalog: PipelineCatalog?
        for item in items where sets[item] == nil {
            if Self.isFile(item) {
                sets[item] = try loadSet(item)
                continue
            }
            let catalog = try lazyCatalog ?? catalog()
            lazyCatalog = catalog
            if catalog.entry(named: item) == nil, let set = try sources.set(named: item) { sets[item] = set }
        }
        return sets
    }

    /// The configurations the items name or list, in order (a file contributes all of its), with
    /// the `profile:` of each set file given and of the file declaring each configuration named.
    /// A configuration whose `prediction` names no known predictor (or a bad parameter) is an
    /// error naming the file and the configuration. `sets`: from `loadedSets()` (read here when
    /// nil), so each file is read once.
    package func selection(_ sets: [String: PipelineConfigurationSet]? = nil) throws -> ConfigurationSelection {
        let sets = try sets ?? loadedSets()
        var result = ConfigurationSelection()
        var lazyCatalog: PipelineCatalog?
        for item in items {
            if let set = sets[item] {
                for configuration in set.configurations { try checkPredictor(of: configuration, source: item) }
                result.configurations += set.configurations
                if let profile = set.profile { result.declaredProfiles.append((profile, item)) }
                continue
            }
            let catalog = try lazyCatalog ?? catalog()
            lazyCatalog = catalog
            guard let entry = catalog.entry(named: item) else {
                throw RunError("unknown configuration '\(item)' (known: \(catalog.names.joined(separator: ", ")))")
            }
            try checkPredictor(of: entry.configuration, source: entry.source)
            result.configurations.append(entry.configuration)
            if let profile = entry.profile { result.declaredProfiles.append((profile, "'\(item)' of \(entry.source)")) }
        }
        return result
    }

    /// The `thresholds:` of the set files and set names among the items (metric names checked
    /// against the registered metrics), merged (`RunReport.ThresholdRecord.merged`); nil when
    /// none has any. `sets`: from `loadedSets()`.
    package func thresholdRecord(_ sets: [String: PipelineConfigurationSet]) throws -> RunReport.ThresholdRecord? {
        let given = items.compactMap { item in sets[item]?.thresholds.map { (source: item, settings: $0) } }
        return try RunReport.ThresholdRecord.merged(given, known: ComparedMetric.all(registered: components.metrics))
    }

    /// The configuration set `item` names: a YAML file, a set name (`NAME.yaml` in the folder or
    /// built in), or the name of a configuration (the set declaring it).
    package func namedSet(for item: String) throws -> PipelineConfigurationSet {
        if Self.isFile(item) { return try loadSet(item) }
        if let set = try sources.set(named: item) { return set }
        guard let entry = try catalog().entry(named: item), let set = try sources.set(named: ((entry.source as NSString).lastPathComponent as NSString).deletingPathExtension) else {
            throw RunError("unknown configuration set or configuration '\(item)' (sets: \(try sources.setNames().joined(separator: ", ")))")
        }
        return set
    }

    /// The `thresholds:` of the set `item` names (`namedSet(for:)`, metric names checked) and
    /// its file, for `inkbench compare --config`; a set without thresholds is an error.
    package func comparedThresholds(of item: String) throws -> (settings: ComparisonThresholdSettings, file: String) {
        let set = try namedSet(for: item), file = set.source
        guard let settings = set.thresholds else {
            throw RunError("\(file): has no 'thresholds:' section to compare with")
        }
        try settings.checkMetricNames(source: file, known: ComparedMetric.all(registered: components.metrics))
        return (settings, file)
    }

    /// The configuration set in the YAML file at `path`, refused unread when it is larger than
    /// the file size limit (`InputLimits`): the one loader of configuration-set files (`run`,
    /// `compare --config`, …), so a folder, a device or an oversized file gets the same one line.
    package func loadSet(_ path: String) throws -> PipelineConfigurationSet {
        let bytes = try FileBytes.read(path)
        return try PipelineConfigurationSet.load(
            yaml: String(decoding: bytes, as: UTF8.self), source: path, stages: components.stages, renderers: components.renderers.names
        )
    }

    /// Builds the configuration's predictor once to check its name and parameters.
    private func checkPredictor(of configuration: PipelineConfiguration, source: String) throws {
        guard case .predictor(let text) = configuration.prediction else { return }
        do {
            _ = try components.predictors.make(parsing: text)
        } catch {
            throw PipelineConfigurationError(source: source, configuration: configuration.name, message: "\(error)")
        }
    }

    /// Whether `item` is taken as a file: a `.yaml`/`.yml` name, or anything that exists on disk.
    private static func isFile(_ item: String) -> Bool {
        item.hasSuffix(".yaml") || item.hasSuffix(".yml") || FileManager.default.fileExists(atPath: item)
    }
}
