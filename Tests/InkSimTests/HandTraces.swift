import InkModel

/// Hand-built traces with exactly known timing for the closed-form checks.
enum HandTraces {
    /// A profile with the given rates and latencies and no scan-out constant.
    static func profile(digitizerHz: Double = 240, displayHz: Double = 60, inputLatency: Double = 0, compositorFrames: Int = 1) -> DeviceProfile {
        var profile = DeviceProfile.ipadPencil60
        profile.digitizerHz = digitizerHz
        profile.displayHz = displayHz
        profile.inputLatency = inputLatency
        profile.compositorFrames = compositorFrames
        profile.scanoutLatency = 0
        return profile
    }

    /// Strokes of `count` samples each, sample j of stroke s at `start_s + (j + phase) / hz`,
    /// moving right at `speed` points per second from (100, 100 + 50 s).
    static func regularStrokes(
        _ strokes: [(start: Double, count: Int, phase: Double)], hz: Double = 240, speed: Double = 200,
        profile: DeviceProfile = profile()
    ) -> Trace {
        var samples: [TouchSample] = []
        for (stroke, shape) in strokes.enumerated() {
            for j in 0..<shape.count {
                let time = shape.start + (Double(j) + shape.phase) / hz
                let phase: TouchPhase = j == 0 ? .began : (j == shape.count - 1 ? .ended : .moved)
                samples.append(TouchSample(
                    touchID: stroke + 1, timestamp: time,
                    location: Point(x: 100 + speed * (time - shape.start), y: 100 + 50 * Double(stroke)),
                    force: 1, type: .stylus, phase: phase
                ))
            }
        }
        return Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "hand-built"), samples: samples)
    }
}
