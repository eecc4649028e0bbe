import InkMetrics
import InkModel
import InkPipeline
import InkSim
import InkTestSupport
import Testing

/// Effective lag through the whole simulator on lines at constant speed with pauses, where the
/// closed form is known: on `ipad-pencil-60` (6 ms input latency, 60 Hz, one compositor frame,
/// 8 ms scan-out) with samples at i / 240 s and zero cost, the callback at V_k = 4k / 240
/// carries samples up to 4k − 2 (available at i / 240 + 6 ms), and its frame is presented at
/// V_k + 2 / 60 + 8 ms, so the newest sample is 10 / 240 s + 8 ms = 49.67 ms old in every frame.
struct PausedLineLagTests {
    static let newestSampleLag = 10.0 / 240 + 0.008

    /// Strokes moving right at 100 mm/s with stops: each stroke starts at a whole 240 Hz tick and
    /// is `(seconds, mm/s)` pieces; samples at every tick, no noise. With `groundTruth`, the same
    /// path at 1 kHz as the trace's ground truth.
    static func trace(_ strokes: [(start: Double, pieces: [(seconds: Double, speed: Double)])], groundTruth: Bool) -> Trace {
        let profile = DeviceProfile.ipadPencil60
        var trace = Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "hand-built paused line"))
        for (stroke, shape) in strokes.enumerated() {
            let y = 300 + 100 * Double(stroke)
            func x(at elapsed: Double) -> Double {
                var x = 100.0, left = elapsed
                for piece in shape.pieces {
                    let part = min(left, piece.seconds)
                    x += piece.speed * profile.pointsPerMM * part
                    left -= part
                }
                return x
            }
            let duration = shape.pieces.reduce(0) { $0 + $1.seconds }
            let ticks = Int((duration * 240).rounded())
            let firstTick = Int((shape.start * 240).rounded())
            for j in 0...ticks {
                let time = Double(firstTick + j) / 240
                let phase: TouchPhase = j == 0 ? .began : (j == ticks ? .ended : .moved)
                trace.samples.append(TouchSample(
                    touchID: stroke + 1, timestamp: time, location: Point(x: x(at: Double(j) / 240), y: y), type: .stylus, phase: phase
                ))
            }
            if groundTruth {
                for step in 0...Int((duration * 1000).rounded()) {
                    let elapsed = Double(step) / 1000
                    trace.groundTruth.append(GroundTruthPoint(touchID: stroke + 1, time: shape.start + elapsed, location: Point(x: x(at: elapsed), y: y)))
                }
            }
        }
        return trace
    }

    static let pausedLine: [(start: Double, pieces: [(seconds: Double, speed: Double)])] = [
        (start: 0, pieces: [(0.5, 100), (0.5, 0), (0.5, 100)]),
    ]
    static let threeStrokes: [(start: Double, pieces: [(seconds: Double, speed: Double)])] = [
        (start: 0, pieces: [(0.5, 100), (0.5, 0), (0.3, 100)]),
        (start: 1.6, pieces: [(0.4, 100), (0.25, 0), (0.2, 100)]),
        (start: 2.8, pieces: [(0.3, 100)]),
    ]

    static func simulate(_ trace: Trace, _ configuration: PipelineConfiguration) -> SimulationRecord {
        PlatformSimulator.run(trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: ElementCountRenderer(), predictor: nil)
    }

    /// The newest sample in `frame`'s content whose touch is the frame's tip touch, by trace index.
    static func newestSample(of frame: FrameProbe, in trace: Trace) -> Int? {
        (0..<frame.contentSamples).last { trace.samples[$0].touchID == frame.tipTouchID }
    }

    @Test("without prediction, effective lag is the shown sample's lag in every frame: through the pause, to each stroke's end",
          arguments: [false, true], [false, true])
    func effectiveLagIsTheNewestSamplesLag(multiStroke: Bool, groundTruth: Bool) throws {
        let trace = Self.trace(multiStroke ? Self.threeStrokes : Self.pausedLine, groundTruth: groundTruth)
        let record = Self.simulate(trace, PipelineConfiguration(name: "straight", geometry: .incremental))
        let measured = WholeRecord(record, trace: trace)
        let lags = measured.lags
        let measures = measured.tips
        let framesWhilePenDown = record.frames.filter { frame in
            guard let touchID = frame.tipTouchID else { return false }
            let samples = trace.samples.filter { $0.touchID == touchID }
            return frame.isPresented && frame.presentation >= samples[0].timestamp && frame.presentation <= samples[samples.count - 1].timestamp
        }
        #expect(measures.map(\.frame) == framesWhilePenDown.map(\.index), "every frame shown while the pen is down, up to each stroke's end")
        #expect(measures.count >= (multiStroke ? 130 : 80))
        for measure in measures {
            let frame = record.frames[measure.frame]
            let newest = try #require(Self.newestSample(of: frame, in: trace))
            #expect(measure.effectiveLag == lags[newest], "frame \(measure.frame): the newest sample's own lag, exactly")
            #expect(abs(measure.effectiveLag - Self.newestSampleLag) < 1e-12, "frame \(measure.frame): \(measure.effectiveLag)")
        }
        let metrics = SimulationMetrics(record, trace: trace, truth: TruthPaths(trace), seed: 1)
        #expect(abs((metrics.effectiveLag.max ?? 0) - Self.newestSampleLag) < 1e-12, "not the 250 ms edge of a fixed window")
        #expect(abs((metrics.effectiveLag.mean ?? 0) - Self.newestSampleLag) < 1e-12)
        let pausedGaps = measures.filter { $0.presentation > 0.5 + Self.newestSampleLag + 0.001 && $0.presentation < 1 }
        #expect(pausedGaps.count >= 25 && pausedGaps.allSatisfy { $0.gap < 1e-9 }, "once the pause is drawn, tip and pen coincide")
    }

    @Test("predicted tips on the true path 2 samples ahead: effective lag is the newest sample's lag − 8.33 ms, through pauses and on every stroke",
          arguments: [false, true])
    func predictedTipsOnThePath(groundTruth: Bool) throws {
        let strokes = Self.threeStrokes
        var trace = Self.trace(strokes, groundTruth: groundTruth)
        let plain = Self.simulate(trace, PipelineConfiguration(name: "straight", geometry: .incremental))
        let lead = 2.0 / 240
        let truth = TruthPaths(Self.trace(strokes, groundTruth: true))
        trace.callbacks = plain.callbacks.map { probe in
            let newest = trace.samples[probe.samples.upperBound - 1]
            let target = newest.timestamp + lead
            let predictions = probe.samples.isEmpty || newest.phase.endsTouch ? [] : [TouchSample(
                touchID: newest.touchID, timestamp: target, location: truth.paths[newest.touchID]!.position(at: target)!, type: .stylus, phase: .moved
            )]
            return RecordedCallback(time: probe.start, samples: probe.samples, updates: probe.updates, predictions: predictions)
        }
        let configuration = PipelineConfiguration(name: "recorded", geometry: .incremental, prediction: .recorded)
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: ElementCountRenderer(),
            predictor: try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile)
        )
        let measures = WholeRecord(record, trace: trace).tips
        #expect(measures.count >= 130)
        #expect(measures.allSatisfy { record.frames[$0.frame].tipIsPredicted })
        for measure in measures {
            #expect(abs(measure.effectiveLag - (Self.newestSampleLag - lead)) < 1e-9, "frame \(measure.frame): \(measure.effectiveLag)")
        }
    }

    @Test("a smoother whose tail lags one point shows the sample before the newest: its lag, exactly")
    func aTrailingTailShowsTheSampleBefore() throws {
        let trace = Self.trace(Self.pausedLine, groundTruth: false)
        let configuration = PipelineConfiguration(
            name: "smooth", geometry: .incremental, filters: [.savitzkyGolay(window: 5, order: 3)], smoother: .antigrain(smoothness: 0.7)
        )
        let measures = WholeRecord(Self.simulate(trace, configuration), trace: trace).tips
        #expect(measures.count >= 80)
        for measure in measures {
            #expect(abs(measure.effectiveLag - (Self.newestSampleLag + 1.0 / 240)) < 1e-12, "frame \(measure.frame): \(measure.effectiveLag)")
        }
    }
}
