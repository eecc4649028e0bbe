import InkModel

/// `by-kind`: one predictor for pens and another for fingers, chosen per touch by what made it
/// (`PredictorSample.touchType`: `direct` is a finger; a stylus, or a touch of unknown kind, is a
/// pen). The shipped configurations draw it, so a run predicts each touch with the predictor
/// chosen for its kind (docs/prediction.md, "Round 6"). A touch's kind is read from its first
/// sample after a reset; the other predictor is left idle.
package struct TouchKindPredictor: TouchPredictor {
    package let name = "by-kind"
    package let limits: PredictionLimits
    private var pen: any TouchPredictor
    private var finger: any TouchPredictor
    /// Whether the touch being predicted is a finger's; nil before its first sample.
    private var isFinger: Bool?

    package init(pen: any TouchPredictor, finger: any TouchPredictor, limits: PredictionLimits = PredictionLimits()) {
        self.pen = pen
        self.finger = finger
        self.limits = limits
    }

    package mutating func reset() {
        pen.reset()
        finger.reset()
        isFinger = nil
    }

    package mutating func add(_ sample: PredictorSample) {
        let fingerSample = sample.touchType == .direct
        if isFinger == nil { isFinger = fingerSample }
        if isFinger == true { finger.add(sample) } else { pen.add(sample) }
    }

    package func predict(at time: Double) -> PredictedPoint? {
        isFinger == true ? finger.predict(at: time) : pen.predict(at: time)
    }

    package func predictions(at times: [Double]) -> [PredictedPoint?] {
        isFinger == true ? finger.predictions(at: times) : pen.predictions(at: times)
    }
}
