import InkModel
import InkPipeline

/// Runs a single point stage on a whole polyline, as one change from nothing.
enum StageRunner {
    static func points(_ coordinates: [(Double, Double)]) -> [InkPoint] {
        coordinates.enumerated().map { index, xy in
            InkPoint(location: Point(x: xy.0, y: xy.1), timestamp: Double(index) * 0.004, force: 0.5)
        }
    }

    static func run<Stage: GeometryStage>(_ stage: Stage, on input: [InkPoint], status: StrokeStatus = .complete) -> [Stage.Output]
    where Stage.Input == [InkPoint] {
        var stage = stage
        var work = StageWork()
        stage.appendSlot()
        let change = SequenceChange(touchID: 1, firstChanged: 0, previousCount: 0, count: input.count, status: status)
        _ = stage.process(slot: 0, input: input, change: change, work: &work)
        return stage.output(at: 0)
    }
}

/// A point stage of either variant, for running both on the same input.
struct AnyPointStage {
    let run: ([InkPoint]) -> [InkPoint]

    init<Stage: GeometryStage>(_ stage: Stage) where Stage.Input == [InkPoint], Stage.Output == InkPoint {
        run = { StageRunner.run(stage, on: $0) }
    }
}

/// A curve shape run through the naive smoother stage on a completed stroke.
struct AnyShape {
    let elements: ([InkPoint]) -> [BezierElement]

    init(_ shape: some CurveShape) {
        elements = { StageRunner.run(NaiveSmootherStage(shape: shape), on: $0) }
    }
}
