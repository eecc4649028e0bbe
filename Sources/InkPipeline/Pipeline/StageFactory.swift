/// Builds the first two stages (touch paths, polylines) in a configuration's geometry mode; the
/// filters and the smoother build themselves (`FilterSpec.makeStage`, `SmootherSpec.makeStage`).
enum StageFactory {
    static func touchPaths(_ configuration: PipelineConfiguration) -> any TouchPathStage {
        switch configuration.geometry {
        case .naive: NaiveTouchPathStage(configuration: configuration)
        case .incremental: IncrementalTouchPathStage(configuration: configuration)
        }
    }

    static func polylines(_ mode: GeometryMode) -> any GeometryStage<TouchPath, InkPoint> {
        switch mode {
        case .naive: NaivePolylineStage()
        case .incremental: IncrementalPolylineStage()
        }
    }
}
