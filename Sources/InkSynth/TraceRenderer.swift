import InkModel

/// Turns a planned drawing into a trace: the ground truth at exactly 1 kHz per touch (with
/// force), then each touch sampled by a `DigitizerSampler` configured from the profile and the
/// touch's contact, then the late updates sorted by arrival.
struct TraceRenderer {
    let recipe: SynthRecipe

    /// Digitizer rate for a finger touching a pen device, Hz (iPad touch scan).
    static let fingerRate = 120.0
    /// How much noisier a finger is than the pen on a pen device (1: the finger's 0.05 mm
    /// fitted to real finger recordings equals the pencil's).
    static let fingerNoiseFactor = 1.0
    /// Interval jitter and report loss of a finger on a pen device: `ipad-finger-60`'s.
    static let fingerJitter = DeviceProfile.ipadFinger60.sampleIntervalJitter
    static let fingerReportLoss = DeviceProfile.ipadFinger60.reportLoss

    func render(_ drawing: PlannedDrawing, streams: inout RandomStreams) throws(SynthError) -> Trace {
        let profile = recipe.profile
        var truthCount = 0
        var sampleEstimate = 0
        for touch in drawing.touches {
            truthCount += touch.path.points.count
            sampleEstimate += Int(touch.path.duration * max(profile.digitizerHz, Self.fingerRate)) + 4
        }
        var truth: [GroundTruthPoint] = []
        truth.reserveCapacity(truthCount)
        var samples: [TouchSample] = []
        samples.reserveCapacity(sampleEstimate)
        var updates: [PropertyUpdate] = []
        updates.reserveCapacity(profile.propertyUpdateDelay == nil ? 0 : sampleEstimate)
        var nextUpdateIndex = 1
        for (index, touch) in drawing.touches.enumerated() {
            let touchID = index + 1
            let isFinger = touch.contact == .finger && profile.touchType != .direct
            let type = touch.contact == .finger ? TouchType.direct : profile.touchType
            let reportsForce = !isFinger && profile.maximumForce != nil
            var force = ForceProfile(
                maximumForce: profile.maximumForce ?? 1, duration: touch.path.duration,
                meanSpeed: touch.path.meanSpeed, isTap: touch.isTap, random: &streams.channels
            )
            let channels = PenChannels(random: &streams.channels)
            let first = truth.count
            appendTruth(of: touch, touchID: touchID, force: &force, reportsForce: reportsForce, to: &truth)
            let sampler = DigitizerSampler(
                touchID: touchID, type: type,
                start: Double(touch.startMS) / 1000, end: Double(touch.endMS) / 1000,
                truthRange: first..<truth.count,
                interval: 1 / (isFinger ? Self.fingerRate : profile.digitizerHz),
                jitter: isFinger ? Self.fingerJitter : profile.sampleIntervalJitter,
                reportLoss: isFinger ? Self.fingerReportLoss : profile.reportLoss,
                timestampQuantum: profile.timestampQuantum, locationQuantum: profile.locationQuantum,
                noise: recipe.noise * (isFinger ? Self.fingerNoiseFactor : 1) * profile.pointsPerMM,
                channels: channels, maximumForce: force.maximumForce, reportsForce: reportsForce,
                reportsTilt: !isFinger && profile.reportsTilt && type == .stylus,
                reportsRadius: type == .direct,
                updateDelay: reportsForce && type == .stylus ? profile.propertyUpdateDelay : nil
            )
            try sampler.sample(truth: truth, into: &samples, updates: &updates, nextUpdateIndex: &nextUpdateIndex, streams: &streams)
        }
        updates.sort { ($0.arrival, $0.updateIndex) < ($1.arrival, $1.updateIndex) }
        let header = TraceHeader(
            profile: profile, sourceKind: .synthesized, source: "synth", recipe: recipe.canonicalText, seed: recipe.seed
        )
        return Trace(header: header, samples: samples, updates: updates, groundTruth: truth)
    }

    /// The touch's true path in points at t = start + k ms, with force from `force` when
    /// `reportsForce` (fed the speed from central differences).
    private func appendTruth(of touch: PlannedTouch, touchID: Int, force: inout ForceProfile, reportsForce: Bool, to truth: inout [GroundTruthPoint]) {
        let scale = recipe.profile.pointsPerMM
        let points = touch.path.points
        let last = points.count - 1
        for k in 0...last {
            let location = (points[k] + touch.offset) * scale
            var value: Double?
            if reportsForce {
                let before = max(k - 1, 0), after = min(k + 1, last)
                let speed = points[before].distance(to: points[after]) * 1000 / Double(after - before)
                value = force.next(speed: speed)
            }
            truth.append(GroundTruthPoint(touchID: touchID, time: Double(touch.startMS + k) / 1000, location: location, force: value))
        }
    }
}
