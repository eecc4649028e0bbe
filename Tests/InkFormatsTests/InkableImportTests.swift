import Foundation
import InkModel
import Testing
import InkFormats
import InkTestSupport

/// The two real Inkable recordings: counts measured from the files, update matching, callback
/// inference and the delays REFERENCE quotes.
@Suite("Inkable JSON import of the real recordings")
struct InkableImportTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var file: String
        var events: Int
        var samples: Int
        var updates: Int
        var predictions: Int
        var callbacks: Int
        /// Median of (update arrival − its sample's timestamp), seconds, as measured.
        var medianUpdateDelay: Double
        var testDescription: String { file }
    }

    static let recordings = [
        Expected(file: "events.json", events: 277, samples: 102, updates: 95, predictions: 80, callbacks: 78, medianUpdateDelay: 0.021),
        Expected(file: "pencil-antigrain2.json", events: 397, samples: 145, updates: 141, predictions: 111, callbacks: 99, medianUpdateDelay: 0.025),
    ]

    @Test("counts, update matching, callbacks, phases, delays and prediction horizons", .needsRecordings("inkable/events.json", "inkable/pencil-antigrain2.json"), arguments: recordings)
    func recording(expected: Expected) throws {
        let path = SharedRecordings.path("inkable/\(expected.file)")
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        let predictions = trace.callbacks.flatMap(\.predictions)
        #expect(trace.samples.count == expected.samples)
        #expect(trace.updates.count == expected.updates)
        #expect(predictions.count == expected.predictions)
        #expect(trace.samples.count + trace.updates.count + predictions.count == expected.events)
        #expect(trace.callbacks.count == expected.callbacks)
        #expect(trace.header.profile == .ipadProPencil120)
        #expect(trace.header.sourceKind == .inkable)
        #expect(trace.header.source == expected.file)
        #expect(trace.firstProblem() == nil)
        #expect(trace.touchIDs == [1])

        var sampleByUpdateIndex: [Int: TouchSample] = [:]
        for sample in trace.samples { if let index = sample.updateIndex { sampleByUpdateIndex[index] = sample } }
        let delays = trace.updates.compactMap { update in sampleByUpdateIndex[update.updateIndex].map { update.arrival - $0.timestamp } }
        #expect(delays.count == trace.updates.count, "every update is matched to a sample")
        #expect(delays.allSatisfy { $0 > 0 })
        #expect(median(delays) > 0.015 && median(delays) < 0.030)
        #expect(abs(median(delays) - expected.medianUpdateDelay) < 0.0005)

        #expect(trace.callbacks.reduce(0) { $0 + $1.samples.count } == trace.samples.count)
        #expect(trace.callbacks.reduce(0) { $0 + $1.updates.count } == trace.updates.count)
        #expect(trace.callbacks.allSatisfy { $0.samples.isEmpty != $0.updates.isEmpty }, "a callback carries samples or updates, not both")
        #expect(trace.callbacks.allSatisfy { $0.updates.isEmpty || $0.predictions.isEmpty })
        for callback in trace.callbacks where !callback.samples.isEmpty {
            #expect(callback.time == trace.samples[callback.samples.upperBound - 1].timestamp)
        }
        for callback in trace.callbacks {
            #expect(callback.predictions.allSatisfy { $0.timestamp > callback.time && $0.timestamp - callback.time < 0.016 })
            #expect(callback.predictions.allSatisfy { $0.updateIndex == nil && $0.phase == .moved })
        }

        #expect(trace.samples.first?.phase == .began)
        #expect(trace.samples.last?.phase == .ended)
        #expect(trace.samples.last?.force == 0, "UIKit reports force 0 on the ended event")
        #expect(trace.samples.last?.updateIndex == nil)
        #expect(trace.samples.dropFirst().dropLast().allSatisfy { $0.phase == .moved || $0.phase == .stationary })
        #expect(median(sampleIntervals(trace)) > 0.0039 && median(sampleIntervals(trace)) < 0.0041)
    }

    @Test("pencil-antigrain2 has one stationary sample, and its update keeps the stationary phase's sample", .needsRecordings("inkable/pencil-antigrain2.json"))
    func stationary() throws {
        let path = SharedRecordings.path("inkable/pencil-antigrain2.json")
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        let stationary = trace.samples.filter { $0.phase == .stationary }
        #expect(stationary.count == 1)
        let index = try #require(stationary.first?.updateIndex)
        #expect(trace.updates.contains { $0.updateIndex == index })
    }

    @Test("import → export → import keeps every sample, update and callback", .needsRecordings("inkable/events.json", "inkable/pencil-antigrain2.json"), arguments: recordings)
    func roundTrip(expected: Expected) throws {
        let path = SharedRecordings.path("inkable/\(expected.file)")
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let exported = folder.file("exported.json")
        try TraceFormatRegistry.builtIn.write(trace, to: exported, format: .inkable)
        let again = try TraceFormatRegistry.builtIn.read(path: exported)
        #expect(again.samples == trace.samples)
        #expect(again.updates == trace.updates)
        #expect(again.callbacks == trace.callbacks)
        #expect(try InkableJSONWriter.encode(again) == InkableJSONWriter.encode(trace), "export is deterministic")
        let text = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(text.hasPrefix("[\n{\"touchIdentifier\":\"00000000-0000-0000-0000-000000000001\",\"identifier\":\"00000000-0000-0001-0000-000000000000\","))
        #expect(text.contains("\"azimuthUnitVector\":["))
        #expect(text.split(separator: "\n").count == expected.events + 2)
    }
}
