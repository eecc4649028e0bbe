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
}
