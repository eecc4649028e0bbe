import Foundation
import InkModel

/// The shard folders given to `inkbench merge`, checked to make one whole: each holds a finished
/// shard (`shard.json`), all of one kind, written by the same inkbench (and, where both know it,
/// at the same commit), with the same inputs, items and settings, and every shard 1…N present
/// exactly once. Any other folder is refused in one line naming it and what differs.
package struct ShardSet: Sendable {
    /// The folders, in shard order (1…N).
    package let folders: [String]
    /// Their manifests, in shard order.
    package let manifests: [ShardManifest]

    /// What the shards ran.
    package var kind: ShardManifest.Kind { manifests[0].kind }
    /// Every unit of the whole work in one machine's order, with the shard that computes it.
    package var units: [ShardManifest.Unit] { manifests[0].units }
    /// The inputs of the whole work, in order.
    package var inputs: [ShardManifest.Input] { manifests[0].inputs }

    /// Reads and checks the manifests of `folders` (in any order).
    package init(folders given: [String]) throws(ReportError) {
        guard !given.isEmpty else { throw ReportError("give the folders of the shards to merge") }
        var loaded: [(folder: String, manifest: ShardManifest)] = []
        for folder in given {
            let manifest = try ShardManifest.load(folder: folder)
            if let first = loaded.first { try Self.check(manifest, folder: folder, against: first.manifest, folder: first.folder) }
            if let twin = loaded.first(where: { $0.manifest.shard == manifest.shard }) {
                throw ReportError("\(folder): shard \(manifest.shard)/\(manifest.shards) again (also \(twin.folder))")
            }
            loaded.append((folder, manifest))
        }
        let count = loaded[0].manifest.shards
        let present = Set(loaded.map(\.manifest.shard))
        if let missing = (1...count).first(where: { !present.contains($0) }) {
            let absent = (1...count).filter { !present.contains($0) }
            let more = absent.count > 1 ? " (\(absent.count) of \(count) missing: \(absent.prefix(10).map(String.init).joined(separator: ", "))\(absent.count > 10 ? ", …" : ""))" : ""
            throw ReportError("shard \(missing)/\(count) is missing\(more); merge needs every shard's folder")
        }
        loaded.sort { $0.manifest.shard < $1.manifest.shard }
        folders = loaded.map(\.folder)
        manifests = loaded.map(\.manifest)
    }

    /// Refuses `manifest` (in `folder`) when it does not belong with `other` (in `otherFolder`).
    static func check(_ manifest: ShardManifest, folder: String, against other: ShardManifest, folder otherFolder: String) throws(ReportError) {
        let versus = "than \(otherFolder)"
        if manifest.kind != other.kind {
            throw ReportError("\(folder): a shard of inkbench \(manifest.kind.rawValue), but \(otherFolder) is one of inkbench \(other.kind.rawValue)")
        }
        if manifest.tool != other.tool {
            throw ReportError("\(folder): written by \(manifest.tool), \(otherFolder) by \(other.tool); run every shard with the same inkbench")
        }
        if let commit = manifest.gitCommit, let otherCommit = other.gitCommit, commit != otherCommit {
            throw ReportError("\(folder): run at commit \(commit.prefix(12)), \(otherFolder) at \(otherCommit.prefix(12)); run every shard at the same commit")
        }
        if manifest.shards != other.shards {
            throw ReportError("\(folder): shard \(manifest.shard)/\(manifest.shards), but \(otherFolder) is shard \(other.shard)/\(other.shards)")
        }
        for setting in other.settings {
            guard let mine = manifest.settings.first(where: { $0.name == setting.name }) else {
                throw ReportError("\(folder): no \(setting.name) setting, \(otherFolder) has one (another inkbench?)")
            }
            if mine.value != setting.value {
                throw ReportError("\(folder): other \(setting.name) \(versus)\(Self.values(mine.value, setting.value))")
            }
        }
        if let extra = manifest.settings.first(where: { setting in !other.settings.contains { $0.name == setting.name } }) {
            throw ReportError("\(folder): a \(extra.name) setting \(otherFolder) does not have (another inkbench?)")
        }
        if manifest.inputs.count != other.inputs.count {
            throw ReportError("\(folder): other inputs \(versus) (\(manifest.inputs.count) traces, not \(other.inputs.count))")
        }
        for (index, (mine, theirs)) in zip(manifest.inputs, other.inputs).enumerated() where mine.input != theirs.input || mine.contentHash != theirs.contentHash {
            throw ReportError(
                "\(folder): other inputs \(versus): trace \(index + 1) is \(Self.quoted(mine.input)) (\(mine.contentHash)), "
                    + "not \(Self.quoted(theirs.input)) (\(theirs.contentHash))"
            )
        }
        if manifest.items != other.items || zip(manifest.inputs, other.inputs).contains(where: { $0.items != $1.items }) {
            throw ReportError("\(folder): other \(manifest.kind.itemWord) \(versus)")
        }
    }

    /// `(A, not B)` when both are short enough to read in a line; empty otherwise.
    private static func values(_ mine: String, _ theirs: String) -> String {
        mine.count + theirs.count <= 120 ? " (\(mine.isEmpty ? "none" : mine), not \(theirs.isEmpty ? "none" : theirs))" : ""
    }

    private static func quoted(_ text: String) -> String { "'\(text.onOneLine)'" }
}
