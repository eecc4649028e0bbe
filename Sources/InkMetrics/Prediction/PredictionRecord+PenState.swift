import InkModel
import InkPredict

extension PredictionRecord {
    /// Fills `forceError`, `altitudeError` and `azimuthError`: `predicted`'s values (or, where it
    /// gives none, those of `newest`, the sample it would otherwise repeat) against `truth` at
    /// `time`.
    mutating func scorePenState(predicted: PredictedPoint, holding newest: TouchSample, truth: PenStatePaths.Path, at time: Double) {
        if let force = predicted.force ?? newest.force, let trueForce = truth.force(at: time) {
            forceError = abs(force - trueForce)
        }
        if let altitude = predicted.altitude ?? newest.altitude, let trueAltitude = truth.altitude(at: time) {
            altitudeError = abs(altitude - trueAltitude)
        }
        if let azimuth = predicted.azimuth ?? newest.azimuth, let trueAzimuth = truth.azimuth(at: time) {
            azimuthError = abs(PenStatePaths.angle(from: azimuth, to: trueAzimuth))
        }
    }
}
