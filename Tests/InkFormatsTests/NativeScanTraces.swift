import InkModel
import InkSynth

/// Traces for the scan and cursor tests: synthesized ones, and a hand-built pair of overlapping
/// touches (synthesized traces draw one touch at a time).
enum NativeScanTraces {
    /// The trace of the built-in dataset `name`.
    static func dataset(_ name: String) throws -> Trace {
        guard let dataset = BuiltInDataset.named(name) else { throw SynthError(problem: "no built-in dataset \(name)") }
        return try Synthesizer.synthesize(dataset.recipe)
    }

    /// `seconds` of synthesized handwriting (pen-down time) with Apple Pencil: force updates and
    /// ground truth, several touches.
    static func handwriting(seconds: Double, seed: UInt64 = 3) throws -> Trace {
        try Synthesizer.synthesize(SynthRecipe(shape: .handwriting, extent: .duration(seconds), seed: seed))
    }

    /// Two stylus touches in contact at once: touch 1 from 0 to 0.2 s at 240 Hz, touch 2 from
    /// 0.05 to 0.15 s at 120 Hz. Samples in time order (or, `byTouch`, touch 1's then touch
    /// 2's); update indices numbered in that order; one force update per sample 20 ms later,
    /// in arrival order; ground truth every millisecond, touch 1's then touch 2's.
    static func twoTouches(byTouch: Bool = false) -> Trace {
        var samples: [TouchSample] = []
        for (touch, start, count, interval) in [(1, 0.0, 49, 1.0 / 240), (2, 0.05, 13, 1.0 / 120)] {
            for step in 0..<count {
                samples.append(TouchSample(
                    touchID: touch, timestamp: start + Double(step) * interval,
                    location: Point(x: 100 * Double(touch) + Double(step), y: 200 + Double(step) / 2),
                    force: 1, type: .stylus, phase: step == 0 ? .began : step == count - 1 ? .ended : .moved,
                    estimatedProperties: .force, expectingUpdates: .force
                ))
            }
        }
        if !byTouch { samples.sort { $0.timestamp < $1.timestamp } }
        for index in samples.indices { samples[index].updateIndex = index + 1 }
        let updates = samples.map { sample in
            PropertyUpdate(updateIndex: sample.updateIndex ?? 0, touchID: sample.touchID, arrival: sample.timestamp + 0.02, force: 1.5)
        }.sorted { $0.arrival < $1.arrival }
        var groundTruth: [GroundTruthPoint] = []
        for (touch, startMS, endMS) in [(1, 0, 200), (2, 50, 150)] {
            for ms in startMS...endMS {
                groundTruth.append(GroundTruthPoint(touchID: touch, time: Double(ms) / 1000, location: Point(x: 100 * Double(touch), y: Double(ms))))
            }
        }
        let header = TraceHeader(profile: .ipadProPencil120, sourceKind: .native, source: "two touches")
        return Trace(header: header, samples: samples, updates: updates, groundTruth: groundTruth)
    }
}
