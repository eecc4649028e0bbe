import Foundation
import InkModel
import InkSynth
import Testing

/// Compares synthesized Apple Pencil handwriting with the real Inkable recordings (DESIGN §4:
/// realism is checked, not assumed). Needs `../shared/datasets` or `INKBENCH_DATASETS`.
@Suite("Realism against real recordings")
struct RealismTests {
    /// What the tests read from one real recording: its real samples (no updates, no predictions).
    struct RealStats {
        var medianInterval: Double
        var medianSpeed: Double
    }

    static var inkableFolder: URL {
        let root = ProcessInfo.processInfo.environment["INKBENCH_DATASETS"] ?? "../shared/datasets"
        return URL(fileURLWithPath: root).appendingPathComponent("inkable")
    }

    static func realStats(_ file: URL) throws -> RealStats {
        let data = try Data(contentsOf: file)
        let events = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let real = events.filter { ($0["isUpdate"] as? Bool) != true && ($0["isPrediction"] as? Bool) != true }
        var intervals: [Double] = [], speeds: [Double] = []
        for (a, b) in zip(real, real.dropFirst()) {
            let ta = try #require(a["timestamp"] as? Double), tb = try #require(b["timestamp"] as? Double)
            let la = try #require(a["location"] as? [Double]), lb = try #require(b["location"] as? [Double])
            guard tb > ta else { continue }
            intervals.append(tb - ta)
            speeds.append(((lb[0] - la[0]) * (lb[0] - la[0]) + (lb[1] - la[1]) * (lb[1] - la[1])).squareRoot() / (tb - ta))
        }
        let pointsPerMM = DeviceProfile.ipadProPencil120.pointsPerMM
        return RealStats(
            medianInterval: TraceMeasurements.median(intervals), medianSpeed: TraceMeasurements.median(speeds) / pointsPerMM
        )
    }

    @Test func handwritingMatchesTheRealPencilRecordings() throws {
        let files = ["events.json", "pencil-antigrain2.json"].map { Self.inkableFolder.appendingPathComponent($0) }
        guard files.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else {
            print("skipped: real Inkable recordings not found in \(Self.inkableFolder.path) (set INKBENCH_DATASETS)")
            return
        }
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("handwriting")).recipe)
        let interval = TraceMeasurements.median(TraceMeasurements.sampleIntervals(trace))
        let speed = TraceMeasurements.median(TraceMeasurements.sampleSpeeds(trace))
        let delay = TraceMeasurements.median(TraceMeasurements.updateDelays(trace))
        #expect(delay >= 0.015 && delay <= 0.030)
        for file in files {
            let real = try Self.realStats(file)
            #expect(abs(interval / real.medianInterval - 1) < 0.05, "\(file.lastPathComponent): interval \(interval) vs \(real.medianInterval)")
            #expect(speed > real.medianSpeed / 2 && speed < real.medianSpeed * 2, "\(file.lastPathComponent): speed \(speed) vs \(real.medianSpeed) mm/s")
        }
    }
}
