import InkModel

/// Hand-built traces for native round-trip tests: every field, nil and non-nil optionals, extreme
/// doubles, the largest seed, ground truth and callbacks with predictions.
enum NativeTestTraces {
    static let extremeDoubles: [Double] = [
        1e-300, 0.1 + 0.2, 123_456.789_012_345_67, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        .leastNormalMagnitude, 9_007_199_254_740_994, 1e22, 1e23, 0.000_001_234_567_890_123_456_7, (0.1).nextUp,
    ]

    static var everyField: Trace {
        var profile = DeviceProfile.ipadProPencil120
        profile.name = "custom \"quoted\" profile"
        let header = TraceHeader(
            profile: profile, sourceKind: .synthesized,
            source: "hand-built: tab\t newline\n backslash\\ unicode é 🙂 control \u{01}",
            recipe: "shape=spiral speed=120 label=\"x\"", seed: UInt64.max
        )
        var samples: [TouchSample] = []
        for (index, value) in extremeDoubles.prefix(4).enumerated() {
            samples.append(TouchSample(
                touchID: 1, timestamp: value, location: Point(x: -value, y: value * 0.5),
                force: 0.1 + 0.2, maximumPossibleForce: 25.0 / 6.0, altitude: 1.110_301_331_677_709_1,
                azimuth: -0.021_591_928_557_276_055, majorRadius: 0.25, majorRadiusTolerance: 0,
                type: .stylus, phase: [.began, .moved, .stationary, .ended][index],
                estimatedProperties: TouchProperties(rawValue: index * 5 % 16),
                expectingUpdates: TouchProperties(rawValue: (index * 3 + 1) % 16), updateIndex: 100 + index
            ))
        }
        samples.append(TouchSample(touchID: -7, timestamp: -0.0, location: Point(x: -0.0, y: 0), type: .direct, phase: .began))
        samples.append(TouchSample(
            touchID: -7, timestamp: .leastNonzeroMagnitude, location: Point(x: 1e23, y: 9_007_199_254_740_994),
            force: 0, type: .direct, phase: .moved, updateIndex: Int.max
        ))
        samples.append(TouchSample(
            touchID: -7, timestamp: .leastNormalMagnitude, location: Point(x: 0.000_001_234_567_890_123_456_7, y: -1e-300),
            majorRadius: 12.5, type: .pointer, phase: .cancelled
        ))
        samples.append(TouchSample(touchID: 3, timestamp: 10, location: Point(x: 1, y: 2), altitude: 0.17, type: .indirect, phase: .began))
        let updates = [
            PropertyUpdate(updateIndex: 100, touchID: 1, arrival: 0.023, force: 0.467_858_250_935_872_4, stillExpecting: .force),
            PropertyUpdate(
                updateIndex: 101, touchID: 1, arrival: 0.023, location: Point(x: 506, y: 440.5), force: 1.5,
                altitude: 0.9, azimuth: -3.1, stillEstimated: [.azimuth, .location], stillExpecting: .all
            ),
            PropertyUpdate(updateIndex: Int.max, touchID: -7, arrival: 1e300),
        ]
        let groundTruth = [
            GroundTruthPoint(touchID: 1, time: 0, location: Point(x: 1.5, y: -2.25), force: 0.3),
            GroundTruthPoint(touchID: 1, time: 0.001, location: Point(x: 1.6, y: -2.35)),
            GroundTruthPoint(touchID: -7, time: -0.0, location: Point(x: 1e-300, y: .greatestFiniteMagnitude), force: -0.0),
        ]
        let prediction = TouchSample(
            touchID: 1, timestamp: 0.5, location: Point(x: 3, y: 4), force: 0.7, maximumPossibleForce: 25.0 / 6.0,
            altitude: 1.2, azimuth: 0.2, majorRadius: 0.25, majorRadiusTolerance: 0, type: .stylus, phase: .moved,
            estimatedProperties: .all, expectingUpdates: .force
        )
        var secondPrediction = prediction
        secondPrediction.timestamp = 0.504
        secondPrediction.force = nil
        let callbacks = [
            RecordedCallback(time: 0.30000000000000004, samples: 0..<2, updates: 0..<0, predictions: [prediction, secondPrediction]),
            RecordedCallback(time: 123_456.789_012_345_67, samples: 2..<5, updates: 0..<2),
            RecordedCallback(time: 1e300, samples: 5..<8, updates: 2..<3, predictions: [prediction]),
        ]
        return Trace(header: header, samples: samples, updates: updates, groundTruth: groundTruth, callbacks: callbacks)
    }

    /// A trace whose profile has no force, no update delay; no recipe, seed 0; no callbacks.
    static var sparse: Trace {
        let header = TraceHeader(profile: .ipadFinger60, sourceKind: .native, source: "", recipe: nil, seed: 0)
        return Trace(header: header, samples: [
            TouchSample(touchID: 0, timestamp: 1, location: Point(x: 0, y: 0), type: .direct, phase: .began),
            TouchSample(touchID: 0, timestamp: 1, location: Point(x: 0.5, y: 0.5), type: .direct, phase: .ended),
        ])
    }

    /// A valid single-touch trace of `count` samples with updates, big enough to span reader chunks.
    static func long(count: Int) -> Trace {
        var generator = SeededGenerator(seed: 7)
        var samples: [TouchSample] = []
        var updates: [PropertyUpdate] = []
        var time = 100.0
        for index in 0..<count {
            time += 0.004 + generator.nextUnit() * 1e-4
            samples.append(TouchSample(
                touchID: 1, timestamp: time, location: Point(x: generator.nextUnit() * 1024, y: generator.nextUnit() * 1366),
                force: generator.nextUnit() * 4, maximumPossibleForce: 25.0 / 6.0, altitude: generator.nextUnit(),
                azimuth: generator.nextUnit() * 6, type: .stylus, phase: index == 0 ? .began : index == count - 1 ? .ended : .moved,
                estimatedProperties: .force, expectingUpdates: .force, updateIndex: index
            ))
            updates.append(PropertyUpdate(updateIndex: index, touchID: 1, arrival: time + 0.023, force: generator.nextUnit()))
        }
        return Trace(
            header: TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "long", recipe: "n=\(count)", seed: 7),
            samples: samples, updates: updates
        )
    }
}
