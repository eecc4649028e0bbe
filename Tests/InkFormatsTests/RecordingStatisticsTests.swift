import InkFormats
import InkMetrics
import Testing
import InkTestSupport

/// The real pen-tablet recordings, read with `TraceReader` and summarised by `TraceStatistics`,
/// give their known report rates and stroke counts.
@Suite("Statistics of the real tablet recordings")
struct RecordingStatisticsTests {
    /// One recording and what it is known to hold.
    struct Recording: Sendable, CustomTestStringConvertible {
        var file: String
        var description: String?
        /// Known median time between reports, seconds.
        var medianInterval: Double
        var strokeCount: Int
        var testDescription: String { file }
    }

    static let recordings = [
        Recording(file: "evemu/wacom-cintiq-22hdt-pen.events", medianInterval: 0.008, strokeCount: 38),
        Recording(
            file: "evemu/wacom-intuos4-6x9-stylus-drag.events", description: "evemu/wacom-intuos4-6x9-pen.desc",
            medianInterval: 0.004, strokeCount: 1
        ),
        Recording(file: "mypaint/painting30sec.dat", medianInterval: 0.008, strokeCount: 30),
    ]

    @Test(.needsRecordings(
        "evemu/wacom-cintiq-22hdt-pen.events", "evemu/wacom-intuos4-6x9-stylus-drag.events", "evemu/wacom-intuos4-6x9-pen.desc", "mypaint/painting30sec.dat"
    ), arguments: recordings)
    func rateAndStrokeCount(recording: Recording) throws {
        let path = SharedRecordings.path(recording.file)
        let descriptionPath = recording.description.map(SharedRecordings.path)
        let statistics = TraceStatistics(trace: try TraceFormatRegistry.builtIn.read(path: path, descriptionPath: descriptionPath))
        let interval = try #require(statistics.medianSampleIntervalSeconds)
        #expect(abs(interval - recording.medianInterval) <= 0.0005, "median interval \(interval) s")
        #expect(statistics.strokeCount == recording.strokeCount)
    }

    /// UIKit reports the Apple Pencil at 240 Hz on a 1 ms clock (intervals of 4 and 5 ms, median
    /// 4 ms): the sample rate is 240 Hz, not 1 / median = 250 Hz.
    @Test(
        .needsRecordings("inkable/events.json", "inkable/pencil-antigrain2.json"), arguments: ["inkable/events.json", "inkable/pencil-antigrain2.json"]
    )
    func pencilRecordingsReport240Hz(file: String) throws {
        let statistics = TraceStatistics(trace: try TraceFormatRegistry.builtIn.read(path: SharedRecordings.path(file)))
        #expect(abs((statistics.medianSampleIntervalSeconds ?? 0) - 0.004) < 1e-6)
        let rate = try #require(statistics.sampleRateHz)
        #expect(abs(rate - 240) < 1, "\(rate) Hz")
    }
}
