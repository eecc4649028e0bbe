import InkModel

/// What WWDC 2016's ink debug mode showed, collected while a trace is replayed to a moment:
/// which samples arrived as each callback's live touch and which were coalesced, the predicted
/// touches, the samples whose force is still an estimate, the rectangles recent renders
/// redrew, and where the pen truly was. Locations in points; rectangles in canvas pixels.
package struct DebugMarks: Hashable, Sendable {
    /// The newest sample of each touch in each callback (UIKit's live touch).
    package var liveSamples: [Point] = []
    /// The other samples delivered with a callback (coalesced into it).
    package var coalescedSamples: [Point] = []
    /// Every predicted touch delivered so far.
    package var pastPredictions: [Point] = []
    /// The predicted touches of the last callback (what the overlay shows now).
    package var currentPredictions: [Point] = []
    /// Real samples whose force is still the first estimate at the moment.
    package var estimatedForceSamples: [Point] = []
    /// Rectangles redrawn by the most recent renders, newest last.
    package var redrawnRects: [PixelRect] = []
    /// The pen's true position at the moment (ground truth), when the trace has one.
    package var truePenPosition: Point?
    /// The moment, seconds after the trace's first sample.
    package var moment: Double = 0

    package init() {}
}
