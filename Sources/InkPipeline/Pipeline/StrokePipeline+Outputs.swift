/// Read access to every stage's current output, per touch.
extension StrokePipeline {
    /// Touches with ink (every entered touch except cancelled ones), in order of their first
    /// entered sample.
    public var touchIDs: [Int] {
        slots.filter { touchPaths.path(at: $0).status != .cancelled }.map { touchPaths.touchID(at: $0) }
    }

    /// Touches still down.
    package var liveTouchIDs: [Int] { touchIDs(with: .live) }

    /// Touches that ended and received every expected update: nothing about them will change.
    package var completedTouchIDs: [Int] { touchIDs(with: .complete) }

    /// Touches with `status`, in slot order.
    public func touchIDs(with status: StrokeStatus) -> [Int] {
        slots.filter { touchPaths.path(at: $0).status == status }.map { touchPaths.touchID(at: $0) }
    }

    /// The status of `touchID`'s stroke, or nil for a touch that never entered.
    public func status(of touchID: Int) -> StrokeStatus? {
        touchPaths.slot(of: touchID).map { touchPaths.path(at: $0).status }
    }

    /// The merged touch path (real samples with updates, then predictions).
    package func touchPath(for touchID: Int) -> TouchPath? {
        touchPaths.slot(of: touchID).map { touchPaths.path(at: $0) }
    }

    /// Real samples of `touchID` already in the pipeline (0 for an unknown touch).
    public func realSampleCount(ofTouch touchID: Int) -> Int {
        touchPaths.slot(of: touchID).map { touchPaths.path(at: $0).realCount } ?? 0
    }

    /// The polyline (touch path converted to `InkPoint`s, before any filter).
    package func polyline(for touchID: Int) -> [InkPoint]? {
        touchPaths.slot(of: touchID).map { polylines.output(at: $0) }
    }

    /// The output of filter `index` (0-based, in configuration order).
    package func filterOutput(_ index: Int, for touchID: Int) -> [InkPoint]? {
        touchPaths.slot(of: touchID).map { filters[index].output(at: $0) }
    }

    /// The points the smoother sees: the last filter's output, or the polyline without filters.
    package func smootherInput(for touchID: Int) -> [InkPoint]? {
        filters.isEmpty ? polyline(for: touchID) : filterOutput(filters.count - 1, for: touchID)
    }

    /// The Bézier elements of `touchID`'s stroke.
    public func elements(for touchID: Int) -> [BezierElement]? {
        touchPaths.slot(of: touchID).map { smoother.output(at: $0) }
    }

    private var slots: Range<Int> { 0..<touchPaths.slotCount }
}
