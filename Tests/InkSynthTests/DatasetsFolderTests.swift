import Foundation
import InkFormats
import InkSynth
import Testing

/// The checked-in `datasets/` folder: `manifest.tsv` and one exemplar `.inktrace` per exemplar
/// dataset, byte for byte what the current code makes. With `INKBENCH_REGEN_DATASETS=1` the
/// files are rewritten first (`scripts/regen-datasets`), then checked the same way.
@Suite("The datasets folder")
struct DatasetsFolderTests {
    @Test func manifestIsWhatTheCodeRenders() throws {
        try DatasetsFolder.regenerateIfAsked()
        let bytes = try DatasetsFolder.bytes(of: DatasetsFolder.manifestName)
        let difference = DatasetsFolder.firstDifference(bytes, Array(BuiltInDataset.manifestText().utf8))
        #expect(difference == nil, "datasets/manifest.tsv differs from the code at byte \(difference ?? 0): run scripts/regen-datasets")
    }

    @Test func manifestHasOneLineOfFourFieldsPerDataset() {
        let lines = BuiltInDataset.manifestText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == BuiltInDataset.all.count + 2, "header, one line per dataset, empty rest after the last line feed")
        #expect(lines.first == "name\texemplar\trecipe\tsummary")
        #expect(lines.last == "")
        for (line, dataset) in zip(lines.dropFirst(), BuiltInDataset.all) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            #expect(fields == [dataset.name, dataset.isExemplar ? "yes" : "no", dataset.recipe.canonicalText, dataset.summary])
        }
    }

    @Test(arguments: BuiltInDataset.all.filter(\.isExemplar).map(\.name))
    func exemplarIsTheNativeEncodingOfItsRecipe(name: String) throws {
        try DatasetsFolder.regenerateIfAsked()
        let dataset = try #require(BuiltInDataset.named(name))
        let bytes = try DatasetsFolder.bytes(of: DatasetsFolder.exemplarName(dataset))
        let expected = try NativeTraceWriter.encode(Synthesizer.synthesize(dataset.recipe))
        let difference = DatasetsFolder.firstDifference(bytes, expected)
        #expect(difference == nil, "datasets/\(DatasetsFolder.exemplarName(dataset)) differs from its recipe at byte \(difference ?? 0): run scripts/regen-datasets")
        #expect(bytes.count < 150_000, "exemplar \(dataset.name) is \(bytes.count) bytes")
    }

    @Test func thereIsOneTraceFilePerExemplarAndNoOther() throws {
        try DatasetsFolder.regenerateIfAsked()
        let expected = Set(BuiltInDataset.all.filter(\.isExemplar).map(DatasetsFolder.exemplarName))
        let found = try DatasetsFolder.traceFileNames()
        #expect(found == expected, "missing: \(expected.subtracting(found).sorted()), stray: \(found.subtracting(expected).sorted()); run scripts/regen-datasets")
    }
}

/// The package's `datasets/` folder, found from this file's path (so it does not depend on the
/// working directory of the test run).
enum DatasetsFolder {
    static let manifestName = "manifest.tsv"

    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("datasets")

    static func exemplarName(_ dataset: BuiltInDataset) -> String {
        dataset.name + ".inktrace"
    }

    static func bytes(of name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
    }

    /// The offset of the first byte where `found` and `expected` differ (the shorter one's length
    /// when one is a prefix of the other); nil when they are equal.
    static func firstDifference(_ found: [UInt8], _ expected: [UInt8]) -> Int? {
        if let offset = found.indices.first(where: { $0 < expected.count && found[$0] != expected[$0] }) { return offset }
        return found.count == expected.count ? nil : min(found.count, expected.count)
    }

    /// Names of the `.inktrace` files in the folder.
    static func traceFileNames() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".inktrace") })
    }

    /// Rewrites the folder once per test run when `INKBENCH_REGEN_DATASETS=1`; rethrows what
    /// went wrong doing so to every caller.
    static func regenerateIfAsked() throws {
        if let message = regenerationFailure { throw RegenerationError(message: message) }
    }

    /// Nil when regeneration was not asked for or succeeded, else why it failed. Evaluated once.
    private static let regenerationFailure: String? = {
        guard ProcessInfo.processInfo.environment["INKBENCH_REGEN_DATASETS"] == "1" else { return nil }
        do {
            try regenerate()
            return nil
        } catch {
            return "regenerating \(url.path): \(error)"
        }
    }()

    /// Writes the manifest and every exemplar, and removes `.inktrace` files of no exemplar.
    private static func regenerate() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(BuiltInDataset.manifestText().utf8).write(to: url.appendingPathComponent(manifestName), options: .atomic)
        let exemplars = BuiltInDataset.all.filter(\.isExemplar)
        for dataset in exemplars {
            let trace = try Synthesizer.synthesize(dataset.recipe)
            try TraceFormatRegistry.builtIn.write(trace, to: url.appendingPathComponent(exemplarName(dataset)).path, format: .native)
        }
        let kept = Set(exemplars.map(exemplarName))
        for name in try traceFileNames() where !kept.contains(name) {
            try FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }
    }

    struct RegenerationError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
