import InkModel

/// The catalog entries of the two Kalman predictors and their shipped defaults.
enum KalmanCatalogEntries {
    static let constantAcceleration = PredictorComponent(
        name: "kalman-ca", summary: "per-axis constant-acceleration Kalman filter, filtered sample interval (Chromium-style)",
        parameters: [
            .init(key: "process-noise", defaultValue: "\(ShippedKalmanSettings.constantAcceleration.processNoise)", meaning: "white-jerk intensity, pt² per step⁵", range: ValueRange(0, 1e6)),
            .init(key: "measurement-noise", defaultValue: "\(ShippedKalmanSettings.constantAcceleration.measurementNoise)", meaning: "measurement variance, pt²", range: ValueRange(0, 1e6)),
            .init(key: "stable-updates", defaultValue: "\(ShippedKalmanSettings.constantAcceleration.stableUpdates)", meaning: "samples before predicting", range: ValueRange(2, 1000, wholeNumbers: true)),
            .init(key: "interval-smoothing", defaultValue: "\(ShippedKalmanSettings.constantAcceleration.intervalSmoothing)", meaning: "smoothing of the sample interval", range: ValueRange(0, 1)),
            .init(key: "turn-threshold", defaultValue: ShippedKalmanSettings.constantAcceleration.turnThreshold.map { "\(($0 * 180 / Double.pi).rounded())" } ?? "off",
                  meaning: "use acceleration only after a turn above this many degrees; off = always", range: ValueRange(0, 180, unit: "°"), words: ["off"]),
            .init(key: "direction-cutoff", defaultValue: ShippedKalmanSettings.constantAcceleration.directionCutoff ? "on" : "off",
                  meaning: "stop a prediction where it would reverse direction", words: ["on", "off"]),
            .init(key: "anchor", defaultValue: ShippedKalmanSettings.constantAcceleration.anchorAtSample ? "sample" : "estimate",
                  meaning: "start predictions from the filter's estimate or the newest sample", words: ["estimate", "sample"]),
            .init(key: "interval", defaultValue: ShippedKalmanSettings.constantAcceleration.steadyInterval ? "steady" : "filtered",
                  meaning: "step length: the filtered sample interval, or steady (the de-jittered report period while the rate is steady)", words: ["filtered", "steady"]),
        ]
    ) { reader, context throws(ComponentSpecError) in
        let base = ShippedKalmanSettings.constantAcceleration
        var settings = base
        settings.processNoise = try reader.number("process-noise", default: base.processNoise)
        settings.measurementNoise = try reader.number("measurement-noise", default: base.measurementNoise)
        settings.stableUpdates = try reader.integer("stable-updates", default: base.stableUpdates)
        settings.intervalSmoothing = try reader.number("interval-smoothing", default: base.intervalSmoothing)
        if reader.isGiven("turn-threshold") {
            settings.turnThreshold = try reader.numberOrOff("turn-threshold").map { $0 * Double.pi / 180 }
        }
        settings.directionCutoff = try reader.flag("direction-cutoff", default: base.directionCutoff)
        switch reader.text("anchor", default: base.anchorAtSample ? "sample" : "estimate") {
        case "estimate": settings.anchorAtSample = false
        case "sample": settings.anchorAtSample = true
        case let other: throw reader.problem("anchor=\(other) must be estimate or sample")
        }
        switch reader.text("interval", default: base.steadyInterval ? "steady" : "filtered") {
        case "filtered": settings.steadyInterval = false
        case "steady": settings.steadyInterval = true
        case let other: throw reader.problem("interval=\(other) must be filtered or steady")
        }
        return ConstantAccelerationKalmanPredictor(settings: settings, limits: context.limits)
    }

    static let jerk = PredictorComponent(
        name: "kalman-jerk", summary: "per-axis jerk-state Kalman filter, rescaled time, confidence-limited length (ink-stroke-modeler-style)",
        parameters: [
            .init(key: "process-noise", defaultValue: "\(ShippedKalmanSettings.jerk.processNoise)", meaning: "white-snap intensity, pt² per step⁷", range: ValueRange(0, 1e6)),
            .init(key: "measurement-noise", defaultValue: "\(ShippedKalmanSettings.jerk.measurementNoise)", meaning: "measurement variance, pt²", range: ValueRange(0, 1e6)),
            .init(key: "stable-updates", defaultValue: "\(ShippedKalmanSettings.jerk.stableUpdates)", meaning: "samples before predicting", range: ValueRange(2, 1000, wholeNumbers: true)),
            .init(key: "time-samples", defaultValue: "\(ShippedKalmanSettings.jerk.timeSamples)", meaning: "samples of the mean interval and of full sample confidence", range: ValueRange(2, 1000, wholeNumbers: true)),
            .init(key: "acceleration-weight", defaultValue: "\(ShippedKalmanSettings.jerk.accelerationWeight)", meaning: "weight of the acceleration term", range: ValueRange(0, 1000)),
            .init(key: "jerk-weight", defaultValue: "\(ShippedKalmanSettings.jerk.jerkWeight)", meaning: "weight of the jerk term", range: ValueRange(0, 1000)),
            .init(key: "max-estimate-distance", defaultValue: "\(ShippedKalmanSettings.jerk.maxEstimateDistance)", meaning: "estimate-to-sample distance of zero confidence, pt", range: ValueRange(0, 1e6, unit: "pt")),
            .init(key: "min-speed", defaultValue: "\(ShippedKalmanSettings.jerk.minSpeed)", meaning: "speed of zero confidence, pt/s", range: ValueRange(0, 1e6, unit: "pt/s")),
            .init(key: "max-speed", defaultValue: "\(ShippedKalmanSettings.jerk.maxSpeed)", meaning: "speed of full confidence, pt/s", range: ValueRange(0, 1e6, unit: "pt/s")),
            .init(key: "max-deviation", defaultValue: "\(ShippedKalmanSettings.jerk.maxDeviation)", meaning: "curvature displacement of lowest linearity confidence, pt", range: ValueRange(0, 1e6, unit: "pt")),
            .init(key: "linearity-floor", defaultValue: "\(ShippedKalmanSettings.jerk.linearityFloor)", meaning: "lowest linearity confidence", range: ValueRange(0, 1)),
        ]
    ) { reader, context throws(ComponentSpecError) in
        let base = ShippedKalmanSettings.jerk
        var settings = base
        settings.processNoise = try reader.number("process-noise", default: base.processNoise)
        settings.measurementNoise = try reader.number("measurement-noise", default: base.measurementNoise)
        settings.stableUpdates = try reader.integer("stable-updates", default: base.stableUpdates)
        settings.timeSamples = try reader.integer("time-samples", default: base.timeSamples)
        settings.accelerationWeight = try reader.number("acceleration-weight", default: base.accelerationWeight)
        settings.jerkWeight = try reader.number("jerk-weight", default: base.jerkWeight)
        settings.maxEstimateDistance = try reader.number("max-estimate-distance", default: base.maxEstimateDistance)
        settings.minSpeed = try reader.number("min-speed", default: base.minSpeed)
        settings.maxSpeed = try reader.number("max-speed", default: base.maxSpeed)
        settings.maxDeviation = try reader.number("max-deviation", default: base.maxDeviation)
        settings.linearityFloor = try reader.number("linearity-floor", default: base.linearityFloor)
        return JerkKalmanPredictor(settings: settings, limits: context.limits)
    }
}
