import CustomComponents
import Foundation
import InkBench
import Testing

/// The example's components: the smoother's incremental stage matches its naive twin at every
/// split, and the set of configurations reads the custom names.
struct CustomComponentsTests {
    @Test(arguments: ["handwriting", "scribble-fast"])
    func theIncrementalMidpointStageMatchesItsNaiveTwin(dataset: String) throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named(dataset)).recipe)
        let report = StageEquivalence.check(.midpoint, trace: trace)
        #expect(report.isExact, "\(report)")
    }

    @Test func theConfigurationSetNamesTheCustomComponents() throws {
        let components = try InkBenchComponents.withCustomComponents()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let set = try components.loadConfigurationSet(path: package.appendingPathComponent("configs/custom.yaml").path)
        let custom = try #require(set.configuration(named: "midpoint-damped"))
        #expect(custom.smoother == .midpoint)
        #expect(try components.predictors.make(parsing: "damped:damping=0.6").name == "damped")
        #expect(throws: ComponentSpecError.self) { try components.predictors.make(parsing: "damped:damping=2") }
    }

    @Test func thePointsFormatWritesAndReadsBackAndIsToldByItsContent() throws {
        let components = try InkBenchComponents.withCustomComponents()
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("handwriting-short")).recipe)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("points-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("handwriting.points").path
        try components.formats.write(trace, to: path, format: try components.formats.format(forWriting: path))
        let read = try components.formats.read(path: path, settings: TraceReadSettings())
        #expect(read.samples.map(\.location) == trace.samples.map(\.location))
        #expect(read.samples.map(\.timestamp) == trace.samples.map(\.timestamp))
        #expect(read.header.sourceKind.rawValue == "points")
        let unnamed = folder.appendingPathComponent("handwriting.txt").path
        try FileManager.default.copyItem(atPath: path, toPath: unnamed)
        #expect(try components.formats.detect(path: unnamed).name == "points")
        try Data("# points\n1 0.0 1 2\n".utf8).write(to: URL(fileURLWithPath: unnamed))
        let error = #expect(throws: TraceFileError.self) { try components.formats.read(path: unnamed, settings: TraceReadSettings()) }
        #expect(error?.description == "\(unnamed):2: expected: touch seconds x y force (or - for no force)")
    }
}
