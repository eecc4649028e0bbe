import InkModel

/// The catalog entries of `kalman-adaptive` and of `kalman-steady`, an expert of the default `kalman-mix` (the
/// same filter, other defaults), each parameter's default being that entry's settings.
enum AdaptiveCatalogEntry {
    static let entry = entry(
        name: "kalman-adaptive", shipped: AdaptiveKalmanPredictor.Settings(),
        summary: "constant-acceleration Kalman filter; horizon shortened when recent samples were erratic, turning weighted apart from speeding up"
    )

    static let steady = entry(
        name: "kalman-steady", shipped: .steadyDefault,
        summary: "kalman-adaptive with the de-jittered step, process noise 0.0006, a 5% longer horizon, no erratic shortening (one of kalman-mix's experts)"
    )

    private static func entry(name: String, shipped: AdaptiveKalmanPredictor.Settings, summary: String) -> PredictorComponent {
        PredictorComponent(
            name: name,
            summary: summary,
            parameters: [
                .init(key: "process-noise", defaultValue: "\(shipped.processNoise)", meaning: "random-force intensity on the acceleration, pt²/ms⁴ (Chromium: 0.01)", range: ValueRange(0, 1e6)),
                .init(key: "measurement-noise", defaultValue: "\(shipped.measurementNoise)", meaning: "measurement variance, pt²", range: ValueRange(0, 1e6)),
                .init(key: "stable-updates", defaultValue: "\(shipped.stableUpdates)", meaning: "samples before predicting", range: ValueRange(2, 1000, wholeNumbers: true)),
                .init(key: "sample-anchor", defaultValue: "\(shipped.sampleAnchor)", meaning: "start from the newest sample (1) or the filter's estimate (0), or between", range: ValueRange(0, 1)),
                .init(key: "along-weight", defaultValue: "\(shipped.alongWeight)", meaning: "weight of the acceleration along the motion", range: ValueRange(0, 2)),
                .init(key: "across-weight", defaultValue: "\(shipped.acrossWeight)", meaning: "weight of the acceleration across the motion (turning)", range: ValueRange(0, 2)),
                .init(key: "horizon-scale", defaultValue: "\(shipped.horizonScale)", meaning: "factor on the horizon before damping", range: ValueRange(0, 1.5)),
                .init(key: "erratic-damping", defaultValue: "\(shipped.erraticDamping)", meaning: "horizon ÷ (1 + this × innovation per step of travel)", range: ValueRange(0, 100)),
                .init(key: "innovation-smoothing", defaultValue: "\(shipped.innovationSmoothing)", meaning: "weight of each new innovation in that average", range: ValueRange(0, 1)),
                .init(key: "direction-cutoff", defaultValue: shipped.directionCutoff ? "on" : "off", meaning: "stop a prediction where it would reverse direction", words: ["on", "off"]),
                .init(key: "reversal", defaultValue: shipped.abstainOnReversal ? "abstain" : "shorten", meaning: "with direction-cutoff: stop there, or predict nothing", words: ["shorten", "abstain"]),
                .init(key: "step", defaultValue: shipped.step.rawValue,
                      meaning: "filter step: running mean interval, each sample's own, auto (mean while timestamps are whole ms), or steady (de-jittered report period, else auto)",
                      words: AdaptiveKalmanPredictor.Step.allCases.map(\.rawValue)),
                .init(key: "steady-window", defaultValue: "\(shipped.steadyWindow)", meaning: "intervals in step=steady's de-jittering fit", range: ValueRange(2, 1000, wholeNumbers: true)),
                .init(key: "pen-trend", defaultValue: "\(shipped.penTrend)", meaning: "share of the force and tilt trend continued (0: hold the newest)", range: ValueRange(0, 2)),
            ]
        ) { reader, context throws(ComponentSpecError) in
            var settings = shipped
            settings.processNoise = try reader.number("process-noise", default: shipped.processNoise)
            settings.measurementNoise = try reader.number("measurement-noise", default: shipped.measurementNoise)
            settings.stableUpdates = try reader.integer("stable-updates", default: shipped.stableUpdates)
            settings.sampleAnchor = try reader.number("sample-anchor", default: shipped.sampleAnchor)
            settings.alongWeight = try reader.number("along-weight", default: shipped.alongWeight)
            settings.acrossWeight = try reader.number("across-weight", default: shipped.acrossWeight)
            settings.horizonScale = try reader.number("horizon-scale", default: shipped.horizonScale)
            settings.erraticDamping = try reader.number("erratic-damping", default: shipped.erraticDamping)
            settings.innovationSmoothing = try reader.number("innovation-smoothing", default: shipped.innovationSmoothing)
            settings.directionCutoff = try reader.flag("direction-cutoff", default: shipped.directionCutoff)
            switch reader.text("reversal", default: shipped.abstainOnReversal ? "abstain" : "shorten") {
            case "shorten": settings.abstainOnReversal = false
            case "abstain": settings.abstainOnReversal = true
            case let other: throw reader.problem("reversal=\(other) must be shorten or abstain")
            }
            settings.penTrend = try reader.number("pen-trend", default: shipped.penTrend)
            let stepText = reader.text("step", default: shipped.step.rawValue)
            guard let step = AdaptiveKalmanPredictor.Step(rawValue: stepText) else {
                throw reader.problem("step=\(stepText) must be mean, measured, auto or steady")
            }
            settings.step = step
            settings.steadyWindow = try reader.integer("steady-window", default: shipped.steadyWindow)
            return AdaptiveKalmanPredictor(name: name, settings: settings, limits: context.limits)
        }
    }
}
