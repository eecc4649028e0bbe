import InkMetrics
import InkModel
import InkPipeline
import InkSim
import Testing

/// Tip gap and effective lag of drawn tips placed exactly on a constant-speed true path.
struct EffectiveLagTests {
    static let speed = 150.0

    /// One touch moving right at `speed` points/s for 1 s, ground truth at 1 kHz; its one sample
    /// (at the start) is what the frames' tips belong to.
    static func trace() -> Trace {
        let profile = HandTraces.profile()
        var trace = Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "hand-built"))
        trace.samples = [TouchSample(touchID: 1, timestamp: 0, location: Point(x: 50, y: 80), type: .stylus, phase: .began)]
        for step in 0...1000 {
            let time = Double(step) / 1000
            trace.groundTruth.append(GroundTruthPoint(touchID: 1, time: time, location: Point(x: 50 + speed * time, y: 80)))
        }
        return trace
    }

    /// Frames presented every 1/60 s whose drawn tip is the true position `delay` seconds
    /// before; the tip's own time is that time plus `timeError` (a predicted tip's target time
    /// need not be when the pen was there).
    static func record(delay: Double, timeError: Double = 0, predicted: Bool = false) -> SimulationRecord {
        let trace = trace()
        var record = SimulationRecord(
            configuration: PipelineConfiguration(name: "exact", geometry: .incremental), profile: trace.header.profile,
            costKind: .constant, renderer: "none", predictor: nil, sampleCount: 1, updateCount: 0
        )
        record.sampleCallback[0] = 0
        record.sampleEntered[0] = true
        for index in 0..<50 {
            let presentation = 0.1 + Double(index) / 60
            let tip = Point(x: 50 + speed * (presentation - delay), y: 80)
            record.frames.append(FrameProbe(
                index: index, frame: index, renderStart: presentation, renderCost: 0, work: .zero, renderElapsedNanoseconds: 0,
                finish: presentation, commitVsync: index, presentation: presentation, isSuperseded: false, contentSamples: 1,
                contentTime: presentation, tipTouchID: 1, tip: tip, tipTime: presentation - delay + timeError, tipIsPredicted: predicted
            ))
        }
        return record
    }

    @Test(arguments: [0.0, 0.008, 0.0345])
    func aRealTipsEffectiveLagIsItsSamplesLag(delay: Double) throws {
        let measures = WholeRecord(Self.record(delay: delay), trace: Self.trace()).tips
        #expect(measures.count == 50)
        for measure in measures {
            #expect(abs(measure.effectiveLag - delay) < 1e-12, "frame \(measure.frame): \(measure.effectiveLag)")
            #expect(abs(measure.gap - Self.speed * abs(delay)) < 1e-9)
        }
    }

    @Test("a predicted tip is found on the true path from its target time, ahead of the pen too", arguments: [0.008, 0.0345, -0.012])
    func aPredictedTipIsSearchedFromItsTargetTime(delay: Double) throws {
        let record = Self.record(delay: delay, timeError: 0.006, predicted: true)
        let measures = WholeRecord(record, trace: Self.trace()).tips
        #expect(measures.count == 50)
        for measure in measures {
            #expect(abs(measure.effectiveLag - delay) < 1e-9, "frame \(measure.frame): \(measure.effectiveLag)")
            #expect(abs(measure.gap - Self.speed * abs(delay)) < 1e-9)
        }
    }

    @Test func metricsReportTipGapInMillimetres() {
        let trace = Self.trace()
        let metrics = SimulationMetrics(Self.record(delay: 0.02), trace: trace, truth: TruthPaths(trace), seed: 1)
        let expectedMM = Self.speed * 0.02 / trace.header.profile.pointsPerMM
        #expect(abs((metrics.tipGapMM.p50 ?? 0) - expectedMM) < 1e-3)
        #expect(abs((metrics.effectiveLag.p50 ?? 0) - 0.02) < 1e-12)
    }
}
