/// What changed in one touch's output sequence (touch-path samples, polyline points, or Bézier
/// elements) during one callback: the delta an incremental stage takes and emits.
///
/// It is a *suffix invalidation*: items `0..<firstChanged` are the same values as before the
/// callback; items `firstChanged..<count` were recomputed, replaced or added; items
/// `count..<previousCount` (if any) were removed. Late property updates hit samples a few back
/// from the tip (about 25 ms, ~6 samples at 240 Hz) and predictions sit at the tail, so the
/// invalid suffix is short; a separate in-place "updated range" would save nothing measurable
/// and is not modelled. A naive stage always reports `firstChanged == 0`.
public struct SequenceChange: Hashable, Sendable {
    /// The touch whose sequence changed.
    public var touchID: Int
    /// Index of the first item that may differ from the previous callback's output.
    public var firstChanged: Int
    /// Number of items before the callback.
    public var previousCount: Int
    /// Number of items now.
    public var count: Int
    /// The stroke's status after the callback (`cancelled`: the stroke was removed).
    public var status: StrokeStatus

    public init(touchID: Int, firstChanged: Int, previousCount: Int, count: Int, status: StrokeStatus) {
        self.touchID = touchID
        self.firstChanged = firstChanged
        self.previousCount = previousCount
        self.count = count
        self.status = status
    }

    /// The index range of items that are new or recomputed.
    package var changedRange: Range<Int> { min(firstChanged, count)..<count }

    /// The index range of items the previous output had that were replaced or removed.
    package var replacedRange: Range<Int> { min(firstChanged, previousCount)..<previousCount }
}
