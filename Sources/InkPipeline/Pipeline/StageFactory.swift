/// Builds the stages a configuration names, in its geometry mode.
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

    static func filter(_ spec: FilterSpec, _ mode: GeometryMode) -> any GeometryStage<[InkPoint], InkPoint> {
        switch (spec, mode) {
        case (.savitzkyGolay(let window, let order), .naive): NaiveSavitzkyGolayStage(window: window, order: order)
        case (.savitzkyGolay(let window, let order), .incremental): IncrementalSavitzkyGolayStage(window: window, order: order)
        case (.douglasPeucker(let epsilon, let chunking), .naive): NaiveDouglasPeuckerStage(epsilon: epsilon, chunking: chunking)
        case (.douglasPeucker(let epsilon, let chunking), .incremental): IncrementalDouglasPeuckerStage(epsilon: epsilon, chunking: chunking)
        case (.distanceThinning(let distance), .naive): NaiveDistanceThinningStage(distance: distance)
        case (.distanceThinning(let distance), .incremental): IncrementalDistanceThinningStage(distance: distance)
        }
    }

    static func smoother(_ spec: SmootherSpec, _ mode: GeometryMode) -> any GeometryStage<[InkPoint], BezierElement> {
        switch spec {
        case .straight: smoother(StraightShape(), mode)
        case .antigrain(let smoothness): smoother(AntigrainShape(smoothness: smoothness), mode)
        case .catmullRom(let alpha): smoother(CatmullRomShape(alpha: alpha), mode)
        }
    }

    private static func smoother<Shape: CurveShape>(_ shape: Shape, _ mode: GeometryMode) -> any GeometryStage<[InkPoint], BezierElement> {
        switch mode {
        case .naive: NaiveSmootherStage(shape: shape)
        case .incremental: IncrementalSmootherStage(shape: shape)
        }
    }
}
