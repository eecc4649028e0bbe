import Foundation
import InkPipeline

extension PipelineCatalog {
    /// The catalog of `base` configuration sets (the built-in ones) with `overlay` sets (a user's
    /// folder) laid over them: an overlay set replaces the base set of the same file name
    /// (`default.yaml` in the folder replaces the built-in `default.yaml`), and an overlay
    /// configuration hides a base configuration of the same name. A name declared twice within
    /// the overlay, or twice within the base sets that remain, is an error. Entries are in
    /// file-name order, then file order. A set's file name is the last path component of its
    /// `source`.
    public init(base: [PipelineConfigurationSet], overlay: [PipelineConfigurationSet]) throws(PipelineConfigurationError) {
        let replaced = Set(overlay.map(Self.fileName))
        let kept = base.filter { !replaced.contains(Self.fileName($0)) }
        let overlayEntries = try Self.entries(of: overlay)
        let hidden = Set(overlayEntries.map(\.configuration.name))
        let baseEntries = try Self.entries(of: kept).filter { !hidden.contains($0.configuration.name) }
        let ordered = (baseEntries + overlayEntries).enumerated().sorted { left, right in
            let leftName = Self.fileName(left.element.source), rightName = Self.fileName(right.element.source)
            return leftName == rightName ? left.offset < right.offset : leftName < rightName
        }
        self.init(entries: ordered.map(\.element))
    }

    /// The entries of `sets`, in the order given; a configuration name declared twice is an
    /// error naming both files.
    private static func entries(of sets: [PipelineConfigurationSet]) throws(PipelineConfigurationError) -> [Entry] {
        var entries: [Entry] = []
        var declaredIn: [String: String] = [:]
        for set in sets {
            for configuration in set.configurations {
                if let other = declaredIn[configuration.name] {
                    throw PipelineConfigurationError(source: set.source, configuration: configuration.name, message: "name already declared in \(other)")
                }
                declaredIn[configuration.name] = set.source
                entries.append(Entry(configuration: configuration, source: set.source, profile: set.profile))
            }
        }
        return entries
    }

    private static func fileName(_ set: PipelineConfigurationSet) -> String {
        fileName(set.source)
    }

    private static func fileName(_ source: String) -> String {
        (source as NSString).lastPathComponent
    }
}
