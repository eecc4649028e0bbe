import Foundation
import InkFormats
import InkModel
import InkPipeline
import InkSynth
import Testing
import InkTestSupport

/// The equivalence suite on the traces users run: every built-in dataset and the real Apple
/// Pencil recordings (with UIKit's own coalescing, late force updates and predicted touches).
/// Naive, incremental and all-at-once must agree bit for bit at every stage.
struct DatasetEquivalenceTests {
    /// Every shipped configuration but the `default-` set, which repeats the `naive-smooth` and
    /// `incremental-smooth` chains with prediction on and off (no predictions on synthesized
    /// traces; the real recordings, which carry predictions, are checked with every configuration).
    static let configurations = EquivalenceTests.configurations.filter { !$0.name.hasPrefix("default-") }

    /// The configurations whose geometry chains differ (the WWDC steps reuse the `naive` and
    /// `incremental` chains with other input policies, which the standard traces already cover).
    static let distinctChains = configurations.filter { !$0.name.hasPrefix("wwdc-") }

    @Test(arguments: BuiltInDataset.all.filter { $0.name != "spiral-long" }.map(\.name))
    func everyBuiltInDatasetIsBitIdentical(dataset: String) throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named(dataset)).recipe)
        for configuration in Self.configurations {
            let report = PipelineEquivalence.check(trace: trace, configuration: configuration, schedule: .automatic(for: trace))
            #expect(report.isExact, "\(dataset): \(report)")
        }
    }

    /// spiral-long has over 5,000 callbacks: a seeded sample of 400 splits plus the first and last.
    @Test(arguments: distinctChains)
    func theLongSpiralIsBitIdenticalAtSampledSplits(configuration: PipelineConfiguration) throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("spiral-long")).recipe)
        let report = PipelineEquivalence.check(
            trace: trace, configuration: configuration, schedule: .automatic(for: trace), continuations: 4
        )
        #expect(report.callbacks > 2_000 && report.splitsChecked.count == 402)
        #expect(report.isExact, "spiral-long: \(report)")
    }

    @Test(.needsRecordings("inkable/events.json", "inkable/pencil-antigrain2.json"), arguments: ["events.json", "pencil-antigrain2.json"])
    func theRealPencilRecordingsAreBitIdenticalAtEverySplit(file: String) throws {
        let trace = try TraceFormatRegistry.builtIn.read(path: SharedRecordings.path("inkable/" + file))
        let schedule = try #require(CallbackSchedule.recorded(trace))
        for configuration in EquivalenceTests.configurations {
            let report = PipelineEquivalence.check(trace: trace, configuration: configuration, schedule: schedule, splits: .every)
            #expect(report.isExact, "\(file): \(report)")
            #expect(report.splitsChecked.count == schedule.callbacks.count)
        }
    }
}
