import Foundation
import InkFormats
import InkIO
import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkReport
import InkSim

/// Streamed runs: a long native trace read in pieces — the file is scanned once (every record
/// validated as a whole read validates it, and the counts, span and ink bounds the report needs
/// gathered), then each run reads it again through cursors, feeding a windowed simulation whose
/// chunks are measured, tabled and dropped as they become final. Memory follows the input and
/// events in flight, not the trace; the report and tables are those of the whole-trace run.
extension BenchmarkRun {
    /// A native trace file that will be streamed: its scan, the header it is simulated with
    /// (profile resolved) and the shift that puts it on its canvas.
    struct StreamedTrace {
        var scan: NativeTraceScan
        var header: TraceHeader
        var canvasOffset: Point
    }

    /// Why runs of these configurations with this cost source cannot be streamed, or nil when
    /// they can: every one must be exactly the run the whole trace gives.
    var streamingRefusal: String? {
        if let configuration = configurations.first(where: { !$0.isStreamable }) {
            return configuration.external != nil
                ? "configuration '\(configuration.name)' is an external pipeline"
                : "configuration '\(configuration.name)' has naive geometry, which rebuilds every stroke from the whole trace on every callback"
        }
        for configuration in configurations {
            guard let predictor = predictors.component(for: configuration.prediction), !predictor.capabilities.contains(.streamable) else { continue }
            return predictor.capabilities.contains(.replaysRecordedPredictions)
                ? "configuration '\(configuration.name)' replays recorded predictions"
                : "configuration '\(configuration.name)' predicts with '\(predictor.name)', which is not streamable"
        }
        guard cost.capabilities.contains(.streamable) else {
            return "the \(cost.source.kind.rawValue) cost source prices a whole recorded run"
        }
        return nil
    }

    /// `input` as a streamed trace when `settings.streaming` asks for its file and the run can
    /// stream it; nil to read it whole (telling `sink` why when a large file is read whole).
    func streamedTrace(for input: RunInput, sink: inout some RunSink) throws -> StreamedTrace? {
        guard let file = input.streamedFile,
              let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let bytes = (attributes[.size] as? NSNumber)?.intValue,
              settings.streaming.streams(fileBytes: bytes)
        else { return nil }
        // The record limit guards the memory of a whole read; a streamed one does not grow with
        // the records (a trace read whole after all is held to it by its reader).
        var limits = InputLimits.current
        limits.maxRecords = .max
        let scan = try NativeTraceScan(path: file.path, limits: limits)
        let refusal = streamingRefusal ?? scan.notStreamableReason
            ?? (scan.hasGroundTruth ? nil : "it has no ground truth (a recording's truth from its samples is built whole)")
        if let refusal {
            sink.notice("\(input.name): read whole, not streamed: \(refusal); memory grows with the trace")
            return nil
        }
        var header = scan.header
        header.profile = try file.profile(header.profile)
        sink.notice("\(input.name): streamed (\(scan.sampleCount) samples read in pieces; memory follows the work in flight, not the trace)")
        do throws(CanvasFitError) {
            let offset = try scan.canvasOffset(for: header.profile.canvasSize)
            return StreamedTrace(scan: scan, header: header, canvasOffset: offset)
        } catch {
            throw Self.canvasRefusal(error, profile: header.profile, input: input.name)
        }
    }

    /// Simulates the streamed trace through every configuration `settings.repetitions` times,
    /// each run reading the file again, writing each run's rows to `tables` as they become final;
    /// throws when the run passes `limit`. With a parallel-safe cost source `settings.jobs` runs go at once
    /// (`measure(_:input:tables:jobs:measureOne:)`).
    func simulateStreamed(
        _ trace: StreamedTrace, input: String, limit: RunTimeLimit, tables: RunDataTables?, sink: inout some RunSink
    ) throws -> RunReport.TraceResult {
        var results = try configurationResults(input: input, sink: &sink) { steps, jobs in
            let measured = try measure(steps, input: input, tables: tables, jobs: jobs) { run, step, tables in
                try run.measureStreamed(trace, step: step, input: input, limit: limit, tables: tables)
            }
            return zip(steps, measured).map { step, measurement in
                let estimated = measurement.approximations.isEmpty ? [] : [
                    "\(input) × \(step.configuration.name): \(measurement.approximations.joined(separator: ", ")) estimated from a "
                        + "seeded sample of \(RunMeasure.exactValueCap) values (estimatedFromSample in report.json)",
                ]
                return RunOutcome(metrics: measurement.metrics, predictionErrors: measurement.predictionErrors, notices: estimated)
            }
        }
        recordLagFloors(try lagFloors(trace, input: input, limit: limit), in: &results)
        let scan = trace.scan
        return Self.traceResult(
            input: input, header: trace.header, samples: scan.sampleCount, strokes: scan.touchCount, updates: scan.updateCount,
            duration: scan.duration, truth: .groundTruth, canvasOffset: trace.canvasOffset, contentHash: scan.contentHash, results: results
        )
    }
}

extension BenchmarkRun {
    /// Samples of a streamed trace's beginning that its time is estimated from.
    static let estimatePrefixSamples = 20_000

    /// `checkEstimatedTime` for a streamed trace: the estimate of its first
    /// `estimatePrefixSamples` samples (and the updates arriving by then), scaled to all of them.
    func checkEstimatedTime(
        _ trace: StreamedTrace, input: String, elapsedSeconds: Double, calibration: RunEstimateCalibration, drawsCharts: Bool
    ) throws {
        var source = try NativeFileInput(trace.scan, offset: trace.canvasOffset)
        var prefix = Trace(header: trace.header)
        while prefix.samples.count < Self.estimatePrefixSamples, let sample = try source.nextSample() { prefix.samples.append(sample) }
        guard let last = prefix.samples.last else { return }
        let end = last.timestamp + trace.header.profile.inputLatency
        while let update = try source.nextUpdate(), update.arrival <= end { prefix.updates.append(update) }
        try checkEstimatedTime(
            prefix, input: input, elapsedSeconds: elapsedSeconds, calibration: calibration, drawsCharts: drawsCharts,
            scale: Double(trace.scan.sampleCount) / Double(prefix.samples.count)
        )
    }
}
