import Foundation
import InkFormats
import InkIO
import InkModel

/// `shard.json`: what one shard of a run, prediction evaluation or sweep (`--shard K/N`) was
/// given and computed, written into its folder in the same step as its other files, so a folder
/// with it holds a finished shard. `inkbench merge` reads it to check that the shards belong
/// together (the same tool, inputs, items and settings), that none is missing or given twice,
/// and to know which shard computed each unit.
///
/// Units: for `run` every input × `items` (the configurations), for `predict` every input × its
/// own `items` (the predictors run on it), keyed by the input's content hash and the item
/// (`WorkShard.unitKey`); for `sweep` every item (the candidates), keyed by the item alone.
package struct ShardManifest: Codable, Sendable {
    /// What the shard ran.
    package enum Kind: String, Codable, Sendable {
        case run
        case predict
        case sweep

        /// What an item is, for messages.
        var itemWord: String {
            switch self {
            case .run: "configurations"
            case .predict: "predictors"
            case .sweep: "candidates"
            }
        }
    }

    /// One input (trace) of the whole work, in the order given.
    package struct Input: Codable, Hashable, Sendable {
        /// The name given (file path or dataset name), as report files show it.
        package var input: String
        /// `TraceContentHash` of its records.
        package var contentHash: String
        /// The items run on this input when they differ from input to input (predict: its
        /// predictors); nil for the manifest's `items`.
        package var items: [String]?

        package init(input: String, contentHash: String, items: [String]? = nil) {
            self.input = input
            self.contentHash = contentHash
            self.items = items
        }
    }

    /// A setting that changes the results, as text: every shard of one piece of work has the
    /// same ones.
    package struct Setting: Codable, Hashable, Sendable {
        package var name: String
        package var value: String

        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One unit of the work: an input (nil for a sweep's candidates) and an item.
    package struct Unit: Hashable, Sendable {
        /// Index into `inputs`; nil for a sweep candidate.
        package var input: Int?
        package var item: String
        /// The shard that computes it (1…shards).
        package var shard: Int
    }

    package static let schemaName = "inkbench-shard"
    package static let currentVersion = 1
    /// The file name in a shard's folder.
    package static let fileName = "shard.json"

    package var schema = schemaName
    package var version = currentVersion
    package var kind: Kind
    /// `inkbench <version>`.
    package var tool: String
    /// The working directory's git commit when the shard ran, if any (report.json
    /// `environment.gitCommit`).
    package var gitCommit: String?
    /// This shard's number, 1…`shards`.
    package var shard: Int
    package var shards: Int
    package var settings: [Setting]
    package var inputs: [Input]
    /// The items of every input (run: configuration names; sweep: candidates; predict: empty,
    /// each input has its own).
    package var items: [String]

    package init(
        kind: Kind, tool: String, gitCommit: String?, shard: WorkShard, settings: [Setting], inputs: [Input], items: [String]
    ) {
        self.kind = kind
        self.tool = tool
        self.gitCommit = gitCommit
        self.shard = shard.index
        shards = shard.count
        self.settings = settings
        self.inputs = inputs
        self.items = items
    }

    /// The shard this manifest describes.
    package var workShard: WorkShard? { WorkShard(index: shard, count: shards) }

    /// Every unit of the whole work in the order one machine computes them (input by input, item
    /// by item; a sweep's candidates in grid order), each with the shard that computes it.
    package var units: [Unit] {
        switch kind {
        case .sweep:
            return items.map { Unit(input: nil, item: $0, shard: WorkShard.shard(of: $0, count: shards)) }
        case .run, .predict:
            return inputs.enumerated().flatMap { index, input in
                (input.items ?? items).map { item in
                    Unit(input: index, item: item, shard: WorkShard.shard(of: WorkShard.unitKey(contentHash: input.contentHash, item: item), count: shards))
                }
            }
        }
    }

    /// The manifest as written: pretty-printed JSON with sorted keys and a final line break.
    package func bytes() throws(ReportError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(self)) + [10]
        } catch {
            throw ReportError("\(Self.fileName): cannot encode (\(error))")
        }
    }

    /// Writes `files` (name in `folder`, bytes) each in full to a temporary file, then renames
    /// them all in one step (`folder` created if missing): a shard's files belong together.
    static func commit(_ files: [(name: String, bytes: [UInt8])], to folder: String) throws {
        let output = try OutputFolder(folder)
        try withExtendedLifetime(output) {
            var writers: [AtomicFileWriter] = []
            do {
                for (name, bytes) in files {
                    let writer = try AtomicFileWriter(path: (folder as NSString).appendingPathComponent(name))
                    writers.append(writer)
                    try writer.write(bytes)
                }
                try AtomicFileWriter.commit(writers)
            } catch {
                for writer in writers { writer.discard() }
                throw error
            }
        }
    }

    /// The manifest of the shard in `folder`; one line naming the folder when there is none or it
    /// is not one.
    package static func load(folder: String, limits: InputLimits = .current) throws(ReportError) -> ShardManifest {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: path) else {
            throw ReportError("\(folder): no \(fileName): not the folder of a --shard run, or its run did not finish")
        }
        let manifest = try SchemaTaggedJSON.load(
            ShardManifest.self, path: path, schema: schemaName, version: currentVersion, kind: "a shard manifest of inkbench", limits: limits
        )
        guard manifest.workShard != nil else {
            throw ReportError("\(path): shard \(manifest.shard) of \(manifest.shards) is not a shard (K in 1…N, N in 1…\(WorkShard.maximumCount))")
        }
        return manifest
    }
}
