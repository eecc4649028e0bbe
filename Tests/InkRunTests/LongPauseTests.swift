import Foundation
import InkBenchCore
import Testing

/// A trace with a pause of about 10⁹ s between two strokes runs as quickly as one with a short
/// pause: missed frames are counted per stretch between events, not vsync by vsync (the walk
/// over 6.9 × 10¹⁰ vsyncs did not finish before).
@Suite("A pause of 2³⁰ s in a native trace")
struct LongPauseTests {
    /// 64 Hz display, 256 Hz pen, 1/128 s input latency, no scan-out: every time below is a binary
    /// fraction, so the two strokes meet the vsync grid alike however far apart they are.
    static let profile: DeviceProfile = {
        var profile = DeviceProfile.ipadProPencil120
        profile.displayHz = 64
        profile.digitizerHz = 256
        profile.inputLatency = 1.0 / 128
        profile.scanoutLatency = 0
        profile.propertyUpdateDelay = nil
        return profile
    }()

    /// Two strokes of 256 samples at (j + ½)/256 s, the second `pause` seconds after the first
    /// starts, with ground truth (one point per sample), so the file can also be streamed.
    static func trace(pause: Double) -> Trace {
        var trace = Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "two strokes"))
        for stroke in 0..<2 {
            for j in 0..<256 {
                let time = Double(stroke) * pause + (Double(j) + 0.5) / 256
                let location = Point(x: 100 + Double(j), y: 100 + 50 * Double(stroke))
                trace.samples.append(TouchSample(
                    touchID: stroke + 1, timestamp: time, location: location, force: 1, type: .stylus,
                    phase: j == 0 ? .began : (j == 255 ? .ended : .moved)
                ))
                trace.groundTruth.append(GroundTruthPoint(touchID: stroke + 1, time: time, location: location))
            }
        }
        return trace
    }

    /// The report of a modelled run of `trace` written as a native file, read whole or streamed;
    /// its time is estimated first (a dry run of the simulator over the same pause).
    static func report(_ trace: Trace, streaming: StreamingPolicy, folder: String) throws -> RunReport {
        let path = "\(folder)/trace-\(UUID().uuidString).inktrace"
        try TraceWriter.write(trace, to: path, format: .native)
        var settings = RunSettings(drawsDebugRenders: false)
        settings.streaming = streaming
        let coefficients = CostCoefficients(perCallback: 1.0 / 512, perSample: 0, perPointRecomputed: 0, perRender: 1.0 / 1024, perPixel: 0, perElementStroked: 0)
        let run = BenchmarkRun(
            inputs: [RunInput(name: "paused", streamedFile: StreamedTraceFile(path: path)) { try TraceReader.read(path: path) }],
            configurations: [PipelineConfiguration(name: "incremental", geometry: .incremental)],
            cost: RunCost(
                source: ModelledCost(coefficients: coefficients), estimateCalibration: RunEstimateCalibration(path: "exact", coefficients: coefficients)
            ),
            settings: settings, rendering: BenchmarkRunTests.BlankRendering()
        )
        var sink = BenchmarkRunTests.Log()
        return try run.report(sink: &sink)
    }

    @Test("missed frames: the same count as with a short pause, and every vsync of the pause counted", arguments: [StreamingPolicy.never, .always])
    func billionSecondPause(streaming: StreamingPolicy) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-pause-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let long = 1_073_741_824.0, short = 2.0
        let paused = try #require(try Self.report(Self.trace(pause: long), streaming: streaming, folder: folder).traces.first?.results.first?.runs.first)
        let control = try #require(try Self.report(Self.trace(pause: short), streaming: streaming, folder: folder).traces.first?.results.first?.runs.first)
        #expect(paused.callbacks == control.callbacks && paused.frames == control.frames)
        #expect(paused.missedFrames.count == control.missedFrames.count, "nothing waits during the pause")
        #expect(paused.missedFrames.total - control.missedFrames.total == Int((long - short) * 64), "every vsync of the pause is counted")
        #expect(paused.missedFrames.total > 68_000_000_000)
        #expect(paused.lag == control.lag)
    }
}
