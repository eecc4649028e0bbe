import InkModel

/// `recorded`: the platform's own predicted touches stored in a recorded trace (UIKit's, in the
/// Inkable files), replaced on every callback. At a target time equal to one of them it returns
/// that prediction exactly; between the newest real sample and the last prediction it
/// interpolates linearly along them; past the last one it shortens to the last one. Abstains in a
/// callback without predictions. The horizon cap does not apply: these are the platform's.
package struct RecordedPredictor: TouchPredictor {
    package let name = "recorded"
    package let limits: PredictionLimits
    /// Only the platform's own predicted times have answers.
    package var answersFixedHorizons: Bool { false }
    private var newest: PredictorSample?
    private var predictions: [PredictorSample] = []

    /// Time difference (seconds) under which a target counts as a prediction's own time.
    static let timeTolerance = 1e-7

    package init(limits: PredictionLimits = PredictionLimits()) {
        self.limits = limits
        predictions.reserveCapacity(8)
    }

    package mutating func reset() {
        newest = nil
        predictions.removeAll(keepingCapacity: true)
    }

    package mutating func add(_ sample: PredictorSample) {
        newest = sample
        predictions.removeAll(keepingCapacity: true)
    }

    package mutating func observePlatformPredictions(_ predictions: ArraySlice<PredictorSample>) {
        self.predictions.removeAll(keepingCapacity: true)
        self.predictions.append(contentsOf: predictions)
    }

    package func predict(at time: Double) -> PredictedPoint? {
        guard let last = predictions.last else { return nil }
        for prediction in predictions where abs(prediction.time - time) <= Self.timeTolerance {
            return PredictedPoint(
                time: prediction.time, location: prediction.location, force: prediction.force, altitude: prediction.altitude, azimuth: prediction.azimuth
            )
        }
        if time >= last.time { return PredictedPoint(time: last.time, location: last.location, force: last.force, altitude: last.altitude, azimuth: last.azimuth) }
        var previous = newest ?? predictions[0]
        for prediction in predictions {
            if time <= prediction.time {
                let span = prediction.time - previous.time
                let share = span > 0 ? max(0, (time - previous.time) / span) : 1
                return PredictedPoint(
                    time: max(time, previous.time), location: previous.location.interpolated(to: prediction.location, by: share),
                    force: prediction.force, altitude: prediction.altitude, azimuth: prediction.azimuth
                )
            }
            previous = prediction
        }
        return PredictedPoint(time: last.time, location: last.location, force: last.force, altitude: last.altitude, azimuth: last.azimuth)
    }
}
