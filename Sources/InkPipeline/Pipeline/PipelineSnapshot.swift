/// A copy of every stage's output for every touch at one moment, for comparing pipelines
/// (equivalence checks and tests). Taking one copies all the ink: not for hot paths.
public struct PipelineSnapshot: Hashable, Sendable {
    /// One touch's outputs, stage by stage.
    public struct Stroke: Hashable, Sendable {
        public var touchID: Int
        public var status: StrokeStatus
        package var touchPath: TouchPath
        package var polyline: [InkPoint]
        /// Each filter's output, in configuration order.
        package var filterOutputs: [[InkPoint]]
        public var elements: [BezierElement]
    }

    /// Every touch that entered (cancelled ones included, with empty outputs), in slot order.
    public var strokes: [Stroke]
}

extension StrokePipeline {
    /// Copies every stage's current output.
    public func snapshot() -> PipelineSnapshot {
        PipelineSnapshot(strokes: (0..<touchPaths.slotCount).map { slot in
            let path = touchPaths.path(at: slot)
            return PipelineSnapshot.Stroke(
                touchID: path.touchID,
                status: path.status,
                touchPath: path,
                polyline: polylines.output(at: slot),
                filterOutputs: filters.map { $0.output(at: slot) },
                elements: smoother.output(at: slot)
            )
        })
    }
}
